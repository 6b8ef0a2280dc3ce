import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import { resumeKeys } from "@/lib/api/keys";
import { loadSchemas } from "@/lib/api/load-schemas";

export const LOAD_RESUME_FAILED = "Failed to load resume";

export const resumeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: resumeKeys.detail(id),
    queryFn: async () =>
      apiRequest(`/resume/${encodeURIComponent(id)}`, { schema: (await loadSchemas()).resumeRecordSchema }),
  });

export function useResume(id: string | null) {
  return useQuery({ ...resumeQueryOptions(id ?? ""), enabled: !!id });
}
