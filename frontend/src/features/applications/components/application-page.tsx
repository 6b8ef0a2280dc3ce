"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { GaugeIcon, SaveIcon, Trash2Icon, WandSparklesIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { BackLink } from "@/components/layout/page";
import { OnDemand } from "@/components/layout/on-demand";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { PlainButton } from "@/components/ui/plain-button";
import { Spinner } from "@/components/ui/spinner";
import { chooseErrorMessage, errorReference } from "@/lib/api/errors";
import type { Application } from "@/lib/api/generated/zod.gen";
import { showFieldErrors, useForm } from "@/lib/form";
import { useRouteId } from "@/lib/route-id";
import { toast } from "@/lib/toast";
import { formatDate } from "@/lib/utils";
import { useApplication, useUpdateApplication } from "../api/applications";
import { STATUSES, isStatus } from "../board";
import { FORM_FIELDS, editedFields, formValuesOf, useValidateApplication, type ApplicationFormValues } from "../form";
import { DocumentFields, TextField } from "./application-fields";
import { AddToCalendarButton } from "./calendar-button";
import { StatusTimeline } from "./status-timeline";

const loadDelete = () => import("./delete-application-dialog");
const DeleteApplicationDialog = React.lazy(() => loadDelete().then((m) => ({ default: m.DeleteApplicationDialog })));
const loadTailor = () => import("./tailor-dialog");
const TailorDialog = React.lazy(() => loadTailor().then((m) => ({ default: m.TailorDialog })));

/** /applications/<id>: the application's fields, status and its history, documents, delete. */
export function ApplicationPage() {
  const id = useRouteId("applications");
  const t = useTranslations("applications");
  const router = useRouter();
  const application = useApplication(id);

  React.useEffect(() => {
    if (application.isError) {
      toast.error(chooseErrorMessage(application.error, t("loadFailed")), { id: "load-application" });
      router.replace("/applications");
    }
  }, [application.isError, application.error, router, t]);

  if (!application.data) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 py-24 text-muted-foreground" role="status">
        <Spinner className="size-8 text-primary" />
        <p>{t("page.loading")}</p>
      </div>
    );
  }
  return <ApplicationEditor key={application.data.id} application={application.data} />;
}

