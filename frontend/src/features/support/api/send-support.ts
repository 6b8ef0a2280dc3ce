import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import { schemaOf } from "@/lib/api/load-schemas";
import { requireText } from "@/lib/form";

export const SUPPORT_CATEGORIES = [
  { value: "general", label: "General Question" },
  { value: "technical", label: "Technical Issue" },
  { value: "billing", label: "Billing & Subscription" },
  { value: "feature", label: "Feature Request" },
  { value: "bug", label: "Report a Bug" },
] as const;

export interface SupportInput {
  category: (typeof SUPPORT_CATEGORIES)[number]["value"];
  subject: string;
  message: string;
}

/** Subject and message are required; whitespace alone counts as empty. */
export const validateSupport = requireText<SupportInput>({
  subject: "Subject is required",
  message: "Message is required",
});

export const SUPPORT_FAILED = "Failed to send support request. Please try again.";
export const SUPPORT_SENT = "Support request sent successfully! We'll get back to you within 24 hours.";

export function useSendSupport() {
  return useMutation({
    mutationFn: async (input: SupportInput) =>
      apiRequest("/support/contact", {
        method: "POST",
        body: { category: input.category, subject: input.subject.trim(), message: input.message.trim() },
        schema: schemaOf("idResponseSchema"),
      }),
  });
}
