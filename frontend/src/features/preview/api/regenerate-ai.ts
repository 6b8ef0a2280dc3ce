import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { apiRequest } from "@/lib/api/client";
import { chooseErrorMessage, errorReference } from "@/lib/api/errors";
import { resumeKeys } from "@/lib/api/keys";
import { schemaOf } from "@/lib/api/load-schemas";
import type { GenerateData } from "@/lib/api/generated/types.gen";
import type { StoredResume } from "@/lib/api/generated/zod.gen";
import { GENERATE_TIMEOUT_MESSAGE, GENERATE_TIMEOUT_MS } from "@/lib/resumes/generate";
import { updateResume } from "@/lib/resumes/update-resume";

export const REGENERATE_FAILED = "Failed to regenerate the AI text. Please try again.";
export const REGENERATED = "AI text regenerated from your edits";

/** Enhances the resume as it stands now and saves the new AI text with it. */
async function regenerate(record: StoredResume): Promise<StoredResume> {
  const request: GenerateData["body"] = { resume_data: record.resume_data };
  const generated = await apiRequest("/resume/generate", {
    method: "POST",
    body: request,
    schema: schemaOf("zGenerateResponse"),
    timeoutMs: GENERATE_TIMEOUT_MS,
  });
  if (!generated.success || !generated.ai_enhanced_data) throw new Error(REGENERATE_FAILED);
  return updateResume({ ...record, ai_enhanced_data: generated.ai_enhanced_data });
}

export function useRegenerateAi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (record: StoredResume) => {
      toast.loading("AI is enhancing your edits...", { id: "regenerate-ai" });
      return regenerate(record);
    },
    onSuccess: (updated) => {
      toast.dismiss("regenerate-ai");
      toast.success(REGENERATED);
      queryClient.setQueryData(resumeKeys.detail(updated.id), updated);
      void queryClient.invalidateQueries({ queryKey: resumeKeys.lists() });
    },
    onError: (error) => {
      toast.dismiss("regenerate-ai");
      toast.error(chooseErrorMessage(error, REGENERATE_FAILED, { timeoutMessage: GENERATE_TIMEOUT_MESSAGE }), errorReference(error));
    },
  });
}
