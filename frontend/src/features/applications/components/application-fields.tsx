"use client";

import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { ArrowRightIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Field, FieldError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import type { Form } from "@/lib/form";
import type { CoverLetterSummary } from "@/lib/api/generated/zod.gen";
import { allCoverLettersQueryOptions } from "@/lib/resumes/cover-letters";
import { resumeListQueryOptions, useResumeTitle } from "@/lib/resumes/list";
import { formatDate } from "@/lib/utils";
import { STATUSES } from "../board";
import { LIMITS, type ApplicationFormValues } from "../form";

type TextName = "company" | "role" | "job_url" | "location" | "salary_note" | "next_step_date" | "next_step_note" | "job_description";

/** One labelled input of the application form, with the message for it (the form's or the server's). */
export function TextField({
  form,
  name,
  label,
  idPrefix,
  required = false,
  multiline = false,
  className,
  ...props
}: {
  form: Form<ApplicationFormValues>;
  name: TextName;
  label: string;
  idPrefix: string;
  required?: boolean;
  multiline?: boolean;
  className?: string;
} & Pick<React.ComponentProps<"input">, "type" | "placeholder" | "autoComplete" | "inputMode"> &
  Pick<React.ComponentProps<"textarea">, "rows">) {
  const id = `${idPrefix}-${name}`;
  const error = form.errors[name];
  const shared = {
    id,
    "aria-required": required || undefined,
    "aria-invalid": !!error,
    "aria-describedby": error ? `${id}-error` : undefined,
    maxLength: name in LIMITS ? LIMITS[name as keyof typeof LIMITS] : undefined,
    ...form.field(name),
  };
  return (
    <Field className={className}>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ms-0.5 text-destructive">
            *
          </span>
        ) : null}
      </Label>
      {multiline ? (
        <Textarea rows={props.rows ?? 6} placeholder={props.placeholder} className="max-h-96" {...shared} />
      ) : (
        <Input type={props.type} placeholder={props.placeholder} autoComplete={props.autoComplete ?? "off"} inputMode={props.inputMode} {...shared} />
      )}
      <FieldError id={`${id}-error`} message={error} />
    </Field>
  );
}

export function StatusField({ form, idPrefix }: { form: Form<ApplicationFormValues>; idPrefix: string }) {
  const t = useTranslations("applications");
  const id = `${idPrefix}-status`;
  const error = form.errors.status;
  return (
    <Field>
      <Label htmlFor={id}>{t("fields.status")}</Label>
      <NativeSelect id={id} aria-invalid={!!error} aria-describedby={error ? `${id}-error` : undefined} {...form.field("status")}>
        {STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`status.${s}`)}
          </option>
        ))}
      </NativeSelect>
      <FieldError id={`${id}-error`} message={error} />
    </Field>
  );
}

/**
 * The resume and the cover letter sent: the user's resumes, and every letter they have (a letter
 * is written from one resume but may go with a tailored copy of it). With a resume chosen, the
 * letters written from it come first. With `links`, each choice has a link that opens it.
 */
export function DocumentFields({ form, idPrefix, links = false }: { form: Form<ApplicationFormValues>; idPrefix: string; links?: boolean }) {
  const t = useTranslations("applications.fields");
  const locale = useLocale();
  const resumeTitle = useResumeTitle();
  const resumes = useQuery(resumeListQueryOptions());
  const letters = useQuery(allCoverLettersQueryOptions());
  const resumeId = form.values.resume_id;
  const letterId = form.values.cover_letter_id;
  const letter = letters.data?.find((l) => l.id === letterId);
  const resumeError = form.errors.resume_id;
  const letterError = form.errors.cover_letter_id;
  const resumeField = `${idPrefix}-resume_id`;
  const letterField = `${idPrefix}-cover_letter_id`;
  // A linked resume or letter the lists do not hold (yet): kept as a choice, so the select shows it.
  const unlistedResume = resumeId && !resumes.data?.some((r) => r.id === resumeId);
  const unlistedLetter = letterId && !letter;
  const fromResume = letters.data?.filter((l) => resumeId && l.resume_id === resumeId) ?? [];
  const others = letters.data?.filter((l) => !resumeId || l.resume_id !== resumeId) ?? [];
  const letterOption = (l: CoverLetterSummary) => (
    <option key={l.id} value={l.id}>
      {t("document", { title: l.company_name, date: formatDate(l.created_at, locale) })}
    </option>
  );

  return (
    <>
      <Field>
        <Label htmlFor={resumeField}>{t("resume")}</Label>
        <NativeSelect
          id={resumeField}
          aria-invalid={!!resumeError}
          aria-describedby={resumeError ? `${resumeField}-error` : undefined}
          {...form.field("resume_id")}
        >
          <option value="">{t("none")}</option>
          {unlistedResume ? <option value={resumeId}>{resumes.isPending ? t("loading") : t("resumeGone")}</option> : null}
          {resumes.data?.map((r) => (
            <option key={r.id} value={r.id}>
              {t("document", { title: resumeTitle(r), date: formatDate(r.created_at, locale) })}
            </option>
          ))}
        </NativeSelect>
        <FieldError id={`${resumeField}-error`} message={resumeError} />
        {links && resumeId ? <OpenLink href={`/preview/${encodeURIComponent(resumeId)}`}>{t("openResume")}</OpenLink> : null}
      </Field>
      <Field>
        <Label htmlFor={letterField}>{t("coverLetter")}</Label>
        <NativeSelect
          id={letterField}
          {...form.field("cover_letter_id")}
          aria-invalid={!!letterError}
          aria-describedby={letterError ? `${letterField}-error` : undefined}
        >
          <option value="">{t("none")}</option>
          {unlistedLetter ? <option value={letterId}>{letters.isPending ? t("loading") : t("letterGone")}</option> : null}
          {fromResume.length > 0 && others.length > 0 ? (
            <>
              <optgroup label={t("fromThisResume")}>{fromResume.map(letterOption)}</optgroup>
              <optgroup label={t("otherLetters")}>{others.map(letterOption)}</optgroup>
            </>
          ) : (
            [...fromResume, ...others].map(letterOption)
          )}
        </NativeSelect>
        <FieldError id={`${letterField}-error`} message={letterError} />
        {letters.data?.length === 0 ? <p className="text-xs text-muted-foreground">{t("noLetters")}</p> : null}
        {links && letter ? (
          <OpenLink href={`/cover-letter/${encodeURIComponent(letter.resume_id)}?letter=${encodeURIComponent(letter.id)}`}>{t("openLetter")}</OpenLink>
        ) : null}
      </Field>
    </>
  );
}

/** A link to a document, opened in this tab (a full page load, as every dynamic route is). */
function OpenLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a href={href} className="inline-flex items-center gap-1 justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline">
      {children}
      <ArrowRightIcon aria-hidden="true" className="size-3.5 rtl:-scale-x-100" />
    </a>
  );
}
