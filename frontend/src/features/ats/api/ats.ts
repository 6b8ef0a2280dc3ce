import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import { resumeKeys } from "@/lib/api/keys";
import { schemaOf } from "@/lib/api/load-schemas";
import type { ContentVersion, ScoreData } from "@/lib/api/generated/types.gen";
import { tailorResume } from "@/lib/resumes/tailor";


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
    mutationFn: tailorResume,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: resumeKeys.lists() }),
  });
}
