import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import { ApiError, SHAPE_CODE } from "@/lib/api/errors";
import { schemaOf } from "@/lib/api/load-schemas";
import type { CreateCheckoutData, PlanId } from "@/lib/api/generated/types.gen";

export type PlanType = PlanId;
export const NO_CHECKOUT_URL = "No checkout URL received";

const noCheckoutUrl = () => new ApiError(NO_CHECKOUT_URL, { status: 0, body: { detail: NO_CHECKOUT_URL } });

export async function createCheckout(input: CreateCheckoutData["body"]): Promise<string> {
  // An answer without a url (one the schema refuses, or an empty one) is a failure: there is
  // nowhere to pay.
  const res = await apiRequest("/payment/create-checkout", { method: "POST", body: input, schema: schemaOf("zCheckoutCreated") }).catch(
    (error: unknown) => {
      throw error instanceof ApiError && error.code === SHAPE_CODE ? noCheckoutUrl() : error;
    },
  );
  if (!res.url) throw noCheckoutUrl();
  return res.url;
}

export function useCreateCheckout() {
  return useMutation({ mutationFn: createCheckout });
}
