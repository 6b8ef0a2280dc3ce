import { describe, expect, it, vi } from "vitest";
import type { ApplicationFields } from "@/lib/api/generated/types.gen";
import { LetterFailed, tailorForApplication, type TailorDeps, type TailorStep } from "./tailor-chain";
import { application } from "./test-fixtures";

const job = application({ company: "Acme", job_description: "Needs Salesforce and onboarding", resume_id: "base" });

function deps(overrides: Partial<TailorDeps> = {}) {
  const calls: string[] = [];
  const steps: TailorStep[] = [];
  const d: TailorDeps = {
    tailor: vi.fn(async ({ resumeId }: { resumeId: string }) => {
      calls.push(`tailor ${resumeId}`);
      return { id: "copy" };
    }),
    writeLetter: vi.fn(async ({ resumeId, companyName }: { resumeId: string; companyName: string }) => {
      calls.push(`letter ${resumeId} ${companyName}`);
      return { id: "letter" };
    }),
    link: vi.fn(async (fields: ApplicationFields) => {
      calls.push(`link ${JSON.stringify(fields)}`);
      return { ...job, resume_id: fields.resume_id ?? job.resume_id, cover_letter_id: fields.cover_letter_id ?? job.cover_letter_id };
    }),
    onStep: (s) => steps.push(s),
    ...overrides,
  };
  return { d, calls, steps };
}

describe("create tailored copy and letter", () => {
  it("tailors a copy for the saved posting, writes the letter from the copy, then links both", async () => {
    const { d, calls, steps } = deps();
    const saved = await tailorForApplication(job, "base", d);
    expect(calls).toEqual(["tailor base", "letter copy Acme", 'link {"resume_id":"copy","cover_letter_id":"letter"}']);
    expect(d.tailor).toHaveBeenCalledWith({ resumeId: "base", jobDescription: "Needs Salesforce and onboarding" });
    expect(steps).toEqual(["tailoring", "writing", "linking"]);
    expect(saved.resume_id).toBe("copy");
    expect(saved.cover_letter_id).toBe("letter");
  });

  it("stops at a failed tailoring: no letter, nothing linked", async () => {
    const { d, calls } = deps({ tailor: vi.fn(async () => Promise.reject(new Error("quota"))) });
    await expect(tailorForApplication(job, "base", d)).rejects.toThrow("quota");
    expect(calls).toEqual([]);
  });

  it("still links the copy when the letter fails, and says the letter failed", async () => {
    const { d, calls } = deps({ writeLetter: vi.fn(async () => Promise.reject(new Error("writer down"))) });
    const failure = await tailorForApplication(job, "base", d).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(LetterFailed);
    expect((failure as LetterFailed).application.resume_id).toBe("copy");
    expect(((failure as LetterFailed).reason as Error).message).toBe("writer down");
    expect(calls).toEqual(["tailor base", 'link {"resume_id":"copy"}']);
  });
});
