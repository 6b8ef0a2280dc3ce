"use client";

import * as React from "react";
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { useLocale, useTranslations } from "next-intl";
import { OnDemand } from "@/components/layout/on-demand";
import { buttonVariants } from "@/components/ui/button-variants";
import type { ApplicationStatus } from "@/lib/api/generated/types.gen";
import type { ApplicationSummary } from "@/lib/api/generated/zod.gen";
import { cn } from "@/lib/utils";
import { STATUSES, byStatus, dueState, isStatus, nextStepLabel, todayUtc, type Due } from "../board";

const loadMoveMenu = () => import("./move-menu");
const MoveMenu = React.lazy(() => loadMoveMenu().then((m) => ({ default: m.MoveMenu })));

/** What a card carries while it is dragged: its column and the words that name it. */
interface CardData {
  status: ApplicationStatus;
  name: string;
}

type Words = ReturnType<typeof useTranslations<"applications">>;

/** "Acme, Product Designer": how announcements and labels name an application. */
const applicationName = (t: Words, a: Pick<ApplicationSummary, "company" | "role">) => t("name", { company: a.company, role: a.role });

const dataOf = (active: { data: { current?: unknown } }) => active.data.current as CardData | undefined;
const columnName = (t: Words, id: UniqueIdentifier | undefined) => (isStatus(id) ? t(`status.${id}`) : t("board.noColumn"));

/** Space lifts and drops (Enter drops too, and opens the card when nothing is lifted); Escape puts it back. */
const KEYBOARD_CODES = { start: ["Space"], cancel: ["Escape"], end: ["Space", "Enter", "Tab"] };

/**
 * Left and right arrows carry the lifted card to the column beside the one it is over on screen:
 * the next status in the board's order toward the reading direction's end (leftward in a right
 * to left page). The card is placed under that column's heading so that it overlaps no other.
 */
export const columnCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const forward = document.dir === "rtl" ? "ArrowLeft" : "ArrowRight";
  const backward = document.dir === "rtl" ? "ArrowRight" : "ArrowLeft";
  const step = event.code === forward ? 1 : event.code === backward ? -1 : 0;
  if (step === 0) {
    // Up and down would move the card off its column; they do nothing while it is lifted.
    if (event.code === "ArrowUp" || event.code === "ArrowDown") event.preventDefault();
    return undefined;
  }
  event.preventDefault();
  const from = context.over?.id ?? (context.active ? dataOf(context.active)?.status : undefined);
  const target = isStatus(from) ? STATUSES[STATUSES.indexOf(from) + step] : undefined;
  const rect = target ? context.droppableRects.get(target) : undefined;
  const card = context.collisionRect;
  if (!rect || !card) return undefined;
  return { x: rect.left + (rect.width - card.width) / 2, y: rect.top + 48 };
};

/** The pointer's column when there is a pointer; else (the keyboard) the column the card overlaps most. */
const collisionDetection: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length > 0 ? within : rectIntersection(args);
};

/**
 * What a screen reader hears while a card is moved, in plain words. A card is over its own column
 * as soon as it is picked up; that is not said, so that "Picked up …" is not cut short.
 */
function announcementsFor(t: Words): Announcements {
  let lastOver: UniqueIdentifier | null = null;
  const name = (active: { data: { current?: unknown } }) => dataOf(active)?.name ?? "";
  return {
    onDragStart: ({ active }) => {
      lastOver = dataOf(active)?.status ?? null;
      return t("board.pickedUp", { name: name(active), column: columnName(t, dataOf(active)?.status) });
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastOver) return undefined;
      lastOver = over?.id ?? null;
      return over ? t("board.over", { name: name(active), column: columnName(t, over.id) }) : t("board.notOver", { name: name(active) });
    },
    onDragEnd: ({ active, over }) => {
      const data = dataOf(active);
      if (!over || over.id === data?.status) return t("board.stays", { name: name(active), column: columnName(t, data?.status) });
      return t("board.moved", { name: name(active), column: columnName(t, over.id) });
    },
    onDragCancel: ({ active }) => t("board.cancelled", { name: name(active), column: columnName(t, dataOf(active)?.status) }),
  };
}

