import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import { fieldErrorsOf, fieldMessage } from "@/lib/api/errors";
import type { ImportData } from "@/lib/api/generated/types.gen";
import { resumeKeys } from "@/lib/api/keys";
import { schemaOf } from "@/lib/api/load-schemas";
import { MAX_PHOTO_BYTES } from "@/lib/resumes/photo";

/**
 * Largest file sent: the server's body limit (crates/api/src/extract.rs): the largest photo as
 * base64, the most characters a valid resume and its enhanced text hold (750 000) at four bytes
 * each, and 128 KiB of JSON punctuation.
 */
export const MAX_IMPORT_BYTES = Math.ceil(MAX_PHOTO_BYTES / 3) * 4 + 32 + 4 * 750_000 + 128 * 1024;

export interface ImportProblem {
  /** Where in the document, as people write it: `work[2].startDate`. */
  path: string;
  message: string;
}

/** `["body", "work", "2", "startDate"]` → `work[2].startDate`. */
export function documentPath(loc: string[]): string {
  let out = "";
  for (const seg of loc[0] === "body" ? loc.slice(1) : loc) {
    if (/^\d+$/.test(seg)) out += `[${seg}]`;
    else out += out ? `.${seg}` : seg;
  }
  return out;
}

/** The problems of a 422 answer, or null for any other failure. */
export function importProblems(error: unknown): ImportProblem[] | null {
  const problems = fieldErrorsOf(error);
  if (problems.length === 0) return null;
  return problems.map((d) => ({ path: documentPath(d.loc) || "(document)", message: fieldMessage(d) }));
}

export function useImportJsonResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (document: ImportData["body"]) =>
      apiRequest("/resume/import", { method: "POST", body: document, schema: schemaOf("zImportedResume") }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: resumeKeys.lists() });
    },
  });
}
