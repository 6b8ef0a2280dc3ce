import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import { schemaOf } from "@/lib/api/load-schemas";
import { requireText } from "@/lib/form";
import { SupportCategory as SupportCategories, type ContactData, type SupportCategory } from "@/lib/api/generated/types.gen";

const CATEGORY_LABELS: Record<SupportCategory, string> = {
  general: "General Question",
  technical: "Technical Issue",
  billing: "Billing & Subscription",
  feature: "Feature Request",
  bug: "Report a Bug",
};

/** The server's categories (the generated enum), in its order, with the form's labels. */
export const SUPPORT_CATEGORIES = Object.values(SupportCategories).map((value) => ({ value, label: CATEGORY_LABELS[value] }));

export interface SupportInput {
  category: SupportCategory;
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
    mutationFn: async (input: SupportInput) => {
      const body: ContactData["body"] = { category: input.category, subject: input.subject.trim(), message: input.message.trim() };
      return apiRequest("/support/contact", { method: "POST", body, schema: schemaOf("zSupportReceipt") });
    },
  });
}
