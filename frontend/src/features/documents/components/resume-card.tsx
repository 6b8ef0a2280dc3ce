"use client";

import * as React from "react";
import Link from "next/link";
import { CalendarIcon, EyeIcon, FileTextIcon, Link2Icon, Trash2Icon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { OnDemand } from "@/components/layout/on-demand";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { ResumeListItem } from "@/lib/api/generated/zod.gen";
import { formatDate } from "@/lib/utils";
import { ExportDropdown } from "./export-dropdown";
import { useResumeTitle } from "@/lib/resumes/list";
import { templateLabel } from "@/lib/resumes/templates";
import { useShareStats } from "../api/share-stats";

const loadDeleteDialog = () => import("./delete-resume-dialog");
const DeleteResumeDialog = React.lazy(() => loadDeleteDialog().then((m) => ({ default: m.DeleteResumeDialog })));

/** Dashboard card: the whole card links to /preview/{id}. */
export function RecentResumeCard({ resume }: { resume: ResumeListItem }) {
  const title = useResumeTitle()(resume);
  const t = useTranslations("documents.card");
  const locale = useLocale();
  return (
    <Link
      href={`/preview/${resume.id}`}
      className="group block rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      data-testid="resume-card"
    >
      <Card className="h-full p-5 transition-all group-hover:-translate-y-0.5 group-hover:border-primary/40 group-hover:shadow-md">
        {/* From sm up, the first page as the PDF prints it (drawn by the server), its top third
            showing. A phone keeps the compact card: there the picture would be the largest thing
            on screen, and the dashboard's first paint would wait for it. */}
        <div className="relative -mx-1 -mt-1 mb-4 hidden h-36 overflow-hidden rounded-md border bg-white sm:block">
          {/* eslint-disable-next-line @next/next/no-img-element -- a PNG the API draws; there is no image optimiser in a static export */}
          <img src={`/api/resume/${resume.id}/thumbnail.png`} alt="" width={360} height={509} loading="lazy" decoding="async" className="w-full" />
          <Badge variant="secondary" className="absolute top-2 end-2 shadow-sm">
            {templateLabel(resume.template_style)}
          </Badge>
        </div>
        <div className="mb-4 flex items-start justify-between gap-3 sm:hidden">
          <span className="flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
            <FileTextIcon aria-hidden="true" className="size-5" />
          </span>
          <Badge variant="secondary">{templateLabel(resume.template_style)}</Badge>
        </div>
        <h3 className="truncate font-semibold">{title}</h3>
        <p className="truncate text-sm text-muted-foreground">{resume.resume_data.name}</p>
        <p className="mt-4 flex items-center gap-1.5 text-xs text-muted-foreground">
          <CalendarIcon aria-hidden="true" className="size-3.5" />
          {t("created", { date: formatDate(resume.created_at, locale) })}
        </p>
        {resume.share_slug ? <ShareStats id={resume.id} /> : null}
      </Card>
    </Link>
  );
}

/** A shared resume's totals, and its views over the last 30 days as small bars. */
function ShareStats({ id }: { id: string }) {
  const stats = useShareStats(id);
  const t = useTranslations("documents.card");
  if (!stats.data) return null;
  const { views, downloads, days } = stats.data;
  const recent = days.reduce((sum, d) => sum + d.views, 0);
  const most = Math.max(1, ...days.map((d) => d.views));
  const bar = 2;
  return (
    <div className="mt-3 flex items-end justify-between gap-3 border-t pt-3 text-xs text-muted-foreground" data-testid="share-stats">
      <span className="flex items-center gap-1.5">
        <Link2Icon aria-hidden="true" className="size-3.5" />
        {t("shared", { views, downloads })}
      </span>
      <svg width={days.length * (bar + 1)} height={16} role="img" aria-label={t("recentViews", { views: recent })} className="shrink-0 text-primary">
        {days.map((d, i) => {
          const h = Math.max(1, Math.round((d.views / most) * 16));
          return <rect key={d.date} x={i * (bar + 1)} y={16 - h} width={bar} height={h} rx={0.5} fill="currentColor" opacity={d.views ? 1 : 0.25} />;
        })}
      </svg>
    </div>
  );
}

/** /documents card: view and delete buttons. */
export function DocumentCard({ resume }: { resume: ResumeListItem }) {
  const title = useResumeTitle()(resume);
  const t = useTranslations("documents.card");
  const locale = useLocale();
  return (
    <Card className="flex flex-col p-5" data-testid="document-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="truncate font-semibold">{title}</h3>
          <p className="truncate text-sm text-muted-foreground">{resume.resume_data.name}</p>
        </div>
        <Badge variant="accent">{templateLabel(resume.template_style)}</Badge>
      </div>
      <p className="mt-4 flex items-center gap-1.5 text-xs text-muted-foreground">
        <CalendarIcon aria-hidden="true" className="size-3.5" />
        {t("created", { date: formatDate(resume.created_at, locale) })}
      </p>
      <div className="mt-5 flex gap-2 border-t pt-4">
        <Button asChild variant="outline" size="sm" className="flex-1">
          <Link href={`/preview/${resume.id}`}>
            <EyeIcon aria-hidden="true" />
            {t("view")}
          </Link>
        </Button>
        <ExportDropdown id={resume.id} title={title} />
        <OnDemand popup="dialog" preload={loadDeleteDialog} trigger={(props) => <DeleteTrigger title={title} {...props} />}>
          <DeleteResumeDialog id={resume.id} title={title} />
        </OnDemand>
      </div>
    </Card>
  );
}

/** The card's delete button; also the confirmation dialog's trigger (Radix adds its props). */
export function DeleteTrigger({ title, ...props }: React.ComponentProps<"button"> & { title: string }) {
  const t = useTranslations("documents.card");
  return (
    <Button
      variant="ghost"
      size="sm"
      className="text-destructive hover:bg-destructive/10 hover:text-destructive"
      aria-label={t("deleteLabel", { title })}
      {...props}
    >
      <Trash2Icon aria-hidden="true" />
      {t("delete")}
    </Button>
  );
}

export function ResumeCardSkeleton() {
  return (
    <Card className="p-5" data-testid="resume-skeleton">
      <Skeleton className="size-10 rounded-lg sm:-mx-1 sm:-mt-1 sm:h-36 sm:w-auto sm:rounded-md" />
      <Skeleton className="mt-4 h-5 w-3/4" />
      <Skeleton className="mt-2 h-4 w-1/2" />
      <Skeleton className="mt-5 h-3 w-1/3" />
    </Card>
  );
}
