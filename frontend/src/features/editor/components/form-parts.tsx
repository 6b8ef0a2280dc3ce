"use client";

import * as React from "react";
import { useTranslations } from "next-intl";
import { ArrowDownIcon, ArrowUpIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, FieldError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { getAt, type Form, type Path } from "@/lib/form";
import type { ResumeFormValues } from "../resume-form-schema";

type FieldOptions = { type?: string; placeholder?: string; autoComplete?: string; className?: string; required?: boolean };

/**
 * Labelled inputs and textareas bound to the resume form, with their messages. A field is marked
 * required when `required` says so, or else when the form marks every field (create).
 */
export function fieldMakers(form: Form<ResumeFormValues>, markAll: boolean) {
  const control = (name: Path<ResumeFormValues>, label: string, opts: FieldOptions, input: (props: object) => React.ReactNode) => {
    const id = `f-${name.replaceAll(".", "-")}`;
    const message = form.errors[name];
    const required = opts.required ?? markAll;
    return (
      <Field className={opts.className}>
        <Label htmlFor={id}>
          {label}
          {required ? <RequiredMark /> : null}
        </Label>
        {input({
          id,
          placeholder: opts.placeholder,
          "aria-invalid": !!message,
          "aria-describedby": message ? `${id}-error` : undefined,
          "aria-required": required || undefined,
          ...form.field(name),
        })}
        <FieldError id={`${id}-error`} message={message} />
      </Field>
    );
  };
  return {
    text: (name: Path<ResumeFormValues>, label: string, opts: FieldOptions = {}) =>
      control(name, label, opts, (props) => <Input type={opts.type ?? "text"} autoComplete={opts.autoComplete} {...props} />),
    area: (name: Path<ResumeFormValues>, label: string, rows: number, opts: FieldOptions = {}) =>
      control(name, label, opts, (props) => <Textarea rows={rows} {...props} />),
    /** A checkbox for a yes-or-no of an entry ("Start on a new page"); absent reads as no. */
    check: (name: Path<ResumeFormValues>, label: string) => {
      const id = `f-${name.replaceAll(".", "-")}`;
      return (
        <div className="flex items-center gap-2">
          <input
            id={id}
            type="checkbox"
            className="size-4 accent-primary"
            checked={getAt(form.values, name) === true}
            onChange={(e) => form.setValue(name, e.target.checked as never)}
          />
          <Label htmlFor={id} className="font-normal">
            {label}
          </Label>
        </div>
      );
    },
  };
}

function RequiredMark() {
  return (
    <span aria-hidden="true" className="ms-0.5 text-destructive">
      *
    </span>
  );
}

export function Section({
  icon,
  title,
  description,
  action,
  children,
  ...props
}: {
  icon: React.ReactNode;
  title: React.ReactNode;
  description?: string;
  /** A control beside the title (remove the section). */
  action?: React.ReactNode;
  children: React.ReactNode;
} & React.ComponentProps<"div">) {
  return (
    <Card {...props}>
      <CardHeader className="flex-row items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground [&_svg]:size-4.5">
          {icon}
        </span>
        <div className="grid min-w-0 flex-1 gap-1">
          <CardTitle>{title}</CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        {action}
      </CardHeader>
      <CardContent className="flex flex-col gap-5">{children}</CardContent>
    </Card>
  );
}

/** Tells screen-reader users what a move did, through the form's polite live region. */
export const AnnounceContext = React.createContext<(message: string) => void>(() => {});

/** The polite live region and the function that speaks through it. */
export function useAnnouncer() {
  const [message, setMessage] = React.useState("");
  const region = (
    <p aria-live="polite" role="status" className="sr-only" data-testid="announcer">
      {message}
    </p>
  );
  return { announce: setMessage, region };
}

/** Moving an entry within its list: where it is and how to move it. */
export interface EntryMoves {
  /** Stable across moves (the list key), so focus can follow the entry. */
  id: string;
  index: number;
  count: number;
  move: (from: number, to: number) => void;
}

export function Entry({
  title,
  onRemove,
  moves,
  children,
}: {
  title: string;
  onRemove?: () => void;
  moves?: EntryMoves;
  children: React.ReactNode;
}) {
  const t = useTranslations("editor.entries");
  return (
    <fieldset className="grid gap-5 rounded-lg border bg-muted/30 p-4 sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <legend className="float-start text-sm font-semibold text-muted-foreground">{title}</legend>
        <div className="flex items-center gap-1">
          {moves && moves.count > 1 ? <MoveButtons name={title} id={moves.id} index={moves.index} count={moves.count} move={moves.move} /> : null}
          {onRemove ? (
            <Button variant="ghost" size="sm" onClick={onRemove} className="text-destructive hover:bg-destructive/10 hover:text-destructive" aria-label={t("removeNamed", { name: title })}>
              <Trash2Icon aria-hidden="true" />
              {t("remove")}
            </Button>
          ) : null}
        </div>
      </div>
      {children}
    </fieldset>
  );
}

/**
 * "Move X up" and "Move X down". Moving re-renders the list, so focus is put back on the button
 * of the moved item (or its other button once it reaches an end), found by `data-move`.
 */
export function MoveButtons({
  name,
  index,
  count,
  move,
  id,
}: {
  name: string;
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  id: string;
}) {
  const t = useTranslations("editor.entries");
  const announce = React.useContext(AnnounceContext);
  const tag = id;
  const go = (to: number, dir: "up" | "down") => {
    move(index, to);
    announce(t(dir === "up" ? "movedUp" : "movedDown", { name, position: to + 1, count }));
    requestAnimationFrame(() => {
      const other = dir === "up" ? "down" : "up";
      const button =
        document.querySelector<HTMLButtonElement>(`[data-move="${CSS.escape(`${tag}:${dir}`)}"]:not(:disabled)`) ??
        document.querySelector<HTMLButtonElement>(`[data-move="${CSS.escape(`${tag}:${other}`)}"]`);
      button?.focus();
    });
  };
  return (
    <>
      <Button variant="ghost" size="icon-sm" aria-label={t("moveUp", { name })} data-move={`${tag}:up`} disabled={index === 0} onClick={() => go(index - 1, "up")}>
        <ArrowUpIcon aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={t("moveDown", { name })}
        data-move={`${tag}:down`}
        disabled={index === count - 1}
        onClick={() => go(index + 1, "down")}
      >
        <ArrowDownIcon aria-hidden="true" />
      </Button>
    </>
  );
}
