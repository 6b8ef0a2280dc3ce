import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import { schemaOf } from "@/lib/api/load-schemas";

/** The billing portal (the payment provider's, or the demo portal) where Pro is cancelled or
    resumed; it sends the browser back to Settings. */
export async function openPortal(): Promise<string> {
  const res = await apiRequest("/payment/portal", { method: "POST", schema: schemaOf("zPortalOpened") });
  return res.url;
}

export function useOpenPortal() {
  return useMutation({ mutationFn: openPortal });
}
