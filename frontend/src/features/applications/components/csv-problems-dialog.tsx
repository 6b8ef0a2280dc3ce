"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { CsvProblem } from "../api/csv";

/** Why a CSV file was refused: each problem in the interface language, its row and column in bold. */
export function CsvProblemsDialog({ file, items, onClose }: { file: string; items: CsvProblem[]; onClose: () => void }) {
  const t = useTranslations("applications.csv");
  const placeOf = (p: CsvProblem) => (!p.row ? null : p.column ? t("cell", { row: p.row, column: p.column }) : t("row", { row: p.row }));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("problemsTitle")}</DialogTitle>
          <DialogDescription>{t("problemsDescription", { file, count: items.length })}</DialogDescription>
        </DialogHeader>
        <ul className="max-h-80 space-y-2 overflow-y-auto text-sm" aria-label={t("problems")} tabIndex={0}>
          {items.map((p, i) => {
            const place = placeOf(p);
            return (
              <li key={i} className="rounded-md border bg-muted/40 px-3 py-2 text-muted-foreground" data-row={p.row ?? undefined} data-column={p.column ?? undefined}>
                {place ? <strong className="font-semibold text-foreground">{place}</strong> : null}
                {place ? t("afterPlace", { problem: p.message }) : p.message}
              </li>
            );
          })}
        </ul>
        <DialogFooter>
          <Button onClick={onClose}>{t("close")}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
