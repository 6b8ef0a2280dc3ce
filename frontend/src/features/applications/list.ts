import type { ApplicationStatus } from "@/lib/api/generated/types.gen";
import type { ApplicationSummary } from "@/lib/api/generated/zod.gen";
import { STATUSES } from "./board";

export type SortKey = "company" | "role" | "status" | "next_step" | "updated";
export type SortDirection = "asc" | "desc";
export interface Sort {
  key: SortKey;
  direction: SortDirection;
}

/** What the list shows at first: most recently changed first, as the server sends it. */
export const DEFAULT_SORT: Sort = { key: "updated", direction: "desc" };

/** The direction a column sorts in when first chosen: dates newest or soonest first, words A to Z. */
export function firstDirection(key: SortKey): SortDirection {
  return key === "updated" ? "desc" : "asc";
}

/** The sort after a click on `key`'s header: the other direction on the same column, else its first. */
export function nextSort(current: Sort, key: SortKey): Sort {
  if (current.key === key) return { key, direction: current.direction === "asc" ? "desc" : "asc" };
  return { key, direction: firstDirection(key) };
}

export interface Filter {
  /** One status, or every one. */
  status: ApplicationStatus | "all";
  /** Words each shown application contains, in its company, role, location or next step note. */
  query: string;
}

const collator = new Intl.Collator(undefined, { sensitivity: "base", numeric: true });
const rank = (status: ApplicationStatus) => STATUSES.indexOf(status);
/** When it last changed, in ms: the server writes times with as many decimals as it has. */
const time = (a: ApplicationSummary) => Date.parse(a.updated_at);

/**
 * Orders two applications by `key` ascending. Ties fall back to the most recently changed first,
 * so the order is the same on every render. Applications without a next step sort after those
 * with one, whichever the direction.
 */
function compare(a: ApplicationSummary, b: ApplicationSummary, key: SortKey): number {
  switch (key) {
    case "company":
      return collator.compare(a.company, b.company);
    case "role":
      return collator.compare(a.role, b.role);
    case "status":
      return rank(a.status) - rank(b.status);
    case "next_step":
      return (a.next_step_date ?? "").localeCompare(b.next_step_date ?? "");
    case "updated":
      return time(a) - time(b);
  }
}

function matches(application: ApplicationSummary, words: string[]): boolean {
  if (words.length === 0) return true;
  const text = [application.company, application.role, application.location, application.next_step_note].join("\n").toLocaleLowerCase();
  return words.every((w) => text.includes(w));
}

/** The list's rows: the applications that pass the filter, in the chosen order. */
export function visibleRows(applications: readonly ApplicationSummary[], filter: Filter, sort: Sort): ApplicationSummary[] {
  const words = filter.query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const sign = sort.direction === "asc" ? 1 : -1;
  return applications
    .filter((a) => (filter.status === "all" || a.status === filter.status) && matches(a, words))
    .sort((a, b) => {
      if (sort.key === "next_step" && !a.next_step_date !== !b.next_step_date) return a.next_step_date ? -1 : 1;
      return sign * compare(a, b, sort.key) || time(b) - time(a);
    });
}
