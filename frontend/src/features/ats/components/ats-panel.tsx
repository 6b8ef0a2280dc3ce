"use client";

import * as React from "react";
import Link from "next/link";
import { toast } from "@/lib/toast";
import { ArrowRightIcon, CheckIcon, GaugeIcon, PlusIcon, TargetIcon, WandSparklesIcon } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { chooseErrorMessage } from "@/lib/api/errors";
import type { AtsReport, MissingKeyword, TailorResponse } from "@/lib/api/generated/zod.gen";
import { cn } from "@/lib/utils";
import { useAtsScore, useTailorResume } from "../api/ats";
import { JOB_DESCRIPTION_MAX, matchLevel, type MatchLevel } from "../match";

const METER: Record<MatchLevel, string> = {
  low: "bg-destructive",
  fair: "bg-amber-500",
  good: "bg-primary",
  strong: "bg-success",
};

/** A tailored copy as the panel made it: what "Track this application" starts from. */
export interface TailoredCopy {
  resumeId: string;
  jobTitle: string;
  jobDescription: string;
}

/**
 * "ATS Match": paste a posting, see the score and keywords, add a missing skill in one click
 * (`onAddSkill` saves it to the resume; the panel then re-scores), or tailor a copy. `track`
 * renders beside a tailored copy (the app puts "Track this application" there).
 */
