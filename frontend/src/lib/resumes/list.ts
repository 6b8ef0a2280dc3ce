import * as React from "react";
import { queryOptions } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiRequest } from "@/lib/api/client";
import type { ResumeListItem } from "@/lib/api/generated/zod.gen";
import { resumeKeys } from "@/lib/api/keys";
import { schemaOf } from "@/lib/api/load-schemas";

/** The user's resumes, newest first: the documents grid, and the resume choices of an application. */
export const resumeListQueryOptions = () =>
  queryOptions({
    queryKey: resumeKeys.lists(),
    queryFn: () => apiRequest("/resume/list", { schema: schemaOf("zListResponse") }),
  });

/** A resume's own name, else the job it targets, else `untitled`. */
export function resumeTitle(resume: Pick<ResumeListItem, "resume_data">, untitled: string): string {
  return resume.resume_data.title.trim() || resume.resume_data.job_title || untitled;
}

/** `resumeTitle` in the interface language. */
export function useResumeTitle(): (resume: Pick<ResumeListItem, "resume_data">) => string {
  const t = useTranslations("lib");
  return React.useCallback((resume) => resumeTitle(resume, t("untitledResume")), [t]);
}
