"use client";

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
import { useDeleteResume } from "../api/delete-resume";
import { DeleteTrigger } from "./resume-card";

/** The delete confirmation, loaded on first use by `DocumentCard`; it mounts opened. */
export function DeleteResumeDialog({ id, title }: { id: string; title: string }) {
  const del = useDeleteResume();
  const t = useTranslations("documents.delete");
  return (
    <AlertDialog defaultOpen>
      <AlertDialogTrigger asChild>
        <DeleteTrigger title={title} disabled={del.isPending} />
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("title")}</AlertDialogTitle>
          <AlertDialogDescription>{t("confirm")}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("cancel")}</AlertDialogCancel>
          <AlertDialogAction onClick={() => del.mutate(id)}>{t("delete")}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
