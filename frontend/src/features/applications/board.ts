import { ApplicationStatus } from "@/lib/api/generated/types.gen";
import type { ApplicationSummary } from "@/lib/api/generated/zod.gen";

/**
 * The statuses in the board's order, from the reading direction's start: the server's own order.
 * Each is named on screen by `applications.status.<status>`; a status the server adds fails `tsc`
 * until the catalogs name it.
 */
export const STATUSES = Object.values(ApplicationStatus);

export function isStatus(value: unknown): value is ApplicationStatus {
  return typeof value === "string" && (STATUSES as string[]).includes(value);
}

/** The applications of each status, in the order given (the list's: most recently changed first). */
export function byStatus(applications: readonly ApplicationSummary[]): Record<ApplicationStatus, ApplicationSummary[]> {
  const columns = Object.fromEntries(STATUSES.map((s) => [s, [] as ApplicationSummary[]])) as Record<ApplicationStatus, ApplicationSummary[]>;
  for (const application of applications) columns[application.status].push(application);
  return columns;
}

/**
 * The application as the server will answer a change of status made `at`: the new status, a new
 * entry at the end of its history, changed now. The same status again changes nothing.
 */
export function withStatus(application: ApplicationSummary, status: ApplicationStatus, at: string): ApplicationSummary {
  if (application.status === status) return application;
  return { ...application, status, updated_at: at, status_history: [...application.status_history, { status, at }] };
}

/**
 * The list after `id` moved to `status` at `at`: the application changed and first (the list is
 * most recently changed first, as the server sends it), the others as they were. The same list
 * when there is no such application or it is in that status already.
 */
export function movedIn(list: readonly ApplicationSummary[], id: string, status: ApplicationStatus, at: string): ApplicationSummary[] {
  const index = list.findIndex((a) => a.id === id);
  const current = list[index];
  if (!current || current.status === status) return [...list];
  return [withStatus(current, status, at), ...list.slice(0, index), ...list.slice(index + 1)];
}

/**
 * The list with `before` back as it was, in the server's order (most recently changed first): a
 * move the server refused, undone.
 */
export function restored(list: readonly ApplicationSummary[], before: ApplicationSummary): ApplicationSummary[] {
  const others = list.filter((a) => a.id !== before.id);
  return [...others, before].sort((a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at));
}

/** Today as the server counts next steps due: the UTC day, `YYYY-MM-DD`. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export type Due = "overdue" | "today" | "later";

/** Whether a next step (`YYYY-MM-DD`) is overdue, due today or later, against `today`. */
export function dueState(date: string, today: string): Due {
  if (date < today) return "overdue";
  return date === today ? "today" : "later";
}

/** A `YYYY-MM-DD` day as the interface language writes it ("Mar 4, 2026"), read as that day wherever they are. */
export function formatDay(date: string, locale: string): string {
  const [y, m, d] = date.split("-").map(Number);
  if (!y || !m || !d) return date;
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString(locale, { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
}

/** The words of `applications.due` (next-intl's `t` for that namespace). */
export type DueWords = (key: "today" | "overdue", values: { date: string }) => string;

/** "Due today", "Overdue: Mar 2, 2026", "Mar 9, 2026", in the interface language. */
export function nextStepLabel(date: string, today: string, t: DueWords, locale: string): string {
  const state = dueState(date, today);
  const day = formatDay(date, locale);
  if (state === "later") return day;
  return t(state, { date: day });
}
