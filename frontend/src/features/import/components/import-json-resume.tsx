"use client";

import * as React from "react";
import { useFormatter, useTranslations } from "next-intl";
import { toast } from "@/lib/toast";
import { UploadIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, chooseErrorMessage } from "@/lib/api/errors";
import { openUpgrade } from "@/lib/upgrade";
import type { ImportData } from "@/lib/api/generated/types.gen";
import {
  MAX_IMPORT_BYTES,
  importProblems,
  useImportJsonResume,
  type ImportProblem,
} from "../api/import-json-resume";

// The dialog (Radix Dialog) loads only when a file turns out to have problems, not with the page.
const ImportProblemsDialog = React.lazy(() => import("./import-problems-dialog").then((m) => ({ default: m.ImportProblemsDialog })));

/**
 * "Import JSON Resume": picks a .json file, sends it, and either lists what is wrong with it
 * (each problem at its place in the document) or announces the new resume, which the list shows.
 */
export function ImportJsonResume() {
  const t = useTranslations("import.json");
  const format = useFormatter();
  const input = React.useRef<HTMLInputElement>(null);
  const importer = useImportJsonResume();
  const [problems, setProblems] = React.useState<{ file: string; items: ImportProblem[] } | null>(null);

  const onFile = async (file: File) => {
    if (file.size > MAX_IMPORT_BYTES) {
      toast.error(t("tooLarge"));
      return;
    }
    // Any JSON goes as it is: the server says what a document that is not a JSON Resume lacks.
    let document: ImportData["body"];
    try {
      document = JSON.parse(await file.text()) as ImportData["body"];
    } catch {
      toast.error(t("notJson"));
      return;
    }
    importer.mutate(document, {
      onSuccess: (result) => {
        const dropped = result.dropped.length
          ? t("dropped", { fields: format.list(result.dropped, { type: "unit" }) })
          : undefined;
        toast.success(t("imported"), { description: dropped });
      },
      onError: (error) => {
        const items = importProblems(error);
        if (items) setProblems({ file: file.name, items });
        else if (error instanceof ApiError && error.status === 402) {
          toast.info(chooseErrorMessage(error, t("failed")));
          openUpgrade();
        } else toast.error(chooseErrorMessage(error, t("failed")));
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
        {t("button")}
      </Button>
      {problems ? (
        <React.Suspense fallback={null}>
          <ImportProblemsDialog file={problems.file} items={problems.items} onClose={() => setProblems(null)} />
        </React.Suspense>
      ) : null}
    </>
  );
}
