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
} from "@/components/ui/alert-dialog";

/**
 * Asks before a download whose PDF would leave characters out (no font on the server has them);
 * loaded by the preview only when that happens. It mounts opened.
 */
export function MissingCharactersDialog({ characters, onDownload, onClose }: { characters: string[]; onDownload: () => void; onClose: () => void }) {
  const t = useTranslations("preview.missingCharacters");
  return (
    <AlertDialog defaultOpen onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("title")}</AlertDialogTitle>
          <AlertDialogDescription>{t("description")}</AlertDialogDescription>
        </AlertDialogHeader>
        <p className="rounded-md bg-muted px-3 py-2 text-lg tracking-widest break-all" data-testid="missing-characters">
          {characters.join(" ")}
        </p>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("cancel")}</AlertDialogCancel>
          <AlertDialogAction onClick={onDownload}>{t("downloadAnyway")}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