/** A card to give the focus to when it renders in its new column (it moved there by keyboard or menu). */
type FocusRequest = React.RefObject<{ id: string; until: number } | null>;

/**
 * The board: a column per status, a card per application. Cards move by dragging (mouse, or a
 * long press on touch screens), by the keyboard (Space, arrows, Space), or with each card's
 * "Move to" menu; `onMove` is told which card went where.
 */
export function BoardView({
  applications,
  onMove,
}: {
  applications: readonly ApplicationSummary[];
  onMove: (application: ApplicationSummary, status: ApplicationStatus) => void;
}) {
  const t = useTranslations("applications");
  const columns = React.useMemo(() => byStatus(applications), [applications]);
  const [active, setActive] = React.useState<ApplicationSummary | null>(null);
  const [announcements] = React.useState(() => announcementsFor(t));
  const [screenReaderInstructions] = React.useState<ScreenReaderInstructions>(() => ({ draggable: t("board.instructions") }));
  // A moved card renders anew in its new column (and again in the old one if the server refuses):
  // the focus follows it there.
  const focusRequest: FocusRequest = React.useRef(null);
  const followFocus = React.useCallback((id: string) => {
    focusRequest.current = { id, until: Date.now() + 10_000 };
  }, []);
  const today = todayUtc();
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // A long press, so that a swipe still scrolls the board and the page.
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates, keyboardCodes: KEYBOARD_CODES }),
  );
  // A move made with a card's menu is announced here (dnd-kit announces the drags).
  const [said, setSaid] = React.useState("");
  const moveByMenu = React.useCallback(
    (application: ApplicationSummary, status: ApplicationStatus) => {
      followFocus(application.id);
      onMove(application, status);
      setSaid(t("board.moved", { name: applicationName(t, application), column: t(`status.${status}`) }));
    },
    [onMove, followFocus, t],
  );
  const find = React.useCallback((id: UniqueIdentifier) => applications.find((a) => a.id === id) ?? null, [applications]);

  const byKeyboard = React.useRef(false);
  const onDragStart = ({ active: dragged, activatorEvent }: DragStartEvent) => {
    byKeyboard.current = activatorEvent instanceof KeyboardEvent;
    setActive(find(dragged.id));
  };
  const onDragEnd = ({ active: dragged, over }: DragEndEvent) => {
    setActive(null);
    const application = find(dragged.id);
    if (!application || !over || !isStatus(over.id) || over.id === application.status) return;
    if (byKeyboard.current) followFocus(application.id);
    onMove(application, over.id);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      accessibility={{ announcements, screenReaderInstructions }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActive(null)}
    >
      <div className="relative -mx-4 overflow-x-auto px-4 pb-4 sm:-mx-6 sm:px-6" data-testid="board">
        <div className="grid auto-cols-[minmax(15rem,82vw)] grid-flow-col gap-3 sm:auto-cols-[16rem] xl:grid-flow-row xl:grid-cols-6">
          {STATUSES.map((status) => (
            <Column key={status} status={status} applications={columns[status]} today={today} onMove={moveByMenu} focusRequest={focusRequest} />
          ))}
        </div>
      </div>
      <p role="status" className="sr-only">
        {said}
      </p>
      <DragOverlay dropAnimation={null}>{active ? <CardFace application={active} today={today} lifted /> : null}</DragOverlay>
    </DndContext>
  );
}

/**
 * How many cards a column shows at first, and adds with each "Show more": the most recently
 * changed. With 500 applications the board then draws 72 cards rather than 500, and a
 * drag, which renders every card on the board again, stays quick (docs/performance.md).
 */
export const COLUMN_PAGE = 12;

