import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import { resumeKeys } from "@/lib/api/keys";
import { schemaOf } from "@/lib/api/load-schemas";

export const LOAD_RESUME_FAILED = "Failed to load resume";

export const resumeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: resumeKeys.detail(id),
    queryFn: () =>
      apiRequest(`/resume/${encodeURIComponent(id)}`, { schema: schemaOf("zStoredResume") }),
  });

export function useResume(id: string | null) {
  return useQuery({ ...resumeQueryOptions(id ?? ""), enabled: !!id });
}
