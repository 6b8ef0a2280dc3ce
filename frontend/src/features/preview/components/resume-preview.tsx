"use client";

import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { toast } from "@/lib/toast";
import {
  ArrowLeftIcon,
  DownloadIcon,
  FileSignatureIcon,
  MailIcon,
  MoreVerticalIcon,
  PencilIcon,
  SparklesIcon,
  FileTextIcon,
} from "lucide-react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { OnDemand } from "@/components/layout/on-demand";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, chooseErrorMessage, isMissingEndpoint, errorReference } from "@/lib/api/errors";
import { useUser } from "@/lib/auth/session";
import { EDITING_KEY, useRouteId } from "@/lib/route-id";
import { authKeys, resumeKeys } from "@/lib/api/keys";
import { openUpgrade } from "@/lib/upgrade";
import { useResume } from "@/lib/resumes/get-resume";
import { downloadResumePdf, missingCharacters } from "../api/download-pdf";
import { paperFor } from "@/lib/resumes/paper";
import { useRegion } from "@/lib/region";
import { useUpdateResume } from "@/lib/resumes/update-resume";
import { TEMPLATES, templateLabel, templateNamed, type TemplateStyle } from "@/lib/resumes/templates";
import { printed } from "@/lib/design/printed";
import { Scaled } from "@/lib/design/scaled";
import { isCleanPreview } from "../clean-preview";
import { StaleNotice } from "./stale-notice";
import { useRegenerateAi } from "../api/regenerate-ai";

// The page's drawing code loads beside the toolbar, not in the route's first-load JavaScript.
const ResumePage = React.lazy(() => import("@/lib/design/page").then((m) => ({ default: m.ResumePage })));

const MissingCharactersDialog = React.lazy(() =>
  import("./missing-characters-dialog").then((m) => ({ default: m.MissingCharactersDialog })),
);
import type { StoredResume } from "@/lib/api/generated/zod.gen";

const loadActionSheet = () => import("@/components/ui/action-sheet");
const ActionSheet = React.lazy(() => loadActionSheet().then((m) => ({ default: m.ActionSheet })));

