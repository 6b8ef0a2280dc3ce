import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import { resumeKeys } from "@/lib/api/keys";
import { schemaOf } from "@/lib/api/load-schemas";
import type { ContentVersion, ScoreData, TailorData } from "@/lib/api/generated/types.gen";

export const SCORE_FAILED = "Could not check the match. Please try again.";
export const TAILOR_FAILED = "Could not tailor the resume. Please try again.";

export interface ScoreInput {
  resumeId: string;
  jobDescription: string;
  content: ContentVersion;
}

export async function scoreResume({ resumeId, jobDescription, content }: ScoreInput) {
  const body: ScoreData["body"] = { resume_id: resumeId, job_description: jobDescription.trim(), content };
  return apiRequest("/ats/score", {
    method: "POST",
    body,
    schema: schemaOf("zAtsReport"),
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
    mutationFn: async ({ resumeId, jobDescription }: { resumeId: string; jobDescription: string }) => {
      const body: TailorData["body"] = { job_description: jobDescription.trim() };
      return apiRequest(`/resume/${encodeURIComponent(resumeId)}/tailor`, {
        method: "POST",
        body,
        schema: schemaOf("zTailorResponse"),
        timeoutMs: 90_000,
      });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: resumeKeys.lists() }),
  });
}
