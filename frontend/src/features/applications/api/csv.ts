import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import { fieldErrorsOf, problemWithoutPlace } from "@/lib/api/errors";
import { downloadFile } from "@/lib/api/download-file";
import { applicationKeys } from "@/lib/api/keys";
import { schemaOf } from "@/lib/api/load-schemas";

/** The server's limit, checked first so a large file is not sent for nothing (said in its own words, `applications.csv.tooLarge`). */
export const MAX_CSV_BYTES = 5 * 1024 * 1024;

/** Every application as a spreadsheet file (the server names it vitae-applications-<date>.csv). */
export function exportApplicationsCsv(): Promise<void> {
  return downloadFile({ path: "/applications/export.csv", fileName: "vitae-applications.csv" });
}

/** Adds every row of the file, or none: the server takes it whole or not at all. */
export function useImportApplicationsCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("file", file);
      return apiRequest("/applications/import", { method: "POST", body: form, schema: schemaOf("zImportApplicationsCsvResponse"), timeoutMs: 60_000 });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}

export interface CsvProblem {
  /** The spreadsheet's row (the header is row 1), when the problem has one. */
  row: string | null;
  /** The column's name, when the problem is in one cell. */
  column: string | null;
  message: string;
}

/**
 * A refused file's problems as the server located them (`["body", "file", row, column]`), in its
 * order, each in the interface language without its place; null for any other failure.
 */
export function csvProblems(error: unknown): CsvProblem[] | null {
  const problems = fieldErrorsOf(error).filter((p) => p.loc[0] === "body" && p.loc[1] === "file");
  if (problems.length === 0) return null;
  return problems.map((p) => ({ row: p.loc[2] ?? null, column: p.loc[3] ?? null, message: problemWithoutPlace(p) }));
}
