"use client";

import * as React from "react";
import { usePrefetchQuery } from "@tanstack/react-query";
import { KanbanSquareIcon, ListIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { PageHeading } from "@/components/layout/page";
import { Skeleton } from "@/components/ui/skeleton";
import { chooseErrorMessage, errorReference } from "@/lib/api/errors";
import type { ApplicationStatus } from "@/lib/api/generated/types.gen";
import type { ApplicationSummary } from "@/lib/api/generated/zod.gen";
import { useAuth } from "@/lib/auth/session";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { applicationsQueryOptions, useApplications, useMoveApplication } from "../api/applications";
import { STATUSES } from "../board";
import { ExportCsvButton, ImportCsvButton } from "./csv-buttons";
import { NewApplicationButton } from "./new-application-button";

/* The board (with dnd-kit, about 13 kB gzipped) and the list load beside the applications
   request rather than with the page, keeping the route's first-load JS in its budget. The board,
   the usual view, starts loading as soon as this module runs, before React hydrates the page. */
const loadBoard = () => import("./board-view");
if (typeof window !== "undefined") void loadBoard();
const loadList = () => import("./list-view");

/**
 * A lazily loaded module once it has loaded (null until then), without React.lazy: a suspended
 * component is revealed on React's 300 ms fallback cadence, which would hold the board back that
 * long after its code and its data are both in.
 */
function useModule<M>(load: () => Promise<M>, wanted: boolean): M | null {
  const [loaded, setLoaded] = React.useState<M | null>(null);
  React.useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    void load().then((m) => live && setLoaded(() => m));
    return () => {
      live = false;
    };
  }, [load, wanted, loaded]);
  return loaded;
}

type View = "board" | "list";

/** Told when the view in the address changes (a choice here, or the browser's back and forward). */
const viewListeners = new Set<() => void>();
function subscribeToView(listener: () => void) {
  viewListeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    viewListeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}
const viewInAddress = (): View => (new URLSearchParams(window.location.search).get("view") === "list" ? "list" : "board");

/**
 * The view in the address (`?view=list`), so a reload or a shared link keeps it; the board by
 * default. Read as an external store: the exported page is the board, and
 * React renders the address's view right after hydrating it instead of keeping the board's
 * markup for a list.
 */
function useView(): [View, (view: View) => void] {
  const view = React.useSyncExternalStore(subscribeToView, viewInAddress, () => "board" as const);
  const choose = React.useCallback((next: View) => {
    const url = new URL(window.location.href);
    if (next === "list") url.searchParams.set("view", "list");
    else url.searchParams.delete("view");
    window.history.replaceState(window.history.state, "", url);
    for (const listener of viewListeners) listener();
  }, []);
  return [view, choose];
}

/** /applications: every application on a board by status, or as a list; new, import and export. */
export function ApplicationsScreen() {
  // Rendered while the session is checked too (the layout): the list is asked for at once, with
  // the session's cookie; an anonymous visitor is sent away by the layout, unannounced.
  const t = useTranslations("applications");
  const { status } = useAuth();
  // Asked for as this renders (during hydration), not in an effect once the whole page has
  // hydrated: with 500 applications the answer and its parsing are most of the wait.
  usePrefetchQuery(applicationsQueryOptions());
  const list = useApplications({ enabled: status !== "anonymous" });
  const move = useMoveApplication();
  const [view, setView] = useView();
  const { mutate } = move;

  React.useEffect(() => {
    if (list.isError && status === "authenticated") toast.error(t("loadListFailed"), { id: "applications-error" });
  }, [list.isError, status, t]);
  const board = useModule(loadBoard, view === "board");
  const listModule = useModule(loadList, view === "list");

  const onMove = React.useCallback(
    (application: ApplicationSummary, status: ApplicationStatus) =>
      mutate(
        { id: application.id, status },
        {
          onError: (error) =>
            toast.error(
              t("screen.moveFailed", { company: application.company, to: t(`status.${status}`), from: t(`status.${application.status}`) }),
              { description: chooseErrorMessage(error, t("screen.tryAgain")), ...errorReference(error) },
            ),
        },
      ),
    [mutate, t],
  );

  return (
    <>
      <PageHeading
        title={t("screen.title")}
        subtitle={t("screen.subtitle")}
        actions={
          <>
            <ImportCsvButton />
            <ExportCsvButton />
            <NewApplicationButton />
          </>
        }
      />
      <div role="group" aria-label={t("screen.view")} className="mb-4 inline-flex rounded-lg border bg-muted/50 p-1">
        <ViewButton current={view} value="board" onSelect={setView} onPreload={loadBoard} icon={<KanbanSquareIcon aria-hidden="true" />}>
          {t("screen.board")}
        </ViewButton>
        <ViewButton current={view} value="list" onSelect={setView} onPreload={loadList} icon={<ListIcon aria-hidden="true" />}>
          {t("screen.list")}
        </ViewButton>
      </div>
      {list.data && view === "board" && board ? (
        <board.BoardView applications={list.data} onMove={onMove} />
      ) : list.data && view === "list" && listModule ? (
        <listModule.ListView applications={list.data} />
      ) : (
        <Loading />
      )}
    </>
  );
}

function Loading() {
  const t = useTranslations("applications.screen");
  return (
    <div
      className="grid auto-cols-[minmax(15rem,82vw)] grid-flow-col gap-3 overflow-hidden sm:auto-cols-[16rem] xl:grid-flow-row xl:grid-cols-6"
      aria-busy="true"
      aria-label={t("loading")}
    >
      {STATUSES.map((s) => (
        <Skeleton key={s} className="h-72 rounded-xl" />
      ))}
    </div>
  );
}

function ViewButton({
  current,
  value,
  onSelect,
  onPreload,
  icon,
  children,
}: {
  current: View;
  value: View;
  onSelect: (view: View) => void;
  onPreload: () => unknown;
  icon: React.ReactNode;
  children: React.ReactNode;
}) {
  const selected = current === value;
  return (
    <button
      type="button"
      aria-pressed={selected}
      onPointerEnter={onPreload}
      onFocus={onPreload}
      onClick={() => onSelect(value)}
      className={cn(
        "inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-sm font-medium transition-colors [&_svg]:size-4",
        selected ? "bg-background text-foreground shadow-xs" : "text-muted-foreground hover:text-foreground",
      )}
    >
      {icon}
      {children}
    </button>
  );
}
