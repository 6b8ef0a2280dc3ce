import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import { applicationKeys } from "@/lib/api/keys";
import { schemaOf } from "@/lib/api/load-schemas";

/** Open applications whose next step is today (UTC) or earlier, soonest first. */
export function useDueApplications({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: applicationKeys.due(),
    queryFn: () => apiRequest("/applications/due", { schema: schemaOf("zDueApplicationsResponse") }),
    enabled,
  });
}

/** How many applications reached applied, interviewing and offer in the last 90 days. */
export function useFunnel({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: applicationKeys.funnel(),
    queryFn: () => apiRequest("/applications/funnel", { schema: schemaOf("zApplicationFunnelResponse") }),
    enabled,
  });
}
