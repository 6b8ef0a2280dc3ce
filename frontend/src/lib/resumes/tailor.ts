import { apiRequest } from "@/lib/api/client";
import type { TailorData } from "@/lib/api/generated/types.gen";
import { schemaOf } from "@/lib/api/load-schemas";

/** Copies the resume and rewrites the copy for the posting (one AI call); answers the copy's id and scores. */
export function tailorResume({ resumeId, jobDescription }: { resumeId: string; jobDescription: string }) {
  const body: TailorData["body"] = { job_description: jobDescription.trim() };
  return apiRequest(`/resume/${encodeURIComponent(resumeId)}/tailor`, {
    method: "POST",
    body,
    schema: schemaOf("zTailorResponse"),
    timeoutMs: 90_000,
  });
}

/** The suffix the server adds to a tailored copy's job title. */
export const TAILORED_SUFFIX = " — tailored";

/** The role a tailored copy was made for: its job title without the suffix. */
export function untailoredTitle(jobTitle: string): string {
  const title = jobTitle.trim();
  return title.endsWith(TAILORED_SUFFIX) ? title.slice(0, -TAILORED_SUFFIX.length).trim() : title;
}
