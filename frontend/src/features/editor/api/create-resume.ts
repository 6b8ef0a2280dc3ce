import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { toast } from "@/lib/toast";
import { apiRequest } from "@/lib/api/client";
import { ApiError, chooseErrorMessage, isMissingEndpoint, errorReference } from "@/lib/api/errors";
import { resumeKeys } from "@/lib/api/keys";
import { schemaOf } from "@/lib/api/load-schemas";
import { GENERATE_TIMEOUT_MS } from "@/lib/resumes/generate";
import type { GenerateData, SaveData } from "@/lib/api/generated/types.gen";
import type { ResumeData } from "@/lib/api/generated/zod.gen";

type CreateWords = ReturnType<typeof useTranslations<"editor.create">>;

/** The create flow: step 1 generate AI content, step 2 save; creation always saves 'modern'. */
async function generateAndSave(resumeData: ResumeData, t: CreateWords): Promise<string> {
  const request: GenerateData["body"] = { resume_data: resumeData };
  const generated = await apiRequest("/resume/generate", {
    method: "POST",
    body: request,
    schema: schemaOf("zGenerateResponse"),
    timeoutMs: GENERATE_TIMEOUT_MS,
  });
  if (!generated.success || !generated.ai_enhanced_data) {
    // No enhancement came back: say so rather than save an empty one.
    throw new ApiError(t("notEnhanced"), { status: 0, body: { detail: t("notEnhancedRetry") } });
  }
  toast.loading(t("saving"), { id: "create-resume" });
  const save: SaveData["body"] = { resume_data: resumeData, ai_enhanced_data: generated.ai_enhanced_data, template_style: "modern" };
  const saved = await apiRequest("/resume/save", { method: "POST", body: save, schema: schemaOf("zCreated") });
  return saved.id;
}

export function useCreateResume() {
  const queryClient = useQueryClient();
  const t = useTranslations("editor.create");
  return useMutation({
    mutationFn: (data: ResumeData) => {
      toast.loading(t("generating"), { id: "create-resume" });
      return generateAndSave(data, t);
    },
    onSuccess: () => {
      toast.dismiss("create-resume");
      void queryClient.invalidateQueries({ queryKey: resumeKeys.lists() });
    },
    onError: (error) => {
      toast.dismiss("create-resume");
      toast.error(
        isMissingEndpoint(error)
          ? t("unavailable")
          : chooseErrorMessage(error, t("failed"), { timeoutMessage: t("timeout") }),
        errorReference(error),
      );
    },
  });
}
