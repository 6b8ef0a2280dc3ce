import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import { schemaOf } from "@/lib/api/load-schemas";
import { SupportCategory as SupportCategories, type ContactData, type SupportCategory } from "@/lib/api/generated/types.gen";

/** The server's categories (the generated enum), in its order; their labels are `support.categories` in the catalogs. */
export const SUPPORT_CATEGORIES = Object.values(SupportCategories);

export interface SupportInput {
  category: SupportCategory;
  subject: string;
  message: string;
}

export function useSendSupport() {
  return useMutation({
    mutationFn: async (input: SupportInput) => {
      const body: ContactData["body"] = { category: input.category, subject: input.subject.trim(), message: input.message.trim() };
      return apiRequest("/support/contact", { method: "POST", body, schema: schemaOf("zSupportReceipt") });
    },
  });
}