function Column({
  status,
  applications,
  today,
  onMove,
  focusRequest,
}: {
  status: ApplicationStatus;
  applications: ApplicationSummary[];
  today: string;
  onMove: (application: ApplicationSummary, status: ApplicationStatus) => void;
  focusRequest: FocusRequest;
}) {
  const t = useTranslations("applications");
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const heading = `column-${status}`;
  const [shown, setShown] = React.useState(COLUMN_PAGE);
  const hidden = applications.length - shown;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={heading}
      data-testid={`column-${status}`}
      className={cn(
        "flex min-h-72 min-w-0 flex-col rounded-xl border bg-muted/50 p-2 transition-colors",
        isOver && "border-primary bg-accent",
      )}
    >
      <div className="flex items-center justify-between gap-2 px-1.5 pt-1 pb-2">
        <h2 id={heading} className="text-sm font-semibold">
          {t.rich("board.count", {
            status: t(`status.${status}`),
            count: applications.length,
            sr: (chunks) => <span className="sr-only">{chunks}</span>,
          })}
        </h2>
        <span aria-hidden="true" className="rounded-full bg-background px-2 py-0.5 text-xs font-medium text-muted-foreground tabular-nums">
          {applications.length}
        </span>
      </div>
      {applications.length > 0 ? (
        <>
          <ul className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-2">
            {applications.slice(0, shown).map((a) => (
              <Card key={a.id} application={a} today={today} onMove={onMove} focusRequest={focusRequest} />
            ))}
          </ul>
          {hidden > 0 ? (
            <button
              type="button"
              onClick={() => setShown(shown + COLUMN_PAGE)}
              className="mt-2 rounded-lg px-3 py-2 text-sm font-medium text-primary hover:bg-background"
            >
              {t.rich("board.showMore", {
                count: Math.min(hidden, COLUMN_PAGE),
                column: t(`status.${status}`),
                hidden,
                sr: (chunks) => <span className="sr-only">{chunks}</span>,
                muted: (chunks) => <span className="text-muted-foreground">{chunks}</span>,
              })}
            </button>
          ) : null}
        </>
      ) : (
        <p className="flex flex-1 items-center justify-center rounded-lg border border-dashed px-3 py-8 text-center text-xs text-muted-foreground">
          {t("board.empty")}
        </p>
      )}
    </section>
  );
}

/** A card on the board: its link opens the application (and is what the keyboard lifts); the menu moves it. */
const Card = React.memo(function Card({
  application,
  today,
  onMove,
  focusRequest,
}: {
  application: ApplicationSummary;
  today: string;
  onMove: (application: ApplicationSummary, status: ApplicationStatus) => void;
  focusRequest: FocusRequest;
}) {
  const t = useTranslations("applications");
  const data: CardData = { status: application.status, name: applicationName(t, application) };
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({ id: application.id, data });
  const link = React.useRef<HTMLElement | null>(null);
  const setLink = React.useCallback(
    (element: HTMLElement | null) => {
      link.current = element;
      setActivatorNodeRef(element);
    },
    [setActivatorNodeRef],
  );
  React.useEffect(() => {
    const wanted = focusRequest.current;
    if (wanted?.id === application.id && Date.now() < wanted.until) link.current?.focus();
  }, [application.id, application.status, focusRequest]);
  return (
    <li
      ref={setNodeRef}
      {...listeners}
      data-application-id={application.id}
      className={isDragging ? `${CARD_CLASS} opacity-40` : CARD_CLASS}
    >
      <CardBody application={application} today={today} onMove={onMove} linkRef={setLink} describedBy={attributes["aria-describedby"]} />
    </li>
  );
});

const CARD_CLASS = "relative min-w-0 touch-manipulation rounded-lg select-none [-webkit-touch-callout:none]";

/**
 * What a card shows, apart from the draggable shell: every card's shell renders again when a drag
 * starts or ends (dnd-kit's context changes), its body only when its application does.
 */
