import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import { ApiError, chooseErrorMessage, isMissingEndpoint, unavailable } from "@/lib/api/errors";
import { schemaOf } from "@/lib/api/load-schemas";
import type { ImportDraft } from "@/lib/api/generated/zod.gen";

/** The server refuses larger files (413); the client says so before sending one. */
export const MAX_IMPORT_FILE_BYTES = 5 * 1024 * 1024;
export const IMPORT_FILE_ACCEPT = ".pdf,.docx,.zip,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/zip";
export const FILE_TOO_LARGE = "This file is too large to import (at most 5 MB).";
export const FILE_EMPTY = "This file is empty. Choose the file your resume is in.";
export const FILE_NOT_SUPPORTED =
  "This file type is not supported: upload a PDF, a Word document (.docx) or a LinkedIn data export (.zip)";
export const IMPORT_FILE_FAILED = "We could not read this file. Please try again.";
export const IMPORT_FILE_TIMEOUT = "Reading this file took too long. Please try again.";
/** Parsing is quick on the server (milliseconds); the time is the upload. */
export const IMPORT_FILE_TIMEOUT_MS = 120_000;

/** What the client refuses before sending: null when the file may go. */
export function checkImportFile(file: { size: number }): string | null {
  if (file.size > MAX_IMPORT_FILE_BYTES) return FILE_TOO_LARGE;
  if (file.size === 0) return FILE_EMPTY;
  return null;
}

/** The sentence a failed import shows: the server's own `detail` when it gave one. */
export function importFailureMessage(error: unknown): string {
  if (isMissingEndpoint(error)) return unavailable("Importing a resume file");
  if (error instanceof ApiError && !hasDetail(error.body)) {
    if (error.status === 413) return FILE_TOO_LARGE;
    if (error.status === 415) return FILE_NOT_SUPPORTED;
  }
  return chooseErrorMessage(error, IMPORT_FILE_FAILED, { timeoutMessage: IMPORT_FILE_TIMEOUT });
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