/** `matchPanel` renders above the document (the app puts the ATS Match panel there). */
export function ResumePreview({
  matchPanel,
  share,
}: {
  matchPanel?: (record: StoredResume, content: "enhanced" | "original") => React.ReactNode;
  /** The Share button and its dialog (the app composes the sharing feature's). */
  share?: (record: StoredResume) => React.ReactNode;
} = {}) {
  const t = useTranslations("preview");
  const id = useRouteId("preview");
  const router = useRouter();
  const user = useUser();
  const resume = useResume(id);
  const clean = isCleanPreview(user, resume.data);
  const { country } = useRegion();
  const queryClient = useQueryClient();
  const update = useUpdateResume();
  const regenerate = useRegenerateAi();
  const [template, setTemplate] = React.useState<TemplateStyle | null>(null);
  const [enhanced, setEnhanced] = React.useState(true);
  const [downloading, setDownloading] = React.useState(false);
  const [missing, setMissing] = React.useState<string[]>([]);

  React.useEffect(() => {
    if (resume.isError) {
      toast.error(t("loadFailed"), { id: "load-resume" });
      router.replace("/dashboard");
    }
  }, [resume.isError, router, t]);

  if (!id || resume.isPending || resume.isError) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 py-24 text-muted-foreground" role="status">
        <Spinner className="size-8 text-primary" />
        <p>{t("loading")}</p>
      </div>
    );
  }

  const record = resume.data;
  const current = template ?? record.template_style;
  const view = printed(record.resume_data, record.ai_enhanced_data, enhanced);

  const chooseTemplate = (value: string) => {
    const next = templateNamed(value);
    if (!next) return;
    setTemplate(next);
    // The chosen template is saved to the resume (it also picks the PDF's design).
    update.mutate(
      { ...record, template_style: next },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) void resume.refetch();
          toast.error(t("updateFailed"));
        },
      },
    );
  };

  const toggle = () => {
    const next = !enhanced;
    setEnhanced(next);
    toast(next ? t("showingEnhanced") : t("showingOriginal"));
  };

  const goEdit = () => {
    try {
      window.sessionStorage.setItem(EDITING_KEY, JSON.stringify(record));
    } catch {
      /* storage full or unavailable: the edit screen loads from the server anyway */
    }
    router.push(`/edit/${record.id}`);
  };

  const onEmail = () => toast.info(t("emailLater"));

  const askToUpgrade = () => {
    toast.info(t("upgradeToDownload"));
    openUpgrade();
  };

  const onDownload = async () => {
    // Characters no font prints would silently leave the PDF: the user is asked first.
    setDownloading(true);
    const unprintable = await missingCharacters(record.id).catch(() => []);
    setDownloading(false);
    if (unprintable.length) setMissing(unprintable);
    else await download();
  };

  const download = async () => {
    // Paid users are told at once. Others may still own this resume (a Single PDF purchase
    // unlocks it for good), which only the server knows: it answers 402 when they do not.
    if (clean) toast(t("downloading"));
    setDownloading(true);
    try {
      const safe = (record.resume_data.name || "resume").replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-|-$/g, "");
      await downloadResumePdf({
        id: record.id,
        template: current,
        content: enhanced ? "enhanced" : "original",
        paper: record.resume_data.design?.paper ?? paperFor(country),
        fileName: `${safe || "resume"}-${current}.pdf`,
        onStart: clean ? undefined : () => toast(t("downloading")),
      });
      // A Single PDF credit may have been spent: refresh the plan and this resume's unlock.
      void queryClient.invalidateQueries({ queryKey: authKeys.me() });
      void queryClient.invalidateQueries({ queryKey: resumeKeys.detail(record.id), exact: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 402) {
        askToUpgrade();
      } else if (isMissingEndpoint(error)) {
        toast.error(t("pdfUnavailable"));
      } else {
        toast.error(chooseErrorMessage(error, t("downloadFailed")), errorReference(error));
      }
    } finally {
      setDownloading(false);
    }
  };

  // The bar's actions on wide screens; the action sheet lists them (and the download) on phones.
  const actions: Action[] = [
    { id: "edit", label: t("edit"), icon: <PencilIcon aria-hidden="true" />, onSelect: goEdit },
    {
      id: "cover-letter",
      label: t("coverLetter"),
      sheetLabel: t("createCoverLetter"),
      icon: <FileSignatureIcon aria-hidden="true" />,
      href: `/cover-letter/${record.id}`,
    },
    { id: "email", label: t("email"), sheetLabel: t("emailResume"), icon: <MailIcon aria-hidden="true" />, onSelect: onEmail },
  ];
  const downloadAction: Action = {
    id: "download",
    label: t("downloadPdf"),
    icon: <DownloadIcon aria-hidden="true" />,
    onSelect: () => void onDownload(),
  };

  return (
    <div className="flex flex-1 flex-col">
      {missing.length ? (
        <React.Suspense fallback={null}>
          <MissingCharactersDialog characters={missing} onDownload={() => void download()} onClose={() => setMissing([])} />
        </React.Suspense>
      ) : null}
      <div className="no-print border-b bg-background">
        <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-3 sm:px-6">
          <Button variant="ghost" size="sm" asChild>
            <Link href="/dashboard">
              <ArrowLeftIcon aria-hidden="true" className="rtl:-scale-x-100" />
              {t("back")}
            </Link>
          </Button>
          <div className="ms-auto hidden items-center gap-2 md:flex">
            {actions.map((action) => (
              <ActionButton key={action.id} action={action} variant="outline" size="sm" />
            ))}
            {share?.(record)}
            <Button size="sm" onClick={onDownload} disabled={downloading}>
              {downloading ? <Spinner /> : <DownloadIcon aria-hidden="true" />}
              {t("downloadPdf")}
            </Button>
          </div>
          <div className="ms-auto flex items-center gap-2 md:hidden">
            {share?.(record)}
            <Button size="sm" onClick={onDownload} disabled={downloading}>
              {downloading ? <Spinner /> : <DownloadIcon aria-hidden="true" />}
              {t("download")}
            </Button>
            <OnDemand popup="dialog" preload={loadActionSheet} trigger={(props) => <ActionsTrigger {...props} />}>
              <ActionSheet title={t("actionsTitle")} description={t("actionsDescription")} trigger={<ActionsTrigger />}>
                {(close) => (
                  <div className="flex flex-col gap-1">
                    {[...actions, downloadAction].map((action) => (
                      <ActionButton key={action.id} action={action} variant="ghost" className="justify-start" close={close} />
                    ))}
                  </div>
                )}
              </ActionSheet>
            </OnDemand>
          </div>
        </div>
      </div>

      <div className="no-print mx-auto flex w-full max-w-6xl flex-col gap-3 px-4 pt-6 sm:flex-row sm:items-end sm:justify-between sm:px-6">
        <div className="grid w-full gap-1.5 sm:w-56">
          <Label htmlFor="template-select">{t("template")}</Label>
          <NativeSelect
            id="template-select"
            data-testid="template-select"
            value={current}
            onChange={(e) => chooseTemplate(e.target.value)}
            disabled={update.isPending}
          >
            {TEMPLATES.map((t) => (
              <option key={t} value={t}>
                {templateLabel(t)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button
          variant={enhanced ? "default" : "outline"}
          onClick={toggle}
          aria-pressed={enhanced}
          data-testid="ai-toggle"
          className="w-full sm:w-auto"
        >
          {enhanced ? <SparklesIcon aria-hidden="true" /> : <FileTextIcon aria-hidden="true" />}
          <span className="lg:hidden">{enhanced ? t("enhancedShort") : t("originalShort")}</span>
          <span className="hidden lg:inline">
            {enhanced ? t("enhancedLong") : t("originalLong")}
          </span>
        </Button>
      </div>

      {enhanced && view.stale > 0 ? (
        <div className="no-print mx-auto w-full max-w-6xl px-4 pt-6 sm:px-6">
          <StaleNotice count={view.stale} busy={regenerate.isPending} onRegenerate={() => regenerate.mutate(record)} />
        </div>
      ) : null}

      {matchPanel ? (
        <section className="no-print mx-auto w-full max-w-6xl px-4 pt-6 sm:px-6" aria-label={t("atsMatch")}>
          {matchPanel(record, enhanced ? "enhanced" : "original")}
        </section>
      ) : null}

      <main id="main" className="mx-auto w-full max-w-6xl px-2 py-6 sm:px-6 sm:py-8">
        <Scaled className="overflow-hidden rounded-md shadow-lg ring-1 ring-black/5">
          <React.Suspense fallback={<div className="aspect-[210/297] w-[210mm] animate-pulse bg-muted" />}>
            <ResumePage resume={view} template={current} design={record.resume_data.design} watermark={!clean} />
          </React.Suspense>
        </Scaled>
        {!clean ? (
          <p className="no-print mt-4 text-center text-sm text-muted-foreground">
            {t.rich("watermarkNotice", {
              upgrade: (words) => (
                <button type="button" onClick={openUpgrade} className="font-medium text-primary underline-offset-4 hover:underline">
                  {words}
                </button>
              ),
            })}
          </p>
        ) : null}
      </main>
    </div>
  );
}

/** The narrow-screen "more actions" button; also the action sheet's trigger (Radix adds its props). */
interface Action {
  /** Stable across languages: the list key. */
  id: string;
  label: string;
  /** The wording in the phone's action sheet, where it differs. */
  sheetLabel?: string;
  icon: React.ReactNode;
  href?: string;
  onSelect?: () => void;
}

/** One resume action as a bar button (`close` absent) or as an action-sheet row. */
function ActionButton({
  action,
  close,
  ...props
}: { action: Action; close?: () => void } & Pick<React.ComponentProps<typeof Button>, "variant" | "size" | "className">) {
  const label = close ? (action.sheetLabel ?? action.label) : action.label;
  if (action.href) {
    return (
      <Button {...props} asChild>
        <Link href={action.href}>
          {action.icon}
          {label}
        </Link>
      </Button>
    );
  }
  return (
    <Button
      {...props}
      onClick={() => {
        close?.();
        action.onSelect?.();
      }}
    >
      {action.icon}
      {label}
    </Button>
  );
}

function ActionsTrigger(props: React.ComponentProps<"button">) {
  const t = useTranslations("preview");
  return (
    <Button variant="outline" size="icon-sm" aria-label={t("actions")} {...props}>
      <MoreVerticalIcon aria-hidden="true" />
    </Button>
  );
}
