"use client";

import * as React from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/lib/toast";
import { SendIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field, FieldError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { detailOr, errorReference } from "@/lib/api/errors";
import { useUser } from "@/lib/auth/session";
import { requireText, showFieldErrors, useForm } from "@/lib/form";
import { SUPPORT_CATEGORIES, useSendSupport, type SupportInput } from "../api/send-support";

const defaultValues: SupportInput = { category: "general", subject: "", message: "" };

export function SupportForm({ onSent, onCancel, idPrefix = "support" }: { onSent?: () => void; onCancel?: () => void; idPrefix?: string }) {
  const user = useUser();
  const send = useSendSupport();
  const t = useTranslations("support.form");
  // Subject and message are required; whitespace alone counts as empty.
  const validate = React.useMemo(() => requireText<SupportInput>({ subject: t("subjectRequired"), message: t("messageRequired") }), [t]);
  const form = useForm<SupportInput>({ defaultValues, validate });
  const { errors } = form;
  const id = (name: string) => `${idPrefix}-${name}`;

  const onSubmit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        toast.success(t("sent"), { duration: 5000 });
        form.reset();
        onSent?.();
      },
      onError: (error) => {
        if (!showFieldErrors(form, error, ["subject", "message"])) toast.error(detailOr(error, t("failed")), errorReference(error));
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field>
          <Label htmlFor={id("name")}>{t("name")}</Label>
          <Input id={id("name")} value={user.name} readOnly />
        </Field>
        <Field>
          <Label htmlFor={id("email")}>{t("email")}</Label>
          <Input id={id("email")} type="email" value={user.email} readOnly />
        </Field>
      </div>
      <Field>
        <Label htmlFor={id("category")}>{t("category")}</Label>
        <NativeSelect id={id("category")} {...form.field("category")}>
          {SUPPORT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`categories.${category}`)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field>
        <Label htmlFor={id("subject")}>{t("subject")}</Label>
        <Input
          id={id("subject")}
          placeholder={t("subjectPlaceholder")}
          aria-invalid={!!errors.subject}
          aria-describedby={errors.subject ? id("subject-error") : undefined}
          {...form.field("subject")}
        />
        <FieldError id={id("subject-error")} message={errors.subject} />
      </Field>
      <Field>
        <Label htmlFor={id("message")}>{t("message")}</Label>
        <Textarea
          id={id("message")}
          rows={6}
          placeholder={t("messagePlaceholder")}
          aria-invalid={!!errors.message}
          aria-describedby={errors.message ? id("message-error") : undefined}
          {...form.field("message")}
        />
        <FieldError id={id("message-error")} message={errors.message} />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            {t("cancel")}
          </Button>
        ) : null}
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? <Spinner /> : <SendIcon aria-hidden="true" />}
          {send.isPending ? t("sending") : t("send")}
        </Button>
      </div>
    </form>
  );
}
