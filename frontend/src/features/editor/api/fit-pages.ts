import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import { ApiError } from "@/lib/api/errors";
import { schemaOf } from "@/lib/api/load-schemas";
import type { FitData } from "@/lib/api/generated/types.gen";
import type { PagedResume } from "./page-count";

/**
 * The design at which the resume prints on at most `pages` pages (`POST /api/resume/fit`): its
 * own design when it already does. Nothing is stored; the editor applies the design.
 */
export function useFitToPages() {
  return useMutation({
    mutationFn: ({ resume, pages }: { resume: PagedResume; pages: number }) => {
      const body: FitData["body"] = { ...resume, pages };
      return apiRequest("/resume/fit", { method: "POST", body, schema: schemaOf("zFit") });
    },
  });
}

/** How far a resume is from fitting when even the smallest settings leave lines over (422 `does_not_fit`). */
export function linesOver(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.code !== "does_not_fit") return undefined;
  const over = (error.body as { over_lines?: unknown }).over_lines;
  return typeof over === "number" ? over : undefined;
}
