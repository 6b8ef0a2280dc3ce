import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { toast } from "@/lib/toast";
import { apiRequest } from "@/lib/api/client";
import { resumeKeys } from "@/lib/api/keys";
import type { ResumeListItem } from "@/lib/api/generated/zod.gen";

export function useDeleteResume() {
  const queryClient = useQueryClient();
  const t = useTranslations("documents.delete");
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/resume/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<ResumeListItem[]>(resumeKeys.lists(), (old) => old?.filter((r) => r.id !== id));
      queryClient.removeQueries({ queryKey: resumeKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: resumeKeys.lists() });
      toast.success(t("deleted"));
    },
    onError: () => toast.error(t("failed")),
  });
}
