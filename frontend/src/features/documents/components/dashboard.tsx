"use client";

import type * as React from "react";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { ArrowRightIcon, BriefcaseBusinessIcon, FilePlus2Icon, FileTextIcon, PlusIcon, SparklesIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuth } from "@/lib/auth/session";
import { firstName } from "@/lib/utils";
import { useResumeList } from "../api/list-resumes";
import { RecentResumeCard, ResumeCardSkeleton } from "./resume-card";
import { useListErrorToast } from "./use-list-error-toast";

const RECENT_LIMIT = 6;

/**
 * Also rendered while the session is checked (the signed-in layout shows it at once, and the
 * exported HTML holds it): until the user is known, their name and resumes show as loading.
 * `importAction` (the import feature's button, composed by the route) sits beside "New Resume";
 * `applications` (the applications feature's due list and chart) above the recent resumes.
 */
export function Dashboard({ importAction, applications }: { importAction?: React.ReactNode; applications?: React.ReactNode }) {
  const { user } = useAuth();
  const t = useTranslations("documents.dashboard");
  const list = useResumeList({ enabled: user !== null });
  useListErrorToast(list.isError);
  const resumes = list.isPending ? undefined : (list.data ?? []);

  return (
    <>
      <div className="mb-8">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {user ? (
            t("welcomeBack", { name: firstName(user.name) })
          ) : (
            <>
              {t("welcomeBackPending")}
              <Skeleton className="ms-2 inline-block h-7 w-24 align-middle" />
            </>
          )}
        </h1>
        <p className="mt-1.5 text-muted-foreground">{t("lead")}</p>
      </div>

      <Card className="relative overflow-hidden border-primary/20 bg-gradient-to-br from-accent/70 via-card to-card p-6 sm:p-8">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-4">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground shadow-sm">
              <FilePlus2Icon aria-hidden="true" className="size-6" />
            </span>
            <div>
              <h2 className="text-lg font-semibold">{t("createTitle")}</h2>
              <p className="mt-1 max-w-md text-sm text-muted-foreground">
                {t("createText")}
              </p>
            </div>
          </div>
          <div className="flex shrink-0 flex-col-reverse gap-2 sm:flex-row">
            {importAction}
            <Button asChild size="lg">
              <Link href="/create">
                <PlusIcon aria-hidden="true" />
                {t("newResume")}
              </Link>
            </Button>
          </div>
        </div>
      </Card>

      <Link
        href="/linkedin-tips"
        className="group mt-4 flex items-center gap-4 rounded-xl border bg-card p-4 shadow-xs transition-colors hover:border-primary/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:px-6"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <BriefcaseBusinessIcon aria-hidden="true" className="size-5" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-medium">{t("linkedinTitle")}</span>
          <span className="block text-sm text-muted-foreground">{t("linkedinText")}</span>
        </span>
        <ArrowRightIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5" />
      </Link>

      {applications}

      <section className="mt-12" aria-labelledby="recent-heading">
        <div className="mb-4 flex items-center justify-between gap-4">
          <h2 id="recent-heading" className="text-xl font-semibold tracking-tight">
            {t("recent")}
          </h2>
          {resumes && resumes.length > RECENT_LIMIT ? (
            <Button asChild variant="ghost" size="sm">
              <Link href="/documents">
                {t("viewAll")}
                <ArrowRightIcon aria-hidden="true" className="rtl:-scale-x-100" />
              </Link>
            </Button>
          ) : null}
        </div>

        {resumes === undefined ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label={t("loadingResumes")}>
            {[0, 1, 2].map((i) => (
              <ResumeCardSkeleton key={i} />
            ))}
          </div>
        ) : resumes.length === 0 ? (
          <Card className="flex flex-col items-center gap-3 border-dashed px-6 py-14 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-muted">
              <FileTextIcon aria-hidden="true" className="size-6 text-muted-foreground" />
            </span>
            <h3 className="font-semibold">{t("emptyTitle")}</h3>
            <p className="max-w-sm text-sm text-muted-foreground">
              {t("emptyText")}
            </p>
            <Button asChild className="mt-2">
              <Link href="/create">
                <SparklesIcon aria-hidden="true" />
                {t("createFirst")}
              </Link>
            </Button>
          </Card>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {resumes.slice(0, RECENT_LIMIT).map((r) => (
              <RecentResumeCard key={r.id} resume={r} />
            ))}
          </div>
        )}
      </section>
    </>
  );
}
