"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { ImportProblem } from "../api/import-json-resume";

/** What is wrong with an imported file, each problem at its place in the document. */
export function ImportProblemsDialog({ file, items, onClose }: { file: string; items: ImportProblem[]; onClose: () => void }) {
  const t = useTranslations("import.problems");
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description", { file, count: items.length })}</DialogDescription>
        </DialogHeader>
        <ul className="max-h-80 space-y-2 overflow-y-auto text-sm" aria-label={t("list")}>
          {items.map((p, i) => (
            <li key={i} className="rounded-md border bg-muted/40 px-3 py-2">
              <code className="font-mono text-[13px] font-semibold break-all text-foreground">{p.path}</code>
              <span className="text-muted-foreground">: {p.message}</span>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button onClick={onClose}>{t("close")}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
