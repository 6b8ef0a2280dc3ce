"use client";

import * as React from "react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { ArrowRightIcon, CalendarCheckIcon, CalendarIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { buttonVariants } from "@/components/ui/button-variants";
import type { Application, FunnelReport } from "@/lib/api/generated/zod.gen";
import { useAuth } from "@/lib/auth/session";
import { cn } from "@/lib/utils";
import { useDueApplications, useFunnel } from "../api/dashboard";
import { dueState, nextStepLabel, todayUtc } from "../board";

// The chart library (visx, 17 kB gzipped) loads outside the dashboard's first-load JavaScript,
// once its card scrolls into view and there is something to draw: a phone's first screen, and a
// new account's dashboard, never load it.
const FunnelChart = dynamic(() => import("./funnel-chart").then((m) => m.FunnelChart), {
  ssr: false,
  loading: () => <Skeleton className="h-36" />,
});

/** Whether the element has come within 200 px of the viewport (and stays true from then on). */
function useSeen(ref: React.RefObject<HTMLElement | null>): boolean {
  const [seen, setSeen] = React.useState(false);
  React.useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && setSeen(true), { rootMargin: "200px" });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}

/**
 * The dashboard's applications: the next steps due (today or overdue) and how far the last 90
 * days' applications got. Rendered while the session is checked too, loading until it is known.
 */
export function ApplicationsOverview() {
  const t = useTranslations("applications.overview");
  const { user } = useAuth();
  const due = useDueApplications({ enabled: user !== null });
  const funnel = useFunnel({ enabled: user !== null });
  return (
    <section className="mt-12" aria-labelledby="applications-heading">
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id="applications-heading" className="text-xl font-semibold tracking-tight">
          {t("title")}
        </h2>
        <Link href="/applications" className={buttonVariants({ variant: "ghost", size: "sm" })}>
          {t("openBoard")}
          <ArrowRightIcon aria-hidden="true" className="rtl:-scale-x-100" />
        </Link>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-[repeat(2,minmax(0,1fr))]">
        <DueCard due={due.data} failed={due.isError} />
        <FunnelCard funnel={funnel.data} failed={funnel.isError} />
      </div>
    </section>
  );
}

function DueCard({ due, failed }: { due: Application[] | undefined; failed: boolean }) {
  const t = useTranslations("applications.overview");
  const dueWords = useTranslations("applications.due");
  const locale = useLocale();
  const today = todayUtc();
  return (
    <Card data-testid="due-panel">
      <CardHeader className="pb-4">
        <CardTitle className="text-base">{t("dueTitle")}</CardTitle>
        <CardDescription>{t("dueDescription")}</CardDescription>
      </CardHeader>
      <CardContent>
        {failed ? (
          <p className="text-sm text-muted-foreground">{t("dueFailed")}</p>
        ) : due === undefined ? (
          <div className="grid gap-2" aria-busy="true" aria-label={t("dueLoading")}>
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : due.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <CalendarCheckIcon aria-hidden="true" className="size-4" />
            {t("nothingDue")}
          </p>
        ) : (
          <ul className="-mx-2 grid grid-cols-[minmax(0,1fr)] gap-1">
            {due.slice(0, 6).map((a) => {
              const overdue = a.next_step_date ? dueState(a.next_step_date, today) === "overdue" : false;
              return (
                <li key={a.id}>
                  <a
                    href={`/applications/${encodeURIComponent(a.id)}`}
                    className="flex items-start gap-3 rounded-md px-2 py-2 hover:bg-secondary"
                  >
                    <CalendarIcon aria-hidden="true" className={cn("mt-0.5 size-4 shrink-0", overdue ? "text-destructive" : "text-primary")} />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-medium">{t("dueItem", { company: a.company, role: a.role })}</span>
                      <span className="block truncate text-xs text-muted-foreground">{a.next_step_note || t("nextStep")}</span>
                    </span>
                    {a.next_step_date ? (
                      <span className={cn("max-w-[45%] shrink-0 text-end text-xs font-medium", overdue ? "text-destructive" : "text-primary")}>
                        {nextStepLabel(a.next_step_date, today, dueWords, locale)}
                      </span>
                    ) : null}
                  </a>
                </li>
              );
            })}
            {due.length > 6 ? (
              <li className="px-2 pt-1 text-xs text-muted-foreground">{t("moreDue", { count: due.length - 6 })}</li>
            ) : null}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function FunnelCard({ funnel, failed }: { funnel: FunnelReport | undefined; failed: boolean }) {
  const t = useTranslations("applications.overview");
  const card = React.useRef<HTMLDivElement>(null);
  const seen = useSeen(card);
  const empty = funnel && funnel.applied + funnel.interviewing + funnel.offer === 0;
  return (
    <Card data-testid="funnel-panel" ref={card}>
      <CardHeader className="pb-4">
        <CardTitle className="text-base">{t("funnelTitle", { days: funnel?.days ?? 90 })}</CardTitle>
        <CardDescription>{t("funnelDescription")}</CardDescription>
      </CardHeader>
      <CardContent>
        {empty ? (
          <p className="text-sm text-muted-foreground">{t("funnelEmpty", { days: funnel.days })}</p>
        ) : funnel && seen ? (
          <FunnelChart funnel={funnel} />
        ) : failed ? (
          <p className="text-sm text-muted-foreground">{t("funnelFailed")}</p>
        ) : (
          <Skeleton className="h-36" />
        )}
      </CardContent>
    </Card>
  );
}
