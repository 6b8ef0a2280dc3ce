"use client";

import * as React from "react";
import { KanbanSquareIcon, ListIcon } from "lucide-react";
import { PageHeading } from "@/components/layout/page";
import { Skeleton } from "@/components/ui/skeleton";
import { chooseErrorMessage, errorReference } from "@/lib/api/errors";
import type { ApplicationStatus } from "@/lib/api/generated/types.gen";
import type { Application } from "@/lib/api/generated/zod.gen";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { LOAD_APPLICATIONS_FAILED, useApplications, useMoveApplication } from "../api/applications";
import { STATUSES, STATUS_LABEL } from "../board";
import { ExportCsvButton, ImportCsvButton } from "./csv-buttons";
import { NewApplicationButton } from "./new-application-button";

/* The board (with dnd-kit, about 13 kB gzipped) and the list load beside the applications
   request rather than with the page, keeping the route's first-load JS in its budget. */
const loadBoard = () => import("./board-view");
const BoardView = React.lazy(() => loadBoard().then((m) => ({ default: m.BoardView })));
const loadList = () => import("./list-view");
const ListView = React.lazy(() => loadList().then((m) => ({ default: m.ListView })));

type View = "board" | "list";

/**
 * The view in the address (`?view=list`), so a reload or a shared link keeps it; the board by
 * default. Read at the first render: the screen renders only in the browser, once signed in.
 */
function useView(): [View, (view: View) => void] {
  const [view, setView] = React.useState<View>(() =>
    typeof window !== "undefined" && new URLSearchParams(window.location.search).get("view") === "list" ? "list" : "board",
  );
  const choose = React.useCallback((next: View) => {
    setView(next);
    const url = new URL(window.location.href);
    if (next === "list") url.searchParams.set("view", "list");
    else url.searchParams.delete("view");
    window.history.replaceState(window.history.state, "", url);
  }, []);
  return [view, choose];
}

/** /applications: every application on a board by status, or as a list; new, import and export. */
export function ApplicationsScreen() {
  const list = useApplications();
  const move = useMoveApplication();
  const [view, setView] = useView();
  const { mutate } = move;

  React.useEffect(() => {
    if (list.isError) toast.error(LOAD_APPLICATIONS_FAILED, { id: "applications-error" });
  }, [list.isError]);
  // The view's code downloads while the applications are asked for, not after they arrive.
  const initialView = React.useRef(view);
  React.useEffect(() => {
    void (initialView.current === "board" ? loadBoard() : loadList());
  }, []);

  const onMove = React.useCallback(
    (application: Application, status: ApplicationStatus) =>
      mutate(
        { id: application.id, status },
        {
          onError: (error) =>
            toast.error(`Could not move ${application.company} to ${STATUS_LABEL[status]}: it is back in ${STATUS_LABEL[application.status]}.`, {
              description: chooseErrorMessage(error, "Please try again."),
              ...errorReference(error),
            }),
        },
      ),
    [mutate],
  );

  return (
    <>
      <PageHeading
        title="Applications"
        subtitle="Every job you are going for, what you sent and what comes next."
        actions={
          <>
            <ImportCsvButton />
            <ExportCsvButton />
            <NewApplicationButton />
          </>
        }
      />
      <div role="group" aria-label="View" className="mb-4 inline-flex rounded-lg border bg-muted/50 p-1">
        <ViewButton current={view} value="board" onSelect={setView} onPreload={loadBoard} icon={<KanbanSquareIcon aria-hidden="true" />}>
          Board
        </ViewButton>
        <ViewButton current={view} value="list" onSelect={setView} onPreload={loadList} icon={<ListIcon aria-hidden="true" />}>
          List
        </ViewButton>
      </div>
      <React.Suspense fallback={<Loading />}>
        {!list.data ? (
          <Loading />
        ) : view === "board" ? (
          <BoardView applications={list.data} onMove={onMove} />
        ) : (
          <ListView applications={list.data} />
        )}
      </React.Suspense>
    </>
  );
}

function Loading() {
  return (
    <div
      className="grid auto-cols-[minmax(15rem,82vw)] grid-flow-col gap-3 overflow-hidden sm:auto-cols-[16rem] xl:grid-flow-row xl:grid-cols-6"
      aria-busy="true"
      aria-label="Loading applications"
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
