import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import type { CoverLetterData } from "@/lib/api/generated/types.gen";
import { resumeKeys } from "@/lib/api/keys";
import { schemaOf } from "@/lib/api/load-schemas";

/** A resume's letters, newest first (the cover-letter page's history). */
export const coverLettersQueryOptions = (resumeId: string) =>
  queryOptions({
    queryKey: resumeKeys.coverLetters(resumeId),
    queryFn: () => apiRequest(`/resume/${encodeURIComponent(resumeId)}/cover-letters`, { schema: schemaOf("zCoverLettersResponse") }),
  });

/** Every letter of the user, newest first, named but not read whole (an application's choices). */
export const allCoverLettersQueryOptions = () =>
  queryOptions({
    queryKey: resumeKeys.allCoverLetters(),
    queryFn: () => apiRequest("/cover-letters", { schema: schemaOf("zAllCoverLettersResponse") }),
  });

/** Writes and stores a letter from the resume for the posting (one AI call). */
export function generateCoverLetter({ resumeId, companyName, jobDescription }: { resumeId: string | null; companyName: string; jobDescription: string }) {
  const body: CoverLetterData["body"] = {
    resume_id: resumeId ?? undefined,
    company_name: companyName.trim(),
    job_description: jobDescription.trim(),
  };
  return apiRequest("/cover-letter/generate", { method: "POST", body, schema: schemaOf("zCoverLetterResponse"), timeoutMs: 60_000 });
}
