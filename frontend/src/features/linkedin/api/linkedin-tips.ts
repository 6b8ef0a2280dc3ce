import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import { schemaOf } from "@/lib/api/load-schemas";

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
        schema: schemaOf("linkedinTipsSchema"),
        timeoutMs: 60_000,
      }),
  });
}
