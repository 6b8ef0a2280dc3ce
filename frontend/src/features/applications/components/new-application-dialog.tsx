"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { chooseErrorMessage, errorReference } from "@/lib/api/errors";
import type { Application } from "@/lib/api/generated/zod.gen";
import { showFieldErrors, useForm } from "@/lib/form";
import { toast } from "@/lib/toast";
import { SAVE_FAILED, useCreateApplication } from "../api/applications";
import { EMPTY_FORM, FORM_FIELDS, fieldsOf, validateApplication, type ApplicationFormValues } from "../form";
import { DocumentFields, StatusField, TextField } from "./application-fields";

/**
 * "New application": every field of an application, `initial` filled in (what a tailored copy or
 * a letter knows). A 422's problems show under their fields. Loaded on first use; it mounts opened.
 */
export function NewApplicationDialog({
  trigger,
  initial,
  title = "New application",
  onCreated,
}: {
  trigger: React.ReactElement;
  initial?: Partial<ApplicationFormValues>;
  title?: string;
  onCreated?: (application: Application) => void;
}) {
  const [open, setOpen] = React.useState(true);
  const defaultValues = React.useMemo(() => ({ ...EMPTY_FORM, ...initial }), [initial]);
  const form = useForm<ApplicationFormValues>({ defaultValues, validate: validateApplication });
  const create = useCreateApplication();

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(fieldsOf(values), {
      onSuccess: (application) => {
        toast.success("Application added");
        setOpen(false);
        form.reset();
        onCreated?.(application);
      },
      onError: (error) => {
        if (showFieldErrors(form, error, FORM_FIELDS)) return;
        toast.error(chooseErrorMessage(error, SAVE_FAILED), errorReference(error));
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Only the company and the role are needed; add the rest now or later.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label={title}>
          <TextField form={form} idPrefix="new" name="company" label="Company" required placeholder="e.g. Acme Corp" autoComplete="organization" />
          <TextField form={form} idPrefix="new" name="role" label="Role" required placeholder="e.g. Product Designer" />
          <StatusField form={form} idPrefix="new" />
          <TextField form={form} idPrefix="new" name="job_url" label="Job link" type="url" inputMode="url" placeholder="https://" />
          <TextField form={form} idPrefix="new" name="location" label="Location" placeholder="e.g. Remote, Berlin" />
          <TextField form={form} idPrefix="new" name="salary_note" label="Salary" placeholder="e.g. 80–90k" />
          <TextField form={form} idPrefix="new" name="next_step_date" label="Next step on" type="date" />
          <TextField form={form} idPrefix="new" name="next_step_note" label="Next step" placeholder="e.g. Follow up with the recruiter" />
          <DocumentFields form={form} idPrefix="new" />
          <TextField form={form} idPrefix="new" name="job_description" label="Job description" multiline rows={5} placeholder="Paste the job posting" className="sm:col-span-2" />
          <DialogFooter className="sm:col-span-2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? <Spinner /> : null}
              Save application
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