export function AtsPanel({
  resumeId,
  content,
  skills,
  onAddSkill,
  track,
}: {
  resumeId: string;
  content: "enhanced" | "original";
  /** The resume's skills, once loaded: a missing skill already listed is not offered. */
  skills: string[] | undefined;
  /** Saves `skill` into the resume's skills; rejects when the save fails. */
  onAddSkill: (skill: string) => Promise<unknown>;
  track?: (copy: TailoredCopy) => React.ReactNode;
}) {
  const t = useTranslations("ats");
  const score = useAtsScore();
  const tailor = useTailorResume();
  const [jobDescription, setJobDescription] = React.useState("");
  const [checked, setChecked] = React.useState<string | null>(null);
  const [report, setReport] = React.useState<AtsReport | null>(null);
  const [tailored, setTailored] = React.useState<{ result: TailorResponse; jobDescription: string } | null>(null);
  const [adding, setAdding] = React.useState<string | null>(null);

  const run = React.useCallback(
    (text: string) =>
      score.mutate(
        { resumeId, jobDescription: text, content },
        {
          onSuccess: (r) => {
            setReport(r);
            setChecked(text);
          },
          onError: (e) => toast.error(chooseErrorMessage(e, t("scoreFailed"))),
        },
      ),
    // `score.mutate` is stable; the content switch re-scores below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [resumeId, content, t],
  );

  // The preview's Original/AI-enhanced switch changes what is scored.
  React.useEffect(() => {
    if (checked) run(checked);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [content]);

  const blank = jobDescription.trim() === "";
  const onCheck = () => run(jobDescription);

  const onAdd = async (keyword: MissingKeyword) => {
    setAdding(keyword.keyword);
    try {
      await onAddSkill(keyword.keyword);
      toast.success(t("added", { skill: keyword.keyword }));
      if (checked) run(checked);
    } catch (error) {
      toast.error(chooseErrorMessage(error, t("addFailed")));
    } finally {
      setAdding(null);
    }
  };

  const canAdd = (keyword: string) =>
    !!skills && !skills.some((s) => s.trim().toLowerCase() === keyword.trim().toLowerCase());

  const onTailor = () =>
    tailor.mutate(
      { resumeId, jobDescription },
      {
        onSuccess: (res) => {
          setTailored({ result: res, jobDescription });
          toast.success(t("tailored"));
        },
        onError: (e) => toast.error(chooseErrorMessage(e, t("tailorFailed"))),
      },
    );

  return (
    <Card data-testid="ats-panel">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <TargetIcon aria-hidden="true" className="size-5 text-primary" />
          {t("title")}
        </CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="grid content-start gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor="ats-job-description">{t("posting")}</Label>
            <Textarea
              id="ats-job-description"
              rows={8}
              maxLength={JOB_DESCRIPTION_MAX}
              value={jobDescription}
              onChange={(e) => setJobDescription(e.target.value)}
              placeholder={t("postingPlaceholder")}
              className="max-h-80 min-h-40"
            />
            <p className="text-end text-xs text-muted-foreground tabular-nums">
              {t("length", { length: jobDescription.length, max: JOB_DESCRIPTION_MAX })}
            </p>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button onClick={onCheck} disabled={blank || score.isPending} className="sm:flex-1">
              {score.isPending ? <Spinner /> : <GaugeIcon aria-hidden="true" />}
              {t("check")}
            </Button>
            <Button variant="outline" onClick={onTailor} disabled={blank || tailor.isPending} className="sm:flex-1">
              {tailor.isPending ? <Spinner /> : <WandSparklesIcon aria-hidden="true" />}
              {t("tailor")}
            </Button>
          </div>
          {tailored ? (
            <TailorResult result={tailored.result}>
              {track?.({ resumeId: tailored.result.id, jobTitle: tailored.result.job_title, jobDescription: tailored.jobDescription })}
            </TailorResult>
          ) : null}
        </div>
        {report ? (
          <Results report={report} canAdd={canAdd} adding={adding} onAdd={(k) => void onAdd(k)} />
        ) : (
          <div className="flex flex-col items-center justify-center gap-2 rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
            <GaugeIcon aria-hidden="true" className="size-8 opacity-60" />
            <p>{t("empty")}</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function TailorResult({ result, children }: { result: TailorResponse; children?: React.ReactNode }) {
  const t = useTranslations("ats");
  const format = useFormatter();
  return (
    <div className="rounded-lg border bg-accent/40 p-4 text-sm" data-testid="tailor-result">
      <p className="font-medium">{t("tailored")}</p>
      <p className="mt-1 flex items-center gap-2 text-muted-foreground">
        {t("scoreLine")}
        <span className="font-semibold text-foreground tabular-nums" data-testid="score-before">
          {format.number(result.score_before)}
        </span>
        <ArrowRightIcon aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        <span className="font-semibold text-foreground tabular-nums" data-testid="score-after">
          {format.number(result.score_after)}
        </span>
      </p>
      <Link
        href={`/preview/${result.id}`}
        className="mt-2 inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
      >
        {t("open", { title: result.job_title })}
        <ArrowRightIcon aria-hidden="true" className="size-3.5 rtl:-scale-x-100" />
      </Link>
      {children ? <div className="mt-3">{children}</div> : null}
    </div>
  );
}

function Results({
  report,
  canAdd,
  adding,
  onAdd,
}: {
  report: AtsReport;
  canAdd: (keyword: string) => boolean;
  adding: string | null;
  onAdd: (keyword: MissingKeyword) => void;
}) {
  const t = useTranslations("ats");
  const format = useFormatter();
  const adviceKey = (code: string) => `advice.${code}` as Parameters<typeof t>[0];
  const { level } = matchLevel(report.score);
  return (
    <div className="grid content-start gap-5" aria-live="polite">
      <div className="flex items-center gap-5">
        <p className="flex items-baseline gap-1">
          <span className="text-5xl font-bold tracking-tight tabular-nums" data-testid="ats-score">
            {format.number(report.score)}
          </span>
          <span className="text-sm text-muted-foreground">{t("outOf")}</span>
        </p>
        <div className="flex-1">
          <p className="mb-1.5 text-sm font-medium">{t(`level.${level}`)}</p>
          <div
            role="meter"
            aria-label={t("meter")}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={report.score}
            className="h-2.5 overflow-hidden rounded-full bg-muted"
          >
            <div className={cn("h-full rounded-full transition-all", METER[level])} style={{ width: `${report.score}%` }} />
          </div>
        </div>
      </div>

      <section>
        <h3 className="mb-2 text-sm font-semibold">{t("matched", { count: report.matched_keywords.length })}</h3>
        <ul className="flex flex-wrap gap-1.5" data-testid="matched-keywords">
          {report.matched_keywords.map((k) => (
            <li key={k.keyword}>
              <Badge variant="success" title={t("keywordTitle", { weight: k.weight, places: format.list(k.found_in.map((section) => t(`sections.${section}`)), { type: "unit" }) })}>
                <CheckIcon aria-hidden="true" />
                {k.keyword}
              </Badge>
            </li>
          ))}
          {report.matched_keywords.length === 0 ? <li className="text-sm text-muted-foreground">{t("noneYet")}</li> : null}
        </ul>
      </section>

      <section>
        <h3 className="mb-2 text-sm font-semibold">{t("missing", { count: report.missing_keywords.length })}</h3>
        <ul className="flex flex-wrap gap-1.5" data-testid="missing-keywords">
          {report.missing_keywords.map((k) =>
            k.kind === "skill" && canAdd(k.keyword) ? (
              <li key={k.keyword}>
                <button
                  type="button"
                  onClick={() => onAdd(k)}
                  disabled={adding !== null}
                  aria-label={t("add", { skill: k.keyword })}
                  className="inline-flex items-center gap-1 rounded-full border border-dashed border-primary/50 px-2.5 py-0.5 text-xs font-medium text-foreground transition-colors hover:border-primary hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60"
                >
                  {adding === k.keyword ? <Spinner className="size-3" /> : <PlusIcon aria-hidden="true" className="size-3" />}
                  {k.keyword}
                </button>
              </li>
            ) : (
              <li key={k.keyword}>
                <Badge variant="outline" className="text-muted-foreground">
                  {k.keyword}
                </Badge>
              </li>
            ),
          )}
          {report.missing_keywords.length === 0 ? <li className="text-sm text-muted-foreground">{t("nothingMissing")}</li> : null}
        </ul>
        {report.missing_keywords.some((k) => k.kind === "skill") ? (
          <p className="mt-2 text-xs text-muted-foreground">{t("addHint")}</p>
        ) : null}
      </section>

      {report.advice.length > 0 ? (
        <section>
          <h3 className="mb-2 text-sm font-semibold">{t("suggestions")}</h3>
          <ul className="grid gap-1.5 text-sm text-muted-foreground">
            {report.advice.slice(0, 4).map((a, i) => (
              <li key={`${a.code}-${a.params?.keyword ?? i}`} className="flex gap-2">
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-primary/60" />
                {/* Advice from a newer server than this catalog keeps its English words. */}
                {t.has(adviceKey(a.code)) ? t(adviceKey(a.code), a.params) : report.suggestions[i]}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
