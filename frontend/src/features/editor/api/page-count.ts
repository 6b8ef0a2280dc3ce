import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import { ApiError } from "@/lib/api/errors";
import { resumeKeys } from "@/lib/api/keys";
import { schemaOf } from "@/lib/api/load-schemas";
import type { PaginateData } from "@/lib/api/generated/types.gen";

/** A resume as a save sends it, with the template to lay it out in: what the page engine reads. */
export type PagedResume = PaginateData["body"];

/**
 * How many pages the resume prints on, and how full the last one is (`POST /api/resume/pages`).
 * Nothing is stored; the resume need not be saved. The last count stays while the next is on its
 * way, and when the next fails (a full render lane, a resume mid-edit that does not validate).
 * `count` is undefined until a first answer; `counting` while the one asked for is on its way.
 */
export function usePageCount(resume: PagedResume) {
  const query = useQuery({
    queryKey: resumeKeys.pages(resume),
    queryFn: ({ signal }) => apiRequest("/resume/pages", { method: "POST", body: resume, signal, schema: schemaOf("zPages") }),
    // The same resume always prints on the same pages.
    staleTime: Infinity,
    // Each edit is a new key: old counts are only worth keeping for an undo or two.
    gcTime: 60_000,
    // A full render lane (429) frees up within seconds; anything else is the resume's to fix.
    retry: (failures, error) => error instanceof ApiError && error.status === 429 && failures < 3,
    retryDelay: 2_000,
  });
  // Adjusted while rendering, as React advises for what follows the previous render.
  const [last, setLast] = React.useState(query.data);
  if (query.data !== undefined && query.data !== last) setLast(query.data);
  return { count: query.data ?? last, counting: query.isPending };
}
