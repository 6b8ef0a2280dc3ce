import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import { ApiError } from "@/lib/api/errors";
import { schemaOf } from "@/lib/api/load-schemas";
import type { ShareRequest } from "@/lib/api/generated/types.gen";
import type { ShareView } from "@/lib/api/generated/zod.gen";

const shareKey = (id: string) => ["share", id] as const;
const path = (id: string) => `/resume/${encodeURIComponent(id)}/share`;

/** The resume's public link, or null while it has none. */
export function useShare(id: string) {
  return useQuery({
    queryKey: shareKey(id),
    queryFn: async (): Promise<ShareView | null> => {
      try {
        return await apiRequest(path(id), { schema: schemaOf("zShareView") });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** Creates the link or changes its options; `enabled: false` turns it off for good. */
export function useUpdateShare(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: ShareRequest): Promise<ShareView | null> => {
      if (request.enabled === false) {
        await apiRequest(path(id), { method: "DELETE" });
        return null;
      }
      return apiRequest(path(id), { method: "POST", body: request, schema: schemaOf("zShareView") });
    },
    onSuccess: (link) => queryClient.setQueryData(shareKey(id), link),
  });
}
