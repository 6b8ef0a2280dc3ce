import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import { resumeKeys } from "@/lib/api/keys";
import { schemaOf } from "@/lib/api/load-schemas";
import type { ResumeRecord } from "@/lib/api/schemas";

export const UPDATE_FAILED = "Failed to update resume";

/** PUT the whole loaded record as edited; its `updated_at` guards against lost updates (409). */
export async function updateResume(record: ResumeRecord): Promise<ResumeRecord> {
  return apiRequest(`/resume/${encodeURIComponent(record.id)}`, {
    method: "PUT",
    body: record,
    schema: schemaOf("resumeRecordSchema"),
  });
}

export function useUpdateResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateResume,
    onSuccess: (updated) => {
      queryClient.setQueryData(resumeKeys.detail(updated.id), updated);
      void queryClient.invalidateQueries({ queryKey: resumeKeys.lists() });
    },
  });
}
