import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import { ApiError, chooseErrorMessage, isMissingEndpoint } from "@/lib/api/errors";
import { schemaOf } from "@/lib/api/load-schemas";
import type { ImportDraft } from "@/lib/api/generated/zod.gen";

/** The server refuses larger files (413); the client says so before sending one. */
export const MAX_IMPORT_FILE_BYTES = 5 * 1024 * 1024;
export const IMPORT_FILE_ACCEPT = ".pdf,.docx,.zip,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/zip";
/** Parsing is quick on the server (milliseconds); the time is the upload. */
export const IMPORT_FILE_TIMEOUT_MS = 120_000;

/** The `import.file` messages, in the page's language. */
export type ImportFileWords = (key: "tooLarge" | "empty" | "notSupported" | "failed" | "timeout" | "unavailable") => string;

/** What the client refuses before sending: null when the file may go. */
export function checkImportFile(file: { size: number }, t: ImportFileWords): string | null {
  if (file.size > MAX_IMPORT_FILE_BYTES) return t("tooLarge");
  if (file.size === 0) return t("empty");
  return null;
}

/** The sentence a failed import shows: the server's own `detail` when it gave one. */
export function importFailureMessage(error: unknown, t: ImportFileWords): string {
  if (isMissingEndpoint(error)) return t("unavailable");
  if (error instanceof ApiError && !hasDetail(error.body)) {
    if (error.status === 413) return t("tooLarge");
    if (error.status === 415) return t("notSupported");
  }
  return chooseErrorMessage(error, t("failed"), { timeoutMessage: t("timeout") });
}

function hasDetail(body: unknown): boolean {
  return !!body && typeof body === "object" && "detail" in body;
}

/** Sends the file as `multipart/form-data` (one field, `file`); the server decides its type. */
export async function importFile(file: File, signal?: AbortSignal): Promise<ImportDraft> {
  const form = new FormData();
  form.append("file", file, file.name);
  return apiRequest("/resume/import/file", {
    method: "POST",
    body: form,
    schema: schemaOf("zImportDraft"),
    timeoutMs: IMPORT_FILE_TIMEOUT_MS,
    signal,
  });
}

/** Nothing is stored by an import, so no query is invalidated. */
export function useImportFile() {
  return useMutation({
    mutationFn: ({ file, signal }: { file: File; signal?: AbortSignal }) => importFile(file, signal),
  });
}
