import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import { loadSchemas } from "@/lib/api/load-schemas";

export interface LinkedinInput {
  job_title: string;
  current_headline: string;
}

export function useLinkedinTips() {
  return useMutation({
    mutationFn: async (input: LinkedinInput) =>
      apiRequest("/linkedin/tips", {
        method: "POST",
        body: { job_title: input.job_title.trim(), current_headline: input.current_headline.trim() },
        schema: (await loadSchemas()).linkedinTipsSchema,
        timeoutMs: 60_000,
      }),
  });
}
