import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { apiRequest } from "@/lib/api/client";
import { resumeKeys } from "@/lib/api/keys";
import type { ResumeListItem } from "@/lib/api/generated/zod.gen";

export const DELETE_CONFIRM = "Are you sure you want to delete this resume?";

export function useDeleteResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/resume/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<ResumeListItem[]>(resumeKeys.lists(), (old) => old?.filter((r) => r.id !== id));
      queryClient.removeQueries({ queryKey: resumeKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: resumeKeys.lists() });
      toast.success("Resume deleted successfully");
    },
    onError: () => toast.error("Failed to delete resume"),
  });
}
