"use client";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { splitPlace, type CsvProblem } from "../api/csv";

/** Why a CSV file was refused: each problem in the server's words, its row and column in bold. */
export function CsvProblemsDialog({ file, items, onClose }: { file: string; items: CsvProblem[]; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>This file could not be imported</DialogTitle>
          <DialogDescription>
            {file} has {items.length === 1 ? "one problem" : `${items.length} problems`}. Nothing was imported: fix them in the file and
            import it again.
          </DialogDescription>
        </DialogHeader>
        <ul className="max-h-80 space-y-2 overflow-y-auto text-sm" aria-label="Problems" tabIndex={0}>
          {items.map((p, i) => {
            const [place, rest] = splitPlace(p.message);
            return (
              <li key={i} className="rounded-md border bg-muted/40 px-3 py-2 text-muted-foreground" data-row={p.row ?? undefined} data-column={p.column ?? undefined}>
                <strong className="font-semibold text-foreground">{place}</strong>
                {rest}
              </li>
            );
          })}
        </ul>
        <DialogFooter>
          <Button onClick={onClose}>Close</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
