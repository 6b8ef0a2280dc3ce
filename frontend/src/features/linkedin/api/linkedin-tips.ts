import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import { schemaOf } from "@/lib/api/load-schemas";
import type { LinkedinTipsData } from "@/lib/api/generated/types.gen";

export interface LinkedinInput {
  job_title: string;
  current_headline: string;
}

export function useLinkedinTips() {
  return useMutation({
    mutationFn: async (input: LinkedinInput) => {
      const body: LinkedinTipsData["body"] = { job_title: input.job_title.trim(), current_headline: input.current_headline.trim() };
      return apiRequest("/linkedin/tips", {
        method: "POST",
        body,
        schema: schemaOf("zTipsResponse"),
        timeoutMs: 60_000,
      });
    },
  });
}
