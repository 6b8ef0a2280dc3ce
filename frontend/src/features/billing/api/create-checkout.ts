import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import { ApiError } from "@/lib/api/errors";
import { schemaOf } from "@/lib/api/load-schemas";
import type { Region } from "@/lib/region";

export type PlanType = "single_pdf" | "pro_monthly";
export const CHECKOUT_FAILED = "Failed to initiate payment. Please try again.";
export const NO_CHECKOUT_URL = "No checkout URL received";

export async function createCheckout(input: { plan_type: PlanType; region: Region; origin_url: string }): Promise<string> {
  const res = await apiRequest("/payment/create-checkout", { method: "POST", body: input, schema: schemaOf("checkoutSchema") });
  if (!res.url) {
    // A response without a url is a failure: there is nowhere to pay.
    throw new ApiError(NO_CHECKOUT_URL, { status: 0, body: { detail: NO_CHECKOUT_URL } });
  }
  return res.url;
}

export function useCreateCheckout() {
  return useMutation({ mutationFn: createCheckout });
}