function ApplicationEditor({ application }: { application: Application }) {
  const t = useTranslations("applications");
  const locale = useLocale();
  const form = useForm<ApplicationFormValues>({ defaultValues: formValuesOf(application), validate: useValidateApplication() });
  const update = useUpdateApplication();
  const status = useUpdateApplication();

  const onSubmit = form.handleSubmit((values) => {
    // Named as read: an edit made elsewhere since (another tab, the board) is a 409, not overwritten.
    update.mutate(
      { id: application.id, fields: { ...editedFields(values), updated_at: application.updated_at } },
      {
        onSuccess: (saved) => {
          form.reset(formValuesOf(saved));
          toast.success(t("page.saved"));
        },
        onError: (error) => {
          if (showFieldErrors(form, error, FORM_FIELDS)) return;
          toast.error(chooseErrorMessage(error, t("saveFailed")), errorReference(error));
        },
      },
    );
  });

  const onStatus = (value: string) => {
    if (!isStatus(value) || value === application.status) return;
    status.mutate(
      { id: application.id, fields: { status: value } },
      {
        onSuccess: () => toast.success(t("page.movedTo", { status: t(`status.${value}`) })),
        onError: (error) => toast.error(chooseErrorMessage(error, t("saveFailed")), errorReference(error)),
      },
    );
  };

  const jobDescription = application.job_description.trim();

  return (
    <>
      <BackLink href="/applications">{t("page.back")}</BackLink>
      <div className="mb-8 min-w-0">
        <h1 className="truncate text-2xl font-semibold tracking-tight sm:text-3xl">{application.company}</h1>
        <p className="mt-1.5 text-muted-foreground">{t("page.subtitle", { role: application.role, date: formatDate(application.created_at, locale) })}</p>
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-label={t("page.details")}>
          <Card>
            <CardHeader>
              <CardTitle>{t("page.job")}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4 sm:grid-cols-2">
              <TextField form={form} idPrefix="app" name="company" label={t("page.company")} required autoComplete="organization" />
              <TextField form={form} idPrefix="app" name="role" label={t("page.role")} required />
              <TextField form={form} idPrefix="app" name="job_url" label={t("page.jobUrl")} type="url" inputMode="url" placeholder="https://" className="sm:col-span-2" />
              <TextField form={form} idPrefix="app" name="location" label={t("page.location")} />
              <TextField form={form} idPrefix="app" name="salary_note" label={t("page.salary")} />
              <TextField
                form={form}
                idPrefix="app"
                name="job_description"
                label={t("page.jobDescription")}
                multiline
                rows={8}
                placeholder={t("page.jobDescriptionPlaceholder")}
                className="sm:col-span-2"
              />
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>{t("page.nextStep")}</CardTitle>
              <CardDescription>{t("page.nextStepDescription")}</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
              <TextField form={form} idPrefix="app" name="next_step_date" label={t("page.date")} type="date" />
              <TextField form={form} idPrefix="app" name="next_step_note" label={t("page.whatToDo")} placeholder={t("page.whatToDoPlaceholder")} />
              {application.next_step_date ? (
                <div className="sm:col-span-2">
                  <AddToCalendarButton applicationId={application.id} />
                </div>
              ) : null}
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>{t("page.sent")}</CardTitle>
              <CardDescription>{t("page.sentDescription")}</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4">
              <div className="grid gap-4 sm:grid-cols-2">
                <DocumentFields form={form} idPrefix="app" links />
              </div>
              <AtsScore score={application.ats_score} />
              <div className="flex flex-col items-start gap-2 border-t pt-4">
                <OnDemand popup="dialog" preload={loadTailor} trigger={(props) => <TailorTrigger disabled={!jobDescription} {...props} />}>
                  <TailorDialog
                    application={application}
                    trigger={<TailorTrigger disabled={!jobDescription} />}
                    onLinked={(saved) => {
                      form.setValue("resume_id", saved.resume_id ?? "");
                      form.setValue("cover_letter_id", saved.cover_letter_id ?? "");
                    }}
                  />
                </OnDemand>
                <p className="text-xs text-muted-foreground">
                  {jobDescription ? t("page.tailorHint") : t("page.tailorNeedsJob")}
                </p>
              </div>
            </CardContent>
          </Card>

          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
            <OnDemand popup="dialog" preload={loadDelete} trigger={(props) => <DeleteTrigger {...props} />}>
              <DeleteApplicationDialog id={application.id} company={application.company} trigger={<DeleteTrigger />} />
            </OnDemand>
            <Button type="submit" size="lg" disabled={update.isPending} className="w-full sm:w-auto">
              {update.isPending ? <Spinner /> : <SaveIcon aria-hidden="true" />}
              {t("page.save")}
            </Button>
          </div>
        </form>

        <aside className="order-first grid gap-6 lg:order-none" aria-label={t("page.status")}>
          <Card>
            <CardHeader>
              <CardTitle>{t("page.status")}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-5">
              <div className="grid gap-2">
                <Label htmlFor="app-status">{t("page.whereItStands")}</Label>
                <NativeSelect id="app-status" value={application.status} onChange={(e) => onStatus(e.target.value)} disabled={status.isPending}>
                  {STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {t(`status.${s}`)}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <StatusTimeline history={application.status_history} />
            </CardContent>
          </Card>
        </aside>
      </div>
    </>
  );
}

function AtsScore({ score }: { score: number | null | undefined }) {
  const t = useTranslations("applications.page");
  if (score == null) {
    return <p className="text-sm text-muted-foreground">{t("noScore")}</p>;
  }
  return (
    <div className="flex items-center gap-3" data-testid="application-ats">
      <GaugeIcon aria-hidden="true" className="size-5 text-primary" />
      <p className="text-sm">
        {t.rich("score", {
          score,
          strong: (chunks) => <span className="text-lg font-semibold tabular-nums">{chunks}</span>,
          muted: (chunks) => <span className="text-muted-foreground">{chunks}</span>,
        })}
      </p>
      <div
        role="meter"
        aria-label={t("scoreLabel")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        className="h-2 max-w-40 flex-1 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${score}%` }} />
      </div>
    </div>
  );
}

/** Also the tailoring dialog's trigger (Radix adds its props). */
function TailorTrigger(props: React.ComponentProps<"button">) {
  const t = useTranslations("applications.page");
  return (
    <PlainButton variant="outline" {...props}>
      <WandSparklesIcon aria-hidden="true" />
      {t("tailor")}
    </PlainButton>
  );
}

/** Also the confirmation's trigger (Radix adds its props). */
function DeleteTrigger(props: React.ComponentProps<"button">) {
  const t = useTranslations("applications.page");
  return (
    <PlainButton variant="ghost" className="text-destructive hover:bg-destructive/10 hover:text-destructive" {...props}>
      <Trash2Icon aria-hidden="true" />
      {t("delete")}
    </PlainButton>
  );
}
