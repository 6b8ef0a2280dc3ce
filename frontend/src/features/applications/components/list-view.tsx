"use client";

import * as React from "react";
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon, SearchIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import type { ApplicationSummary } from "@/lib/api/generated/zod.gen";
import { cn, formatDate } from "@/lib/utils";
import { STATUSES, dueState, isStatus, nextStepLabel, todayUtc } from "../board";
import { DEFAULT_SORT, nextSort, visibleRows, type Filter, type Sort, type SortKey } from "../list";

/** The table's columns, each headed by `applications.list.<label>`. */
const COLUMNS: Array<{ key: SortKey; label: "company" | "role" | "status" | "nextStep" | "updated"; className?: string }> = [
  { key: "company", label: "company" },
  { key: "role", label: "role", className: "hidden md:table-cell" },
  { key: "status", label: "status" },
  { key: "next_step", label: "nextStep", className: "hidden sm:table-cell" },
  { key: "updated", label: "updated", className: "hidden lg:table-cell" },
];

/** The applications as a table: sorted by any column, filtered by status and by words. */
export function ListView({ applications }: { applications: readonly ApplicationSummary[] }) {
  const t = useTranslations("applications");
  const due = useTranslations("applications.due");
  const locale = useLocale();
  const [filter, setFilter] = React.useState<Filter>({ status: "all", query: "" });
  const [sort, setSort] = React.useState<Sort>(DEFAULT_SORT);
  const rows = React.useMemo(() => visibleRows(applications, filter, sort), [applications, filter, sort]);
  const today = todayUtc();

  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem]">
        <div className="grid gap-1.5">
          <Label htmlFor="applications-search">{t("list.search")}</Label>
          <div className="relative">
            <SearchIcon aria-hidden="true" className="pointer-events-none absolute top-3 start-3 size-4 text-muted-foreground" />
            <Input
              id="applications-search"
              type="search"
              placeholder={t("list.searchPlaceholder")}
              className="ps-9"
              value={filter.query}
              onChange={(e) => setFilter({ ...filter, query: e.target.value })}
            />
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="applications-status">{t("list.status")}</Label>
          <NativeSelect
            id="applications-status"
            value={filter.status}
            onChange={(e) => setFilter({ ...filter, status: isStatus(e.target.value) ? e.target.value : "all" })}
          >
            <option value="all">{t("list.allStatuses")}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      <p className="text-sm text-muted-foreground" role="status">
        {rows.length === applications.length
          ? t("list.count", { count: applications.length })
          : t("list.filtered", { shown: rows.length, count: applications.length })}
      </p>

      <div className="relative overflow-x-auto rounded-xl border bg-card">
        <table className="w-full text-sm" data-testid="applications-table">
          <caption className="sr-only">{t("list.caption", { column: sort.key, direction: sort.direction })}</caption>
          <thead className="border-b bg-muted/50 text-start">
            <tr>
              {COLUMNS.map((column) => {
                const current = sort.key === column.key;
                const Icon = !current ? ArrowUpDownIcon : sort.direction === "asc" ? ArrowUpIcon : ArrowDownIcon;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={current ? (sort.direction === "asc" ? "ascending" : "descending") : undefined}
                    className={cn("px-2 py-1.5 font-medium", column.className)}
                  >
                    <button
                      type="button"
                      onClick={() => setSort(nextSort(sort, column.key))}
                      className="inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 hover:bg-secondary"
                    >
                      {t(`list.${column.label}`)}
                      <Icon aria-hidden="true" className={cn("size-3.5", !current && "opacity-50")} />
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((a) => (
              <tr key={a.id} className="border-b last:border-0 hover:bg-muted/40">
                <td className="max-w-64 px-4 py-3">
                  <a href={`/applications/${encodeURIComponent(a.id)}`} className="font-medium text-foreground underline-offset-4 hover:underline">
                    {a.company}
                  </a>
                  <span className="block truncate text-muted-foreground md:hidden">{a.role}</span>
                </td>
                <td className="hidden max-w-64 truncate px-4 py-3 md:table-cell">{a.role}</td>
                <td className="px-4 py-3">
                  <Badge variant={a.status === "offer" ? "success" : a.status === "rejected" || a.status === "withdrawn" ? "outline" : "accent"}>
                    {t(`status.${a.status}`)}
                  </Badge>
                </td>
                <td className="hidden px-4 py-3 whitespace-nowrap sm:table-cell">
                  {a.next_step_date ? (
                    <span className={cn(dueState(a.next_step_date, today) === "overdue" && "font-medium text-destructive")}>
                      {nextStepLabel(a.next_step_date, today, due, locale)}
                    </span>
                  ) : (
                    <span className="text-muted-foreground">{t("list.none")}</span>
                  )}
                </td>
                <td className="hidden px-4 py-3 whitespace-nowrap text-muted-foreground lg:table-cell">{formatDate(a.updated_at, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 ? <p className="px-4 py-10 text-center text-sm text-muted-foreground">{t("list.noMatch")}</p> : null}
      </div>
    </div>
  );
}
