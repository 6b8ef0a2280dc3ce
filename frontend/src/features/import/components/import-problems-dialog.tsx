"use client";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { ImportProblem } from "../api/import-json-resume";

/** What is wrong with an imported file, each problem at its place in the document. */
export function ImportProblemsDialog({ file, items, onClose }: { file: string; items: ImportProblem[]; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>This JSON Resume could not be imported</DialogTitle>
          <DialogDescription>
            {file} has {items.length === 1 ? "one problem" : `${items.length} problems`}. Fix them in the file and import it
            again; nothing was saved.
          </DialogDescription>
        </DialogHeader>
        <ul className="max-h-80 space-y-2 overflow-y-auto text-sm" aria-label="Problems">
          {items.map((p, i) => (
            <li key={i} className="rounded-md border bg-muted/40 px-3 py-2">
              <code className="font-mono text-[13px] font-semibold break-all text-foreground">{p.path}</code>
              <span className="text-muted-foreground">: {p.message}</span>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button onClick={onClose}>Close</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
