import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import { resumeKeys } from "@/lib/api/keys";
import { schemaOf } from "@/lib/api/load-schemas";
import { requireText } from "@/lib/form";
import type { CoverLetterData } from "@/lib/api/generated/types.gen";

export const GENERATE_LETTER_FAILED = "Failed to generate cover letter";

export interface CoverLetterInput {
  company_name: string;
  job_description: string;
}

/** Both fields are required; whitespace alone counts as empty. */
export const validateCoverLetter = requireText<CoverLetterInput>({
  company_name: "Company name is required",
  job_description: "Job description is required",
});

export function useGenerateCoverLetter(resumeId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CoverLetterInput) => {
      const body: CoverLetterData["body"] = {
        resume_id: resumeId ?? undefined,
        company_name: input.company_name.trim(),
        job_description: input.job_description.trim(),
      };
      return apiRequest("/cover-letter/generate", { method: "POST", body, schema: schemaOf("zCoverLetterResponse"), timeoutMs: 60_000 });
    },
    onSuccess: () => {
      if (resumeId) void queryClient.invalidateQueries({ queryKey: resumeKeys.coverLetters(resumeId) });
    },
  });
}

export function useCoverLetters(resumeId: string | null) {
  return useQuery({
    queryKey: resumeKeys.coverLetters(resumeId ?? ""),
    queryFn: () =>
      apiRequest(`/resume/${encodeURIComponent(resumeId ?? "")}/cover-letters`, {
        schema: schemaOf("zCoverLettersResponse"),
      }),
    enabled: !!resumeId,
    retry: false,
  });
}

export function letterFileName(company: string): string {
  const safe = company.trim().replace(/[\\/:*?"<>|\s]+/g, "-").replace(/^-+|-+$/g, "");
  return `cover-letter-${safe || "company"}.txt`;
}
