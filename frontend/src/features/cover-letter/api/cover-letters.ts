import * as React from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { resumeKeys } from "@/lib/api/keys";
import { requireText } from "@/lib/form";
import { coverLettersQueryOptions, generateCoverLetter } from "@/lib/resumes/cover-letters";

export interface CoverLetterInput {
  company_name: string;
  job_description: string;
}

/** Both fields are required; whitespace alone counts as empty. */
export function useValidateCoverLetter() {
  const t = useTranslations("coverLetter");
  return React.useMemo(
    () => requireText<CoverLetterInput>({ company_name: t("companyRequired"), job_description: t("jobDescriptionRequired") }),
    [t],
  );
}

export function useGenerateCoverLetter(resumeId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CoverLetterInput) =>
      generateCoverLetter({ resumeId, companyName: input.company_name, jobDescription: input.job_description }),
    onSuccess: () => {
      if (resumeId) void queryClient.invalidateQueries({ queryKey: resumeKeys.coverLetters(resumeId) });
      void queryClient.invalidateQueries({ queryKey: resumeKeys.allCoverLetters() });
    },
  });
}

export function useCoverLetters(resumeId: string | null) {
  return useQuery({ ...coverLettersQueryOptions(resumeId ?? ""), enabled: !!resumeId, retry: false });
}

export function letterFileName(company: string): string {
  const safe = company.trim().replace(/[\\/:*?"<>|\s]+/g, "-").replace(/^-+|-+$/g, "");
  return `cover-letter-${safe || "company"}.txt`;
}
