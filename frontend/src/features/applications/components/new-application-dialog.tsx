"use client";

import * as React from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { chooseErrorMessage, errorReference } from "@/lib/api/errors";
import type { Application } from "@/lib/api/generated/zod.gen";
import { showFieldErrors, useForm } from "@/lib/form";
import { toast } from "@/lib/toast";
import { useCreateApplication } from "../api/applications";
import { EMPTY_FORM, FORM_FIELDS, fieldsOf, useValidateApplication, type ApplicationFormValues } from "../form";
import { DocumentFields, StatusField, TextField } from "./application-fields";

/**
 * "New application": every field of an application, `initial` filled in (what a tailored copy or
 * a letter knows). A 422's problems show under their fields. Loaded on first use; it mounts opened.
 */
export function NewApplicationDialog({
  trigger,
  initial,
  title,
  onCreated,
}: {
  trigger: React.ReactElement;
  initial?: Partial<ApplicationFormValues>;
  title?: string;
  onCreated?: (application: Application) => void;
}) {
  const t = useTranslations("applications");
  const [open, setOpen] = React.useState(true);
  const defaultValues = React.useMemo(() => ({ ...EMPTY_FORM, ...initial }), [initial]);
  const form = useForm<ApplicationFormValues>({ defaultValues, validate: useValidateApplication() });
  const heading = title ?? t("new.title");
  const create = useCreateApplication();

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(fieldsOf(values), {
      onSuccess: (application) => {
        toast.success(t("new.added"));
        setOpen(false);
        form.reset();
        onCreated?.(application);
      },
      onError: (error) => {
        if (showFieldErrors(form, error, FORM_FIELDS)) return;
        toast.error(chooseErrorMessage(error, t("saveFailed")), errorReference(error));
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{heading}</DialogTitle>
          <DialogDescription>{t("new.description")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label={heading}>
          <TextField form={form} idPrefix="new" name="company" label={t("page.company")} required placeholder={t("new.companyPlaceholder")} autoComplete="organization" />
          <TextField form={form} idPrefix="new" name="role" label={t("page.role")} required placeholder={t("new.rolePlaceholder")} />
          <StatusField form={form} idPrefix="new" />
          <TextField form={form} idPrefix="new" name="job_url" label={t("page.jobUrl")} type="url" inputMode="url" placeholder="https://" />
          <TextField form={form} idPrefix="new" name="location" label={t("page.location")} placeholder={t("new.locationPlaceholder")} />
          <TextField form={form} idPrefix="new" name="salary_note" label={t("page.salary")} placeholder={t("new.salaryPlaceholder")} />
          <TextField form={form} idPrefix="new" name="next_step_date" label={t("new.nextStepOn")} type="date" />
          <TextField form={form} idPrefix="new" name="next_step_note" label={t("new.nextStep")} placeholder={t("page.whatToDoPlaceholder")} />
          <DocumentFields form={form} idPrefix="new" />
          <TextField
            form={form}
            idPrefix="new"
            name="job_description"
            label={t("page.jobDescription")}
            multiline
            rows={5}
            placeholder={t("page.jobDescriptionPlaceholder")}
            className="sm:col-span-2"
          />
          <DialogFooter className="sm:col-span-2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t("new.cancel")}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? <Spinner /> : null}
              {t("new.save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
