import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import { schemaOf } from "@/lib/api/load-schemas";

/** A shared resume's views and downloads, in all and per day for the last 30 days. */
export function useShareStats(id: string) {
  return useQuery({
    queryKey: ["share", id, "stats"],
    queryFn: () => apiRequest(`/resume/${encodeURIComponent(id)}/share/stats`, { schema: schemaOf("zShareStats") }),
  });
}