const CardBody = React.memo(function CardBody({
  application,
  today,
  onMove,
  linkRef,
  describedBy,
}: {
  application: ApplicationSummary;
  today: string;
  onMove: (application: ApplicationSummary, status: ApplicationStatus) => void;
  linkRef: (element: HTMLElement | null) => void;
  describedBy: string | undefined;
}) {
  const t = useTranslations("applications");
  const menuLabel = t("board.move", { name: applicationName(t, application) });
  return (
    <>
      <CardFace application={application} today={today} linkRef={linkRef} describedBy={describedBy} />
      <div className="absolute top-1.5 end-1.5 z-10">
        <OnDemand popup="menu" preload={loadMoveMenu} trigger={(props) => <MoveTrigger label={menuLabel} title={t("board.moveTo")} {...props} />}>
          <MoveMenu application={application} onMove={onMove} trigger={<MoveTrigger label={menuLabel} title={t("board.moveTo")} />} />
        </OnDemand>
      </div>
    </>
  );
});

/** The card's look; on the board its company and role are the link, in the drag overlay plain text. */
function CardFace({
  application,
  today,
  linkRef,
  describedBy,
  lifted = false,
}: {
  application: ApplicationSummary;
  today: string;
  /** On the board: the link is the card's keyboard handle, described by the moving instructions. */
  linkRef?: (element: HTMLElement | null) => void;
  describedBy?: string;
  lifted?: boolean;
}) {
  const t = useTranslations("applications");
  const dueWords = useTranslations("applications.due");
  const locale = useLocale();
  const { company, role, next_step_date: date, ats_score: score } = application;
  const due = date ? dueState(date, today) : null;
  const title = (
    <>
      <span className="block truncate font-medium">{company}</span>
      <span className="block truncate text-sm text-muted-foreground">{role}</span>
    </>
  );
  return (
    <div className={lifted ? `${FACE_CLASS} rotate-1 cursor-grabbing shadow-lg ring-2 ring-primary/40` : `${FACE_CLASS} shadow-xs hover:border-primary/40`}>
      {linkRef ? (
        <a
          ref={linkRef}
          href={`/applications/${encodeURIComponent(application.id)}`}
          aria-label={applicationName(t, application)}
          aria-describedby={describedBy}
          className="block outline-none after:absolute after:inset-0 after:rounded-lg focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
        >
          {title}
        </a>
      ) : (
        title
      )}
      {date || score != null ? (
        <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
          {date ? (
            <span className={DUE_CLASS[due ?? "later"]}>
              <CalendarGlyph />
              {nextStepLabel(date, today, dueWords, locale)}
            </span>
          ) : null}
          {score != null ? <span className={SCORE_CLASS}>{t("board.ats", { score })}</span> : null}
        </p>
      ) : null}
    </div>
  );
}

// Cards' classes as plain strings: a board draws over a hundred cards at once, and class merging
// (tailwind-merge) for each was a measurable part of that at 4x CPU.
const FACE_CLASS = "rounded-lg border bg-card p-3 pe-10";
const DUE_CLASS: Record<Due, string> = {
  overdue: "inline-flex items-center gap-1 font-medium text-destructive",
  today: "inline-flex items-center gap-1 font-medium text-primary",
  later: "inline-flex items-center gap-1 text-muted-foreground",
};
/** Badge's secondary look. */
const SCORE_CLASS = "inline-flex items-center rounded-full border border-transparent bg-secondary px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-secondary-foreground";

/** The card's "Move to" button; also the real menu's trigger (Radix adds its props). */
export function MoveTrigger({ label, ...props }: React.ComponentProps<"button"> & { label: string }) {
  return (
    <button type="button" className={MOVE_CLASS} aria-label={label} {...props}>
      <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor">
        <circle cx="5" cy="12" r="1.75" />
        <circle cx="12" cy="12" r="1.75" />
        <circle cx="19" cy="12" r="1.75" />
      </svg>
    </button>
  );
}

const MOVE_CLASS = buttonVariants({ variant: "ghost", className: "size-8 text-muted-foreground" });

/** lucide's calendar, drawn as plain SVG: a card's icons are drawn a hundred times at once. */
function CalendarGlyph() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className="size-3.5">
      <path d="M8 2v4M16 2v4" />
      <rect width="18" height="18" x="3" y="4" rx="2" />
      <path d="M3 10h18" />
    </svg>
  );
}
