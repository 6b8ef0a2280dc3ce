import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import { resumeKeys } from "@/lib/api/keys";
import { loadSchemas } from "@/lib/api/load-schemas";

export const LOAD_RESUMES_FAILED = "Failed to load resumes";

export const resumeListQueryOptions = () =>
  queryOptions({
    queryKey: resumeKeys.lists(),
    queryFn: async () => apiRequest("/resume/list", { schema: (await loadSchemas()).resumeListSchema }),
  });

export function useResumeList() {
  return useQuery(resumeListQueryOptions());
}
