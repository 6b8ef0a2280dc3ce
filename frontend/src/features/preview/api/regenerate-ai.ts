import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { toast } from "@/lib/toast";
import { apiRequest } from "@/lib/api/client";
import { chooseErrorMessage, errorReference } from "@/lib/api/errors";
import { resumeKeys } from "@/lib/api/keys";
import { schemaOf } from "@/lib/api/load-schemas";
import type { GenerateData } from "@/lib/api/generated/types.gen";
import type { StoredResume } from "@/lib/api/generated/zod.gen";
import { GENERATE_TIMEOUT_MS } from "@/lib/resumes/generate";
import { updateResume } from "@/lib/resumes/update-resume";

/** Enhances the resume as it stands now and saves the new AI text with it. */
async function regenerate(record: StoredResume, failed: string): Promise<StoredResume> {
  const request: GenerateData["body"] = { resume_data: record.resume_data };
  const generated = await apiRequest("/resume/generate", {
    method: "POST",
    body: request,
    schema: schemaOf("zGenerateResponse"),
    timeoutMs: GENERATE_TIMEOUT_MS,
  });
  if (!generated.success || !generated.ai_enhanced_data) throw new Error(failed);
  return updateResume({ ...record, ai_enhanced_data: generated.ai_enhanced_data });
}

export function useRegenerateAi() {
  const queryClient = useQueryClient();
  const t = useTranslations("preview.regenerate");
  return useMutation({
    mutationFn: (record: StoredResume) => {
      toast.loading(t("working"), { id: "regenerate-ai" });
      return regenerate(record, t("failed"));
    },
    onSuccess: (updated) => {
      toast.dismiss("regenerate-ai");
      toast.success(t("done"));
      queryClient.setQueryData(resumeKeys.detail(updated.id), updated);
      void queryClient.invalidateQueries({ queryKey: resumeKeys.lists() });
    },
    onError: (error) => {
      toast.dismiss("regenerate-ai");
      toast.error(chooseErrorMessage(error, t("failed"), { timeoutMessage: t("timeout") }), errorReference(error));
    },
  });
}
