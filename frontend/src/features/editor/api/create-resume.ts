import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { apiRequest } from "@/lib/api/client";
import { ApiError, chooseErrorMessage, isMissingEndpoint, unavailable, errorReference } from "@/lib/api/errors";
import { resumeKeys } from "@/lib/api/keys";
import { schemaOf } from "@/lib/api/load-schemas";
import { GENERATE_TIMEOUT_MESSAGE, GENERATE_TIMEOUT_MS } from "@/lib/resumes/generate";
import type { GenerateData, SaveData } from "@/lib/api/generated/types.gen";
import type { ResumeData } from "@/lib/api/generated/zod.gen";

export const CREATE_SUCCESS = "Resume created successfully!";
export const CREATE_FAILED = "Failed to create resume. Please try again.";

/** The create flow: step 1 generate AI content, step 2 save; creation always saves 'modern'. */
export async function generateAndSave(resumeData: ResumeData): Promise<string> {
  const request: GenerateData["body"] = { resume_data: resumeData };
  const generated = await apiRequest("/resume/generate", {
    method: "POST",
    body: request,
    schema: schemaOf("zGenerateResponse"),
    timeoutMs: GENERATE_TIMEOUT_MS,
  });
  if (!generated.success || !generated.ai_enhanced_data) {
    // No enhancement came back: say so rather than save an empty one.
    throw new ApiError("The AI writer could not enhance this resume.", {
      status: 0,
      body: { detail: "The AI writer could not enhance this resume. Please try again." },
    });
  }
  toast.loading("Saving your resume...", { id: "create-resume" });
  const save: SaveData["body"] = { resume_data: resumeData, ai_enhanced_data: generated.ai_enhanced_data, template_style: "modern" };
  const saved = await apiRequest("/resume/save", { method: "POST", body: save, schema: schemaOf("zCreated") });
  return saved.id;
}

export function useCreateResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: ResumeData) => {
      toast.loading("AI is generating your professional resume content...", { id: "create-resume" });
      return generateAndSave(data);
    },
    onSuccess: () => {
      toast.dismiss("create-resume");
      void queryClient.invalidateQueries({ queryKey: resumeKeys.lists() });
    },
    onError: (error) => {
      toast.dismiss("create-resume");
      toast.error(
        isMissingEndpoint(error)
          ? unavailable("The AI writer")
          : chooseErrorMessage(error, CREATE_FAILED, { timeoutMessage: GENERATE_TIMEOUT_MESSAGE }),
        errorReference(error),
      );
    },
  });
}
