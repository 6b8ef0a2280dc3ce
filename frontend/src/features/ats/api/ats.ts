import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import { resumeKeys } from "@/lib/api/keys";
import { schemaOf } from "@/lib/api/load-schemas";

export const SCORE_FAILED = "Could not check the match. Please try again.";
export const TAILOR_FAILED = "Could not tailor the resume. Please try again.";

export interface ScoreInput {
  resumeId: string;
  jobDescription: string;
  content: "enhanced" | "original";
}

export async function scoreResume({ resumeId, jobDescription, content }: ScoreInput) {
  return apiRequest("/ats/score", {
    method: "POST",
    body: { resume_id: resumeId, job_description: jobDescription.trim(), content },
    schema: schemaOf("atsReportSchema"),
    timeoutMs: 15_000,
  });
}

export function useAtsScore() {
  return useMutation({ mutationFn: scoreResume });
}

/** Copies the resume and rewrites the copy for the posting (one AI call). */
export function useTailorResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ resumeId, jobDescription }: { resumeId: string; jobDescription: string }) =>
      apiRequest(`/resume/${encodeURIComponent(resumeId)}/tailor`, {
        method: "POST",
        body: { job_description: jobDescription.trim() },
        schema: schemaOf("tailorResponseSchema"),
        timeoutMs: 90_000,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: resumeKeys.lists() }),
  });
}
