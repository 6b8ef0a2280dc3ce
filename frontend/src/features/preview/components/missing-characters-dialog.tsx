"use client";

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
  return (
    <AlertDialog defaultOpen onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Some characters cannot be printed</AlertDialogTitle>
          <AlertDialogDescription>
            No font on this server has these characters, so the PDF would leave them out. Change the text, or ask your
            administrator to add a font for them.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <p className="rounded-md bg-muted px-3 py-2 text-lg tracking-widest break-all" data-testid="missing-characters">
          {characters.join(" ")}
        </p>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onDownload}>Download anyway</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
