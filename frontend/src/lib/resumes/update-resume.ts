import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import { resumeKeys } from "@/lib/api/keys";
import { schemaOf } from "@/lib/api/load-schemas";
import type { UpdateData } from "@/lib/api/generated/types.gen";
import type { StoredResume } from "@/lib/api/generated/zod.gen";

export const UPDATE_FAILED = "Failed to update resume";

/** PUT the whole loaded record as edited; its `updated_at` guards against lost updates (409). */
export async function updateResume(record: StoredResume): Promise<StoredResume> {
  const body: UpdateData["body"] = {
    resume_data: record.resume_data,
    ai_enhanced_data: record.ai_enhanced_data,
    template_style: record.template_style,
    updated_at: record.updated_at,
  };
  return apiRequest(`/resume/${encodeURIComponent(record.id)}`, { method: "PUT", body, schema: schemaOf("zStoredResume") });
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
