import { z } from "zod/mini";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import { linkedinTipsSchema } from "@/lib/api/schemas";

export const linkedinFormSchema = z.object({
  job_title: z.string(),
  current_headline: z.string(),
});
export type LinkedinInput = z.infer<typeof linkedinFormSchema>;

export function useLinkedinTips() {
  return useMutation({
    mutationFn: (input: LinkedinInput) =>
      apiRequest("/linkedin/tips", {
        method: "POST",
        body: { job_title: input.job_title.trim(), current_headline: input.current_headline.trim() },
        schema: linkedinTipsSchema,
        timeoutMs: 60_000,
      }),
  });
}
