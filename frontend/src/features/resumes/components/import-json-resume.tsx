"use client";

import * as React from "react";
import { toast } from "sonner";
import { UploadIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, chooseErrorMessage } from "@/lib/api/errors";
import { openUpgrade } from "@/lib/upgrade";
import {
  IMPORTED,
  IMPORT_FAILED,
  MAX_IMPORT_BYTES,
  NOT_JSON,
  importProblems,
  useImportJsonResume,
  type ImportProblem,
} from "../api/import-json-resume";

/**
 * "Import JSON Resume": picks a .json file, sends it, and either lists what is wrong with it
 * (each problem at its place in the document) or announces the new resume, which the list shows.
 */
export function ImportJsonResume() {
  const input = React.useRef<HTMLInputElement>(null);
  const importer = useImportJsonResume();
  const [problems, setProblems] = React.useState<{ file: string; items: ImportProblem[] } | null>(null);

  const onFile = async (file: File) => {
    if (file.size > MAX_IMPORT_BYTES) {
      toast.error("This file is too large for a resume (at most 3 MB).");
      return;
    }
    let document: unknown;
    try {
      document = JSON.parse(await file.text()) as unknown;
    } catch {
      toast.error(NOT_JSON);
      return;
    }
    importer.mutate(document, {
      onSuccess: (result) => {
        const dropped = result.dropped.length
          ? `Not carried over (Vitae has no field for them): ${result.dropped.join(", ")}.`
          : undefined;
        toast.success(IMPORTED, { description: dropped });
      },
      onError: (error) => {
        const items = importProblems(error);
        if (items) setProblems({ file: file.name, items });
        else if (error instanceof ApiError && error.status === 402) {
          toast.info(chooseErrorMessage(error, IMPORT_FAILED));
          openUpgrade();
        } else toast.error(chooseErrorMessage(error, IMPORT_FAILED));
      },
    });
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="import-json-resume-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (file) void onFile(file);
        }}
      />
      <Button variant="outline" onClick={() => input.current?.click()} disabled={importer.isPending}>
        {importer.isPending ? <Spinner /> : <UploadIcon aria-hidden="true" />}
        Import JSON Resume
      </Button>
      <Dialog open={problems !== null} onOpenChange={(open) => !open && setProblems(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>This JSON Resume could not be imported</DialogTitle>
            <DialogDescription>
              {problems?.file} has {problems?.items.length === 1 ? "one problem" : `${problems?.items.length} problems`}.
              Fix them in the file and import it again; nothing was saved.
            </DialogDescription>
          </DialogHeader>
          <ul className="max-h-80 space-y-2 overflow-y-auto text-sm" aria-label="Problems">
            {problems?.items.map((p, i) => (
              <li key={i} className="rounded-md border bg-muted/40 px-3 py-2">
                <code className="font-mono text-[13px] font-semibold break-all text-foreground">{p.path}</code>
                <span className="text-muted-foreground">: {p.message}</span>
              </li>
            ))}
          </ul>
          <DialogFooter>
            <Button onClick={() => setProblems(null)}>Close</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
