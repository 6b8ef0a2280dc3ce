"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { splitPlace, type CsvProblem } from "../api/csv";

/** Why a CSV file was refused: each problem in the server's words, its row and column in bold. */
export function CsvProblemsDialog({ file, items, onClose }: { file: string; items: CsvProblem[]; onClose: () => void }) {
  const t = useTranslations("applications.csv");
  // The place as the server names it ("Row 3, column status"), said in the interface language.
  const placeOf = (p: CsvProblem, place: string) =>
    !place || !p.row ? place : p.column && place.includes(",") ? t("cell", { row: p.row, column: p.column }) : t("row", { row: p.row });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("problemsTitle")}</DialogTitle>
          <DialogDescription>{t("problemsDescription", { file, count: items.length })}</DialogDescription>
        </DialogHeader>
        <ul className="max-h-80 space-y-2 overflow-y-auto text-sm" aria-label={t("problems")} tabIndex={0}>
          {items.map((p, i) => {
            const [place, rest] = splitPlace(p.message);
            return (
              <li key={i} className="rounded-md border bg-muted/40 px-3 py-2 text-muted-foreground" data-row={p.row ?? undefined} data-column={p.column ?? undefined}>
                <strong className="font-semibold text-foreground">{placeOf(p, place)}</strong>
                {rest}
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
