"use client";

import * as React from "react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/toast";
import { AlertTriangleIcon, ArrowLeftIcon, RefreshCwIcon, SaveIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api/errors";
import type { StoredResume } from "@/lib/api/generated/zod.gen";
import { EDITING_KEY, useRouteId } from "@/lib/route-id";
import { flashThenGo } from "@/lib/flash";
import { useResume } from "@/lib/resumes/get-resume";
import { useUpdateResume } from "@/lib/resumes/update-resume";
import { fromResumeData, resumeFormErrors, type ResumeFormValues } from "../resume-form-schema";
import type { FormErrors } from "@/lib/form";
import { ResumeForm } from "./resume-form";
import { OnDemand } from "@/components/layout/on-demand";
import { HistoryTrigger } from "./history-trigger";

const loadHistory = () => import("./history-dialog");
const HistoryDialog = React.lazy(() => loadHistory().then((m) => ({ default: m.HistoryDialog })));
// Loaded beside the form, as the live page is: the count comes after the first render anyway.
const PageFit = React.lazy(() => import("./page-fit").then((m) => ({ default: m.PageFit })));
import { edited } from "../follow-sources";
import type { TemplateStyle } from "@/lib/resumes/templates";

export function EditResume() {
  const t = useTranslations("editor");
  const id = useRouteId("edit");
  const router = useRouter();
  const resume = useResume(id);

  React.useEffect(() => {
    if (resume.isError) {
      toast.error(t("loadFailed"), { id: "load-resume" });
      router.replace("/dashboard");
    }
  }, [resume.isError, router, t]);

  React.useEffect(() => {
    // The editing entry in session storage holds the resume being edited, as the preview's Edit button leaves it.
    if (resume.data) {
      try {
        window.sessionStorage.setItem(EDITING_KEY, JSON.stringify(resume.data));
      } catch {
        /* ignore */
      }
    }
  }, [resume.data]);

  if (!id || resume.isPending || resume.isError) {
    return (
      <div className="flex flex-col items-center justify-center gap-3 py-24 text-muted-foreground" role="status">
        <Spinner className="size-8 text-primary" />
        <p>{t("loading")}</p>
      </div>
    );
  }

  return <EditForm record={resume.data} refetch={resume.refetch} />;
}

function EditForm({ record, refetch }: { record: StoredResume; refetch: () => Promise<unknown> }) {
  const t = useTranslations("editor");
  const update = useUpdateResume();
  const [conflict, setConflict] = React.useState(false);
  const [formKey, setFormKey] = React.useState(0);
  const [serverErrors, setServerErrors] = React.useState<FormErrors>();
  const [chosenTemplate, setTemplate] = React.useState<TemplateStyle | null>(null);
  // Stable while the record is, so the live preview re-renders for the values alone.
  const printable = React.useCallback((values: ResumeFormValues) => edited(record, values), [record]);
  const template = chosenTemplate ?? record.template_style;
  const onSubmit = (values: ResumeFormValues) => {
    const next: StoredResume = { ...edited(record, values), template_style: template };
    toast.loading(t("updating"), { id: "update-resume" });
    update.mutate(next, {
      onSuccess: () => {
        toast.dismiss("update-resume");
        try {
          window.sessionStorage.removeItem(EDITING_KEY);
        } catch {
          /* ignore */
        }
        flashThenGo("success", t("updated"), `/preview/${record.id}`);
      },
      onError: (error) => {
        toast.dismiss("update-resume");
        if (error instanceof ApiError && error.status === 409) {
          setConflict(true);
          return;
        }
        setServerErrors(resumeFormErrors(error));
        toast.error(t("updateFailed"));
      },
    });
  };

  const reload = async () => {
    setConflict(false);
    await refetch();
    setFormKey((k) => k + 1);
  };

  const busy = update.isPending || update.isSuccess;

  return (
    <>
      {conflict ? (
        <div role="alert" className="mb-6 flex flex-col gap-3 rounded-xl border border-amber-500/40 bg-amber-500/10 p-4 sm:flex-row sm:items-center">
          <AlertTriangleIcon aria-hidden="true" className="size-5 shrink-0 text-amber-600 dark:text-amber-400" />
          <p className="flex-1 text-sm">{t("conflict")}</p>
          <Button variant="outline" size="sm" onClick={reload}>
            <RefreshCwIcon aria-hidden="true" />
            {t("reloadLatest")}
          </Button>
        </div>
      ) : null}
      <ResumeForm
        key={`${record.updated_at}-${formKey}`}
        mode="edit"
        template={template}
        onTemplate={setTemplate}
        printable={printable}
        aboutPages={(values, setDesign) => (
          <React.Suspense fallback={null}>
            <PageFit values={values} printable={printable} template={template} onDesign={setDesign} />
          </React.Suspense>
        )}
        tools={
          <OnDemand popup="dialog" preload={loadHistory} trigger={(props) => <HistoryTrigger {...props} />}>
            {/* A restore updates the cached resume, which re-keys the form with the restored values. */}
            <HistoryDialog record={record} trigger={<HistoryTrigger />} onRestored={() => setConflict(false)} />
          </OnDemand>
        }
        defaultValues={fromResumeData(record.resume_data)}
        busy={busy}
        serverErrors={serverErrors}
        onSubmit={onSubmit}
        actions={
          <>
            <Button variant="outline" asChild>
              <Link href={`/preview/${record.id}`}>{t("cancel")}</Link>
            </Button>
            <Button type="submit" size="lg" disabled={busy}>
              {busy ? <Spinner /> : <SaveIcon aria-hidden="true" />}
              {busy ? t("saving") : t("save")}
            </Button>
          </>
        }
      />
    </>
  );
}

export function BackToPreview() {
  const t = useTranslations("editor");
  const id = useRouteId("edit");
  return (
    <Button variant="ghost" size="sm" asChild className="-ms-3 mb-4 text-muted-foreground">
      <Link href={id ? `/preview/${id}` : "/dashboard"}>
        <ArrowLeftIcon aria-hidden="true" className="rtl:-scale-x-100" />
        {t("backToPreview")}
      </Link>
    </Button>
  );
}
