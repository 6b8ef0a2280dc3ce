import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import { billingKeys } from "@/lib/api/keys";
import { schemaOf } from "@/lib/api/load-schemas";
import type { Region } from "@/lib/region";

export const plansQueryOptions = (region: Region) =>
  queryOptions({
    queryKey: billingKeys.plans(region),
    queryFn: () => apiRequest(`/plans?region=${region}`, { schema: schemaOf("zPlans") }),
    staleTime: 5 * 60_000,
  });

export function usePlans(region: Region, enabled = true) {
  return useQuery({ ...plansQueryOptions(region), enabled });
}
