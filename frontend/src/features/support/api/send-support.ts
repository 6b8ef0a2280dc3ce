import { z } from "zod/mini";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import { idResponseSchema } from "@/lib/api/schemas";

export const SUPPORT_CATEGORIES = [
  { value: "general", label: "General Question" },
  { value: "technical", label: "Technical Issue" },
  { value: "billing", label: "Billing & Subscription" },
  { value: "feature", label: "Feature Request" },
  { value: "bug", label: "Report a Bug" },
] as const;

export const supportSchema = z.object({
  category: z.enum(["general", "technical", "billing", "feature", "bug"]),
  subject: z.string().check(z.trim(), z.minLength(1, "Subject is required")),
  message: z.string().check(z.trim(), z.minLength(1, "Message is required")),
});
export type SupportInput = z.infer<typeof supportSchema>;

export const SUPPORT_FAILED = "Failed to send support request. Please try again.";
export const SUPPORT_SENT = "Support request sent successfully! We'll get back to you within 24 hours.";

export function useSendSupport() {
  return useMutation({
    mutationFn: (input: SupportInput) =>
      apiRequest("/support/contact", { method: "POST", body: input, schema: idResponseSchema }),
  });
}
