"use client";

import type * as React from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { chooseErrorMessage, errorReference } from "@/lib/api/errors";
import { toast } from "@/lib/toast";
import { useDeleteApplication } from "../api/applications";

/** The delete confirmation, loaded on first use; it mounts opened. */
export function DeleteApplicationDialog({ id, company, trigger }: { id: string; company: string; trigger: React.ReactElement }) {
  const t = useTranslations("applications");
  const del = useDeleteApplication();
  const router = useRouter();
  return (
    <AlertDialog defaultOpen>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("delete.title")}</AlertDialogTitle>
          <AlertDialogDescription>{t("delete.confirm", { company })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("delete.cancel")}</AlertDialogCancel>
          <AlertDialogAction
            disabled={del.isPending}
            onClick={() =>
              del.mutate(id, {
                onSuccess: () => {
                  toast.success(t("delete.deleted"));
                  router.push("/applications");
                },
                onError: (error) => toast.error(chooseErrorMessage(error, t("deleteFailed")), errorReference(error)),
              })
            }
          >
            {t("delete.delete")}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
