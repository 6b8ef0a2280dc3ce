import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import { resumeKeys } from "@/lib/api/keys";
import { schemaOf } from "@/lib/api/load-schemas";

export const LOAD_RESUMES_FAILED = "Failed to load resumes";

export const resumeListQueryOptions = () =>
  queryOptions({
    queryKey: resumeKeys.lists(),
    queryFn: () => apiRequest("/resume/list", { schema: schemaOf("zListResponse") }),
  });

/** `enabled: false` while there is no signed-in user yet (the dashboard renders before the check). */
export function useResumeList({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...resumeListQueryOptions(), enabled });
}
