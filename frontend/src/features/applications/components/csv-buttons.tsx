"use client";

import * as React from "react";
import { DownloadIcon, UploadIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { PlainButton } from "@/components/ui/plain-button";
import { Spinner } from "@/components/ui/spinner";
import { chooseErrorMessage, errorReference } from "@/lib/api/errors";
import { toast } from "@/lib/toast";
import { MAX_CSV_BYTES, csvProblems, exportApplicationsCsv, useImportApplicationsCsv, type CsvProblem } from "../api/csv";

// The dialog (Radix Dialog) loads only when a file turns out to have problems.
const CsvProblemsDialog = React.lazy(() => import("./csv-problems-dialog").then((m) => ({ default: m.CsvProblemsDialog })));

/** "Export CSV": every application as a spreadsheet file. */
export function ExportCsvButton() {
  const t = useTranslations("applications.csv");
  const [busy, setBusy] = React.useState(false);
  const onExport = async () => {
    setBusy(true);
    try {
      await exportApplicationsCsv();
    } catch (error) {
      toast.error(chooseErrorMessage(error, t("exportFailed")), errorReference(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <PlainButton variant="outline" onClick={() => void onExport()} disabled={busy}>
      {busy ? <Spinner /> : <DownloadIcon aria-hidden="true" />}
      {t("export")}
    </PlainButton>
  );
}

/**
 * "Import CSV": sends a spreadsheet file; either every row is added, or nothing is and the
 * problems are listed with the row and column the server names.
 */
export function ImportCsvButton() {
  const t = useTranslations("applications.csv");
  const input = React.useRef<HTMLInputElement>(null);
  const importer = useImportApplicationsCsv();
  const [problems, setProblems] = React.useState<{ file: string; items: CsvProblem[] } | null>(null);

  const onFile = (file: File) => {
    if (file.size > MAX_CSV_BYTES) {
      toast.error(t("tooLarge"));
      return;
    }
    importer.mutate(file, {
      onSuccess: ({ imported }) => toast.success(t("imported", { count: imported })),
      onError: (error) => {
        const items = csvProblems(error);
        if (items) setProblems({ file: file.name, items });
        else toast.error(chooseErrorMessage(error, t("importFailed")), errorReference(error));
      },
    });
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="import-csv-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (file) onFile(file);
        }}
      />
      <PlainButton variant="outline" onClick={() => input.current?.click()} disabled={importer.isPending}>
        {importer.isPending ? <Spinner /> : <UploadIcon aria-hidden="true" />}
        {t("import")}
      </PlainButton>
      {problems ? (
        <React.Suspense fallback={null}>
          <CsvProblemsDialog file={problems.file} items={problems.items} onClose={() => setProblems(null)} />
        </React.Suspense>
      ) : null}
    </>
  );
}
