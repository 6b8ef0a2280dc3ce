"use client";

import * as React from "react";
import Link from "next/link";
import { toast } from "@/lib/toast";
import { ArrowLeftIcon, CopyIcon, DownloadIcon, FileSignatureIcon, HistoryIcon, PencilIcon, SparklesIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Watermark } from "@/components/layout/watermark";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, FieldError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { detailOr, isMissingEndpoint, errorReference } from "@/lib/api/errors";
import { useWriterLabel } from "@/lib/api/writer-label";
import { isPaid, useUser } from "@/lib/auth/session";
import { useRouteId } from "@/lib/route-id";
import { openUpgrade } from "@/lib/upgrade";
import { showFieldErrors, useForm } from "@/lib/form";
import { formatDate } from "@/lib/utils";
import {
  useValidateCoverLetter,
  letterFileName,
  useCoverLetters,
  useGenerateCoverLetter,
  type CoverLetterInput,
} from "../api/cover-letters";

const defaultValues: CoverLetterInput = { company_name: "", job_description: "" };

/** A letter shown on the page: what "Track this application" starts from. */
export interface ShownLetter {
  id: string;
  resumeId: string;
  company: string;
  jobDescription: string;
}

/** `?letter=<id>` in the address: that earlier letter is shown once the history has loaded. */
function letterInAddress(): string | null {
  return typeof window === "undefined" ? null : new URLSearchParams(window.location.search).get("letter");
}

/**
 * `matchPanel` renders below the letter (the app puts the ATS Match panel there); `track` beside
 * the letter's actions (the app puts "Track this application" there).
 */
