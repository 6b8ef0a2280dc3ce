"use client";

import * as React from "react";
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
import { showFieldErrors, useForm } from "@/lib/form";
import {
  SUPPORT_CATEGORIES,
  SUPPORT_FAILED,
  SUPPORT_SENT,
  validateSupport,
  useSendSupport,
  type SupportInput,
} from "../api/send-support";

const defaultValues: SupportInput = { category: "general", subject: "", message: "" };

export function SupportForm({ onSent, onCancel, idPrefix = "support" }: { onSent?: () => void; onCancel?: () => void; idPrefix?: string }) {
  const user = useUser();
  const send = useSendSupport();
  const form = useForm<SupportInput>({ defaultValues, validate: validateSupport });
  const { errors } = form;
  const id = (name: string) => `${idPrefix}-${name}`;

  const onSubmit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        toast.success(SUPPORT_SENT, { duration: 5000 });
        form.reset();
        onSent?.();
      },
      onError: (error) => {
        if (!showFieldErrors(form, error, ["subject", "message"])) toast.error(detailOr(error, SUPPORT_FAILED), errorReference(error));
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field>
          <Label htmlFor={id("name")}>Name</Label>
          <Input id={id("name")} value={user.name} readOnly />
        </Field>
        <Field>
          <Label htmlFor={id("email")}>Email</Label>
          <Input id={id("email")} type="email" value={user.email} readOnly />
        </Field>
      </div>
      <Field>
        <Label htmlFor={id("category")}>Category</Label>
        <NativeSelect id={id("category")} {...form.field("category")}>
          {SUPPORT_CATEGORIES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field>
        <Label htmlFor={id("subject")}>Subject</Label>
        <Input
          id={id("subject")}
          placeholder="Brief summary of your request"
          aria-invalid={!!errors.subject}
          aria-describedby={errors.subject ? id("subject-error") : undefined}
          {...form.field("subject")}
        />
        <FieldError id={id("subject-error")} message={errors.subject} />
      </Field>
      <Field>
        <Label htmlFor={id("message")}>Message</Label>
        <Textarea
          id={id("message")}
          rows={6}
          placeholder="Tell us what happened or what you need."
          aria-invalid={!!errors.message}
          aria-describedby={errors.message ? id("message-error") : undefined}
          {...form.field("message")}
        />
        <FieldError id={id("message-error")} message={errors.message} />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? <Spinner /> : <SendIcon aria-hidden="true" />}
          {send.isPending ? "Sending..." : "Send Request"}
        </Button>
      </div>
    </form>
  );
}
