import { z } from "zod/mini";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import { resumeKeys } from "@/lib/api/keys";
import { coverLetterListSchema, coverLetterSchema } from "@/lib/api/schemas";

export const GENERATE_LETTER_FAILED = "Failed to generate cover letter";

export const coverLetterFormSchema = z.object({
  company_name: z.string().check(z.trim(), z.minLength(1, "Company name is required")),
  job_description: z.string().check(z.trim(), z.minLength(1, "Job description is required")),
});
export type CoverLetterInput = z.infer<typeof coverLetterFormSchema>;

export function useGenerateCoverLetter(resumeId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CoverLetterInput) =>
      apiRequest("/cover-letter/generate", {
        method: "POST",
        body: { resume_id: resumeId, company_name: input.company_name.trim(), job_description: input.job_description.trim() },
        schema: coverLetterSchema,
        timeoutMs: 60_000,
      }),
    onSuccess: () => {
      if (resumeId) void queryClient.invalidateQueries({ queryKey: resumeKeys.coverLetters(resumeId) });
    },
  });
}

export function useCoverLetters(resumeId: string | null) {
  return useQuery({
    queryKey: resumeKeys.coverLetters(resumeId ?? ""),
    queryFn: () => apiRequest(`/resume/${encodeURIComponent(resumeId ?? "")}/cover-letters`, { schema: coverLetterListSchema }),
    enabled: !!resumeId,
    retry: false,
  });
}

export function letterFileName(company: string): string {
  const safe = company.trim().replace(/[\\/:*?"<>|\s]+/g, "-").replace(/^-+|-+$/g, "");
  return `cover-letter-${safe || "company"}.txt`;
}