export function CoverLetterPage({
  matchPanel,
  track,
}: { matchPanel?: (resumeId: string) => React.ReactNode; track?: (letter: ShownLetter) => React.ReactNode } = {}) {
  const t = useTranslations("coverLetter");
  const locale = useLocale();
  const writerLabel = useWriterLabel();
  const resumeId = useRouteId("cover-letter");
  const user = useUser();
  const paid = isPaid(user);
  const generate = useGenerateCoverLetter(resumeId);
  const history = useCoverLetters(resumeId);
  const form = useForm<CoverLetterInput>({ defaultValues, validate: useValidateCoverLetter() });
  const { errors } = form;
  const [letter, setLetter] = React.useState<{
    id: string;
    content: string;
    company: string;
    jobDescription: string;
    provider?: string;
  } | null>(null);
  const [editing, setEditing] = React.useState(false);
  const [draft, setDraft] = React.useState("");

  const onSubmit = form.handleSubmit((values) =>
    generate.mutate(values, {
      onSuccess: (res) => {
        setLetter({ id: res.id, content: res.letter_content, company: res.company_name, jobDescription: values.job_description, provider: res.provider });
        setEditing(false);
        toast.success(t("generated"));
      },
      onError: (error) => {
        if (showFieldErrors(form, error, ["company_name", "job_description"])) return;
        toast.error(
          isMissingEndpoint(error) ? t("unavailable") : detailOr(error, t("generateFailed")),
          errorReference(error),
        );
      },
    }),
  );

  // Opened from an application's "Open letter": that letter, once the history is in.
  const asked = React.useRef(letterInAddress());
  React.useEffect(() => {
    const wanted = asked.current && history.data?.find((l) => l.id === asked.current);
    if (!wanted) return;
    asked.current = null;
    setLetter({ id: wanted.id, content: wanted.letter_content, company: wanted.company_name, jobDescription: wanted.job_description, provider: wanted.provider });
  }, [history.data]);

  const onDownload = () => {
    if (!letter) return;
    if (!paid) {
      toast.info(t("upgradeToDownload"));
      openUpgrade();
      return;
    }
    const blob = new Blob([letter.content], { type: "text/plain;charset=utf-8" });
    const url = URL.createObjectURL(blob);
    const a = document.createElement("a");
    a.href = url;
    a.download = letterFileName(letter.company);
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    toast.success(t("downloaded"));
  };

  const onCopy = async () => {
    if (!letter) return;
    try {
      await navigator.clipboard.writeText(letter.content);
      toast.success(t("copied"));
    } catch {
      toast.error(t("copyFailed"));
    }
  };

  return (
    <>
      <Button variant="ghost" size="sm" asChild className="-ms-3 mb-4 text-muted-foreground">
        <Link href={resumeId ? `/preview/${resumeId}` : "/dashboard"}>
          <ArrowLeftIcon aria-hidden="true" className="rtl:-scale-x-100" />
          {t("back")}
        </Link>
      </Button>
      <div className="mb-8">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("title")}</h1>
        <p className="mt-1.5 text-muted-foreground">{t("lead")}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle>{t("jobDetails")}</CardTitle>
              <CardDescription>{t("jobDetailsDescription")}</CardDescription>
            </CardHeader>
            <CardContent>
              <form onSubmit={onSubmit} noValidate className="grid gap-5">
                <Field>
                  <Label htmlFor="company_name">
                    {t("companyName")}
                    <span aria-hidden="true" className="ms-0.5 text-destructive">
                      *
                    </span>
                  </Label>
                  <Input
                    id="company_name"
                    placeholder={t("companyPlaceholder")}
                    aria-required
                    aria-invalid={!!errors.company_name}
                    aria-describedby={errors.company_name ? "company_name-error" : undefined}
                    {...form.field("company_name")}
                  />
                  <FieldError id="company_name-error" message={errors.company_name} />
                </Field>
                <Field>
                  <Label htmlFor="job_description">
                    {t("jobDescription")}
                    <span aria-hidden="true" className="ms-0.5 text-destructive">
                      *
                    </span>
                  </Label>
                  <Textarea
                    id="job_description"
                    rows={8}
                    placeholder={t("jobDescriptionPlaceholder")}
                    aria-required
                    aria-invalid={!!errors.job_description}
                    aria-describedby={errors.job_description ? "job_description-error" : undefined}
                    {...form.field("job_description")}
                  />
                  <FieldError id="job_description-error" message={errors.job_description} />
                </Field>
                <Button type="submit" size="lg" disabled={generate.isPending || !resumeId}>
                  {generate.isPending ? <Spinner /> : <SparklesIcon aria-hidden="true" />}
                  {generate.isPending ? t("generating") : t("generate")}
                </Button>
              </form>
            </CardContent>
          </Card>
          {history.data && history.data.length > 0 ? (
            <Card>
              <CardHeader>
                <CardTitle className="flex items-center gap-2 text-base">
                  <HistoryIcon aria-hidden="true" className="size-4" />
                  {t("earlier")}
                </CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="grid gap-1">
                  {history.data.map((l, i) => (
                    <li key={l.id ?? i}>
                      <button
                        type="button"
                        className="flex w-full items-center justify-between gap-3 rounded-md px-2 py-2 text-start text-sm hover:bg-secondary"
                        onClick={() => {
                          setLetter({ id: l.id, content: l.letter_content, company: l.company_name, jobDescription: l.job_description, provider: l.provider });
                          setEditing(false);
                        }}
                      >
                        <span className="truncate font-medium">{l.company_name}</span>
                        <span className="shrink-0 text-xs text-muted-foreground">{formatDate(l.created_at, locale)}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          ) : null}
        </div>

        <Card className="min-h-[28rem]">
          {!letter ? (
            <CardContent className="flex h-full flex-col items-center justify-center gap-3 p-10 text-center text-muted-foreground">
              <span className="flex size-12 items-center justify-center rounded-full bg-muted">
                <FileSignatureIcon aria-hidden="true" className="size-6" />
              </span>
              <p>{t("empty")}</p>
            </CardContent>
          ) : (
            <>
              <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 border-b">
                <CardTitle>{t("yours")}</CardTitle>
                {!editing ? (
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => {
                        setDraft(letter.content);
                        setEditing(true);
                      }}
                    >
                      <PencilIcon aria-hidden="true" />
                      {t("edit")}
                    </Button>
                    <Button variant="outline" size="sm" onClick={onDownload}>
                      <DownloadIcon aria-hidden="true" />
                      {t("download")}
                    </Button>
                    <Button variant="outline" size="sm" onClick={onCopy}>
                      <CopyIcon aria-hidden="true" />
                      {t("copy")}
                    </Button>
                    {resumeId && track
                      ? track({ id: letter.id, resumeId, company: letter.company, jobDescription: letter.jobDescription })
                      : null}
                  </div>
                ) : null}
              </CardHeader>
              <CardContent className="pt-6">
                {editing ? (
                  <div className="grid gap-3">
                    <Label htmlFor="letter-edit" className="sr-only">
                      {t("editLabel")}
                    </Label>
                    <Textarea id="letter-edit" rows={20} value={draft} onChange={(e) => setDraft(e.target.value)} />
                    <div className="flex justify-end gap-2">
                      <Button variant="outline" onClick={() => setEditing(false)}>
                        {t("cancel")}
                      </Button>
                      <Button
                        onClick={() => {
                          setLetter({ ...letter, content: draft });
                          setEditing(false);
                          toast.success(t("saved"));
                        }}
                      >
                        {t("save")}
                      </Button>
                    </div>
                  </div>
                ) : (
                  <div className="relative overflow-hidden rounded-lg border bg-white p-6 text-zinc-800 sm:p-8 [color-scheme:light]">
                    <div className="font-serif text-[15px] leading-relaxed whitespace-pre-wrap" data-testid="letter-content">
                      {letter.content}
                    </div>
                    {!paid ? <Watermark /> : null}
                  </div>
                )}
                <p className="mt-4 flex items-center gap-1.5 text-xs text-muted-foreground">
                  <SparklesIcon aria-hidden="true" className="size-3.5" />
                  {t("writtenFor", { company: letter.company })}
                </p>
                {writerLabel(letter.provider) ? (
                  <p className="mt-1 text-xs text-muted-foreground">{writerLabel(letter.provider)}</p>
                ) : null}
              </CardContent>
            </>
          )}
        </Card>
      </div>
      {resumeId && matchPanel ? (
        <section className="mt-6" aria-label={t("atsMatch")}>
          {matchPanel(resumeId)}
        </section>
      ) : null}
    </>
  );
}
