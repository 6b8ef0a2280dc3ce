import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import { ApiError } from "@/lib/api/errors";
import { schemaOf } from "@/lib/api/load-schemas";
import type { CreateCheckoutData, PlanId } from "@/lib/api/generated/types.gen";

export type PlanType = PlanId;
export const CHECKOUT_FAILED = "Failed to initiate payment. Please try again.";
export const NO_CHECKOUT_URL = "No checkout URL received";

export async function createCheckout(input: CreateCheckoutData["body"]): Promise<string> {
  const res = await apiRequest("/payment/create-checkout", { method: "POST", body: input, schema: schemaOf("zCheckoutCreated") });
  if (!res.url) {
    // A response without a url is a failure: there is nowhere to pay.
    throw new ApiError(NO_CHECKOUT_URL, { status: 0, body: { detail: NO_CHECKOUT_URL } });
  }
  return res.url;
}

export function useCreateCheckout() {
  return useMutation({ mutationFn: createCheckout });
}
