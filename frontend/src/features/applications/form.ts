import * as React from "react";
import { useTranslations } from "next-intl";
import type { ApplicationFields, ApplicationStatus } from "@/lib/api/generated/types.gen";
import type { Application } from "@/lib/api/generated/zod.gen";
import { requireText } from "@/lib/form";

/** An application's fields as the form holds them: text everywhere, "" for none. */
export interface ApplicationFormValues {
  company: string;
  role: string;
  status: ApplicationStatus;
  job_url: string;
  location: string;
  salary_note: string;
  next_step_date: string;
  next_step_note: string;
  job_description: string;
  resume_id: string;
  cover_letter_id: string;
}

/** The form's fields: each 422 problem at one of them shows under it. */
export const FORM_FIELDS = [
  "company",
  "role",
  "status",
  "job_url",
  "location",
  "salary_note",
  "next_step_date",
  "next_step_note",
  "job_description",
  "resume_id",
  "cover_letter_id",
] as const satisfies ReadonlyArray<keyof ApplicationFormValues>;

/** The server's limits (docs/api.md), kept by the inputs. */
export const LIMITS = {
  company: 200,
  role: 200,
  location: 200,
  salary_note: 200,
  job_url: 2048,
  next_step_note: 500,
  job_description: 20_000,
} as const;

export const EMPTY_FORM: ApplicationFormValues = {
  company: "",
  role: "",
  status: "saved",
  job_url: "",
  location: "",
  salary_note: "",
  next_step_date: "",
  next_step_note: "",
  job_description: "",
  resume_id: "",
  cover_letter_id: "",
};

/** The two required fields, each with its message (in English the server's own). */
export const validateApplication = (messages: { company: string; role: string }) => requireText<ApplicationFormValues>(messages);

/** `validateApplication` with the catalog's messages. */
export function useValidateApplication() {
  const t = useTranslations("applications.new");
  return React.useMemo(() => validateApplication({ company: t("companyRequired"), role: t("roleRequired") }), [t]);
}

export function formValuesOf(application: Application): ApplicationFormValues {
  return {
    company: application.company,
    role: application.role,
    status: application.status,
    job_url: application.job_url,
    location: application.location,
    salary_note: application.salary_note,
    next_step_date: application.next_step_date ?? "",
    next_step_note: application.next_step_note,
    job_description: application.job_description,
    resume_id: application.resume_id ?? "",
    cover_letter_id: application.cover_letter_id ?? "",
  };
}

/**
 * The body of a create or an edit: every field, an empty date or link as `null` (the server
 * clears it), text as typed (the server trims it).
 */
export function fieldsOf(values: ApplicationFormValues): ApplicationFields {
  return {
    ...values,
    next_step_date: values.next_step_date || null,
    resume_id: values.resume_id || null,
    cover_letter_id: values.cover_letter_id || null,
  };
}

/**
 * The body of a save on the application's page: every field but the status, which that page
 * saves as soon as it is chosen (a save of the other fields must not put back an older one).
 */
export function editedFields(values: ApplicationFormValues): ApplicationFields {
  const fields = fieldsOf(values);
  delete fields.status;
  return fields;
}
