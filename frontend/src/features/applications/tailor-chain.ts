import type { ApplicationFields } from "@/lib/api/generated/types.gen";
import type { Application } from "@/lib/api/generated/zod.gen";

export type TailorStep = "tailoring" | "writing" | "linking";

/** The steps in the order they run, each named by `applications.tailor.<step>`. */
export const TAILOR_STEPS: readonly TailorStep[] = ["tailoring", "writing", "linking"];

/** What the chain calls: the tailor endpoint, the letter writer, and a PATCH of the application. */
export interface TailorDeps {
  tailor: (input: { resumeId: string; jobDescription: string }) => Promise<{ id: string }>;
  writeLetter: (input: { resumeId: string; companyName: string; jobDescription: string }) => Promise<{ id: string }>;
  link: (fields: ApplicationFields) => Promise<Application>;
  onStep?: (step: TailorStep) => void;
}

/** The copy was made and linked, but the letter could not be written. */
export class LetterFailed extends Error {
  constructor(
    readonly application: Application,
    readonly reason: unknown,
  ) {
    super("The cover letter could not be written");
    this.name = "LetterFailed";
  }
}

/**
 * "Create tailored copy and letter" in one step, for the application's saved job description:
 * a copy of `baseResumeId` tailored to it, a letter written from that copy for the company, then
 * both linked to the application. A failed tailoring stops there (nothing made); a failed letter
 * still links the copy (`LetterFailed` carries the application as saved).
 */
export async function tailorForApplication(application: Application, baseResumeId: string, deps: TailorDeps): Promise<Application> {
  const jobDescription = application.job_description;
  deps.onStep?.("tailoring");
  const copy = await deps.tailor({ resumeId: baseResumeId, jobDescription });
  deps.onStep?.("writing");
  let letterId: string;
  try {
    letterId = (await deps.writeLetter({ resumeId: copy.id, companyName: application.company, jobDescription })).id;
  } catch (reason) {
    deps.onStep?.("linking");
    throw new LetterFailed(await deps.link({ resume_id: copy.id }), reason);
  }
  deps.onStep?.("linking");
  return deps.link({ resume_id: copy.id, cover_letter_id: letterId });
}
