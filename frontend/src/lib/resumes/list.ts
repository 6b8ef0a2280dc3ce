import { queryOptions } from "@tanstack/react-query";
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

/** A resume's own name, else the job it targets. */
export function resumeTitle(resume: Pick<ResumeListItem, "resume_data">): string {
  return resume.resume_data.title.trim() || resume.resume_data.job_title || "Untitled resume";
}
