import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import { resumeKeys } from "@/lib/api/keys";
import { schemaOf } from "@/lib/api/load-schemas";
import type { StoredResume } from "@/lib/api/generated/zod.gen";

const base = (id: string) => `/resume/${encodeURIComponent(id)}/versions`;
const versionsKey = (id: string) => ["versions", id] as const;

/** The resume's earlier versions, newest first, without their content. */
export function useVersions(id: string) {
  return useQuery({
    queryKey: versionsKey(id),
    queryFn: () => apiRequest(base(id), { schema: schemaOf("zList2Response") }),
  });
}

/** One earlier version with its content, once chosen. */
export function useVersion(id: string, version: number | null) {
  return useQuery({
    queryKey: [...versionsKey(id), version],
    queryFn: () => apiRequest(`${base(id)}/${version}`, { schema: schemaOf("zVersionContent") }),
    enabled: version !== null,
  });
}

/** Makes a version the resume's content again (itself a new version, so it can be undone). */
export function useRestoreVersion(record: StoredResume) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) =>
      apiRequest(`${base(record.id)}/${version}/restore`, {
        method: "POST",
        body: { updated_at: record.updated_at },
        schema: schemaOf("zStoredResume"),
      }),
    onSuccess: (restored) => {
      queryClient.setQueryData(resumeKeys.detail(record.id), restored);
      void queryClient.invalidateQueries({ queryKey: versionsKey(record.id) });
    },
  });
}
