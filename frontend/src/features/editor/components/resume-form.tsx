"use client";

import * as React from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/lib/toast";
import { BriefcaseIcon, GraduationCapIcon, PlusIcon, Redo2Icon, SparklesIcon, Trash2Icon, Undo2Icon, UserIcon, WrenchIcon, AwardIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field, FieldError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useForm, type Form, type FormErrors, type Path } from "@/lib/form";
import { MemoBy, useStableExcept } from "@/lib/memo-by";
import { cn } from "@/lib/utils";
import {
  EXPERIENCE_LEVELS,
  emptyEducation,
  emptyWork,
  validateResumeForm,
  type ResumeFormValues,
} from "../resume-form-schema";
import { PhotoPicker } from "./photo-picker";
import { AnnounceContext, Entry, Section, fieldMakers, useAnnouncer } from "./form-parts";
import type { Design } from "@/lib/api/generated/zod.gen";
import type { TemplateStyle } from "@/lib/resumes/templates";
import type { Printable } from "./live-preview";

// The added sections and the outline load just after the spec's cards, outside the first-load
// JavaScript of /create and /edit.
const loadSectionsEditor = () => import("./sections-editor");
const LinksCard = React.lazy(() => loadSectionsEditor().then((m) => ({ default: m.LinksCard })));
const AddedSectionCards = React.lazy(() => loadSectionsEditor().then((m) => ({ default: m.AddedSectionCards })));
const SectionLayout = React.lazy(() => loadSectionsEditor().then((m) => ({ default: m.SectionLayout })));
// The design controls and the live page carry the renderer's catalog and fonts: loaded beside the
// form, not before it.
const DesignCard = React.lazy(() => import("./design-card").then((m) => ({ default: m.DesignCard })));
const LivePreview = React.lazy(() => import("./live-preview").then((m) => ({ default: m.LivePreview })));

type Mode = "create" | "edit";

/**
 * The resume form of /create and /edit. Create: every card, required markers, add/remove entries
 * (never the last). Edit: the same fields, entries edited but not added or removed, no markers.
 * Both: entries move up and down, and the added sections (links, projects, custom ones...) with
 * the outline that orders and hides sections.
 */
export function ResumeForm({
  mode,
  defaultValues,
  onSubmit,
  actions,
  busy,
  serverErrors,
  template,
  onTemplate,
  printable,
  tools,
  aboutPages,
}: {
  mode: Mode;
  defaultValues: ResumeFormValues;
  onSubmit: (values: ResumeFormValues) => void;
  actions: React.ReactNode;
  busy: boolean;
  /** What the server refused in the values last sent (`resumeFormErrors`), shown at the fields. */
  serverErrors?: FormErrors;
  /** The template the live preview draws in. */
  template: TemplateStyle;
  /** Changing the template from the design card (the editor of a saved resume). */
  onTemplate?: (template: TemplateStyle) => void;
  /** What the values print; the live preview shows it beside the form. */
  printable: Printable;
  /** More buttons in the bar above the form (the editor's History). */
  tools?: React.ReactNode;
  /**
   * Above the live page: what follows the values as typed and may set the design in one undo step
   * (the editor's page count and "Fit to 1 page").
   */
  aboutPages?: (values: ResumeFormValues, setDesign: (design: Design) => void) => React.ReactNode;
}) {
  const t = useTranslations("editor");
  const tv = useTranslations("editor.validation");
  const validate = React.useCallback((values: ResumeFormValues) => validateResumeForm(values, tv), [tv]);
  const form = useForm({ defaultValues, validate });
  const { setServerErrors } = form;
  const formElement = React.useRef<HTMLFormElement>(null);
  React.useEffect(() => {
    if (!serverErrors) return;
    setServerErrors(serverErrors);
    requestAnimationFrame(() => formElement.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
  }, [serverErrors, setServerErrors]);
  const work = form.list("work_experience");
  const education = form.list("education");
  const skills = form.list("skills");
  const certs = form.list("certifications");
  const creating = mode === "create";

  const fields = fieldMakers(form, creating);
  const { text, area: textArea, check } = fields;
  const area = (name: Path<ResumeFormValues>, label: string, rows: number, placeholder?: string) => textArea(name, label, rows, { placeholder });
  useUndoKeys(formElement, form.undo, form.redo);
  const { announce, region } = useAnnouncer();
  // Each card below renders again only when what it shows changes: a design change, or typing
  // in another card, leaves it alone (the live page's budget is one frame on a slow phone).
  const v = form.values;
  const errors = JSON.stringify(form.errors);
  const content = useStableExcept(v, ["design"]);
  // On a phone the form and the page take turns; side by side from `lg` up.
  const [showing, setShowing] = React.useState<"form" | "preview">("form");
  const entryMoves = (list: { keys: number[]; move: (from: number, to: number) => void }, path: string, index: number) => ({
    id: `${path}:${list.keys[index]}`,
    index,
    count: list.keys.length,
    move: list.move,
  });

  return (
    <AnnounceContext.Provider value={announce}>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={form.undo} disabled={!form.canUndo} title={t("toolbar.undoShortcut")}>
          <Undo2Icon aria-hidden="true" />
          {t("toolbar.undo")}
        </Button>
        <Button variant="outline" size="sm" onClick={form.redo} disabled={!form.canRedo} title={t("toolbar.redoShortcut")}>
          <Redo2Icon aria-hidden="true" />
          {t("toolbar.redo")}
        </Button>
        <div className="ms-auto flex items-center gap-2">{tools}</div>
      </div>
      <div role="group" aria-label={t("toolbar.show")} className="mb-4 grid grid-cols-2 rounded-lg bg-muted p-1 lg:hidden">
        {(["form", "preview"] as const).map((view) => (
          <button
            key={view}
            type="button"
            aria-pressed={showing === view}
            onClick={() => setShowing(view)}
            className="rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-sm"
          >
            {view === "form" ? t("toolbar.form") : t("toolbar.preview")}
          </button>
        ))}
      </div>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
      <form
        ref={formElement}
        noValidate
        onSubmit={form.handleSubmit(onSubmit)}
        className={cn("grid gap-6", showing === "preview" && "max-lg:hidden")}
      >
        {region}
        <MemoBy deps={[v.profile_photo, v.name, v.email, v.phone, v.location, errors, creating]}>{() => (
        <Section icon={<UserIcon aria-hidden="true" />} title={t("cards.personal")} description={t("cards.personalText")}>
          <PhotoPicker
            value={form.values.profile_photo}
            onChange={(photo) => form.setValue("profile_photo", photo)}
            onError={(m) => toast.error(m)}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            {text("name", t("fields.fullName"), { placeholder: t("placeholders.name"), autoComplete: "name" })}
            {text("email", t("fields.email"), { type: "email", placeholder: t("placeholders.email"), autoComplete: "email" })}
            {text("phone", t("fields.phone"), { type: "tel", placeholder: t("placeholders.phone"), autoComplete: "tel" })}
            {text("location", t("fields.location"), { placeholder: t("placeholders.location"), autoComplete: "address-level2" })}
          </div>
        </Section>
        )}</MemoBy>

        <MemoBy deps={[content, errors, creating]}>{() => (
          <React.Suspense fallback={null}>
            <LinksCard form={form} fields={fields} />
          </React.Suspense>
        )}</MemoBy>

        <MemoBy deps={[v.design, v.language, template, onTemplate]}>{() => (
          <React.Suspense fallback={null}>
            <DesignCard form={form} template={template} onTemplate={onTemplate} />
          </React.Suspense>
        )}</MemoBy>

        <MemoBy deps={[v.job_title, v.experience_level, v.summary, v.title, errors, creating]}>{() => (
        <Section icon={<SparklesIcon aria-hidden="true" />} title={t("cards.profile")} description={t("cards.profileText")}>
          <div className="grid gap-5 sm:grid-cols-2">
            {text("job_title", t("fields.jobTitle"), { placeholder: t("placeholders.jobTitle") })}
            {creating ? (
              <Field>
                <Label htmlFor="f-experience_level">{t("fields.experienceLevel")}</Label>
                <NativeSelect id="f-experience_level" {...form.field("experience_level")}>
                  {EXPERIENCE_LEVELS.map((level) => (
                    <option key={level} value={level}>
                      {t(`levels.${level}`)}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
            ) : null}
          </div>
          {area("summary", t("fields.summary"), 4, t("placeholders.summary"))}
          <div className="grid gap-2">
            {text("title", t("fields.resumeTitle"), { required: false, placeholder: t("placeholders.resumeTitle") })}
            <p className="text-xs text-muted-foreground">{t("fields.resumeTitleHint")}</p>
          </div>
        </Section>
        )}</MemoBy>

        <MemoBy deps={[v.work_experience, work.keys, errors, creating]}>{() => (
        <Section
          icon={<BriefcaseIcon aria-hidden="true" />}
          title={t("sections.work_experience")}
          description={creating ? t("cards.workText") : undefined}
        >
          {work.keys.map((key, i) => (
            <Entry
              key={key}
              title={t("entries.work", { number: i + 1 })}
              onRemove={creating && work.keys.length > 1 ? () => work.remove(i) : undefined}
              moves={entryMoves(work, "work_experience", i)}
            >
              <div className="grid gap-5 sm:grid-cols-2">
                {text(`work_experience.${i}.position`, t("fields.position"))}
                {text(`work_experience.${i}.company`, t("fields.company"))}
                {text(`work_experience.${i}.duration`, t("fields.duration"), { placeholder: t("placeholders.duration"), className: "sm:col-span-2" })}
              </div>
              {area(`work_experience.${i}.description`, t("fields.description"), 4)}
              {check(`work_experience.${i}.page_break_before`, t("fields.pageBreakBefore"))}
            </Entry>
          ))}
          {creating ? (
            <Button variant="outline" onClick={() => work.append({ ...emptyWork })} className="self-start">
              <PlusIcon aria-hidden="true" />
              {t("entries.addWork")}
            </Button>
          ) : null}
        </Section>
        )}</MemoBy>

        <MemoBy deps={[v.education, education.keys, errors, creating]}>{() => (
        <Section icon={<GraduationCapIcon aria-hidden="true" />} title={t("sections.education")}>
          {education.keys.map((key, i) => (
            <Entry
              key={key}
              title={t("entries.education", { number: i + 1 })}
              onRemove={creating && education.keys.length > 1 ? () => education.remove(i) : undefined}
              moves={entryMoves(education, "education", i)}
            >
              <div className="grid gap-5 sm:grid-cols-3">
                {text(`education.${i}.degree`, t("fields.degree"), { className: "sm:col-span-3" })}
                {text(`education.${i}.institution`, t("fields.institution"), { className: "sm:col-span-2" })}
                {text(`education.${i}.year`, t("fields.year"))}
              </div>
              {check(`education.${i}.page_break_before`, t("fields.pageBreakBefore"))}
            </Entry>
          ))}
          {creating ? (
            <Button variant="outline" onClick={() => education.append({ ...emptyEducation })} className="self-start">
              <PlusIcon aria-hidden="true" />
              {t("entries.addEducation")}
            </Button>
          ) : null}
        </Section>
        )}</MemoBy>

        <MemoBy deps={[v.skills, skills.keys, errors, creating]}>{() => (
        <Section icon={<WrenchIcon aria-hidden="true" />} title={t("sections.skills")} description={creating ? t("cards.skillsText") : undefined}>
          <div className="grid gap-3 sm:grid-cols-2">
            {skills.keys.map((key, i) => (
              <ListItem key={key} form={form} path={`skills.${i}.value`} id={`f-skills-${i}`}>
                <Label htmlFor={`f-skills-${i}`} className="sr-only">
                  {t("entries.skill", { number: i + 1 })}
                </Label>
                <Input id={`f-skills-${i}`} placeholder={t("placeholders.skill")} {...invalid(form, `skills.${i}.value`, `f-skills-${i}`)} {...form.field(`skills.${i}.value`)} />
                {creating && skills.keys.length > 1 ? (
                  <Button variant="ghost" size="icon-sm" aria-label={t("entries.removeSkill", { number: i + 1 })} onClick={() => skills.remove(i)}>
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                ) : null}
              </ListItem>
            ))}
          </div>
          {creating ? (
            <Button variant="outline" onClick={() => skills.append({ value: "" })} className="self-start">
              <PlusIcon aria-hidden="true" />
              {t("entries.addSkill")}
            </Button>
          ) : null}
        </Section>
        )}</MemoBy>

        {creating ? (
          <MemoBy deps={[v.certifications, certs.keys, errors]}>{() => (
          <Section icon={<AwardIcon aria-hidden="true" />} title={t("sections.certifications")} description={t("cards.optional")}>
            <div className="grid gap-3 sm:grid-cols-2">
              {certs.keys.map((key, i) => (
                <ListItem key={key} form={form} path={`certifications.${i}.value`} id={`f-certifications-${i}`}>
                  <Label htmlFor={`f-certifications-${i}`} className="sr-only">
                    {t("entries.certification", { number: i + 1 })}
                  </Label>
                  <Input
                    id={`f-certifications-${i}`}
                    placeholder={t("placeholders.certification")}
                    {...invalid(form, `certifications.${i}.value`, `f-certifications-${i}`)}
                    {...form.field(`certifications.${i}.value`)}
                  />
                  {certs.keys.length > 1 ? (
                    <Button variant="ghost" size="icon-sm" aria-label={t("entries.removeCertification", { number: i + 1 })} onClick={() => certs.remove(i)}>
                      <Trash2Icon aria-hidden="true" />
                    </Button>
                  ) : null}
                </ListItem>
              ))}
            </div>
            <Button variant="outline" onClick={() => certs.append({ value: "" })} className="self-start">
              <PlusIcon aria-hidden="true" />
              {t("entries.addCertification")}
            </Button>
          </Section>
          )}</MemoBy>
        ) : null}

        <MemoBy deps={[content, errors, creating]}>{() => (
          <React.Suspense fallback={null}>
            <AddedSectionCards form={form} fields={fields} />
            <SectionLayout form={form} />
          </React.Suspense>
        )}</MemoBy>

        <div className={cn("sticky bottom-0 z-10 -mx-4 border-t bg-background/90 px-4 py-4 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0")} aria-busy={busy}>
          <div className="flex gap-2 sm:justify-end [&>*:last-child]:flex-1 sm:[&>*:last-child]:flex-none">{actions}</div>
        </div>
      </form>
      <aside aria-label={t("livePreview")} className={cn("min-w-0 lg:sticky lg:top-20", showing === "form" && "max-lg:hidden")}>
        {aboutPages?.(form.values, (design) => form.setValue("design", design, { ownStep: true }))}
        <React.Suspense fallback={<div className="aspect-[210/297] animate-pulse rounded-md bg-muted" />}>
          <LivePreview values={form.values} printable={printable} template={template} />
        </React.Suspense>
      </aside>
      </div>
    </AnnounceContext.Provider>
  );
}

/**
 * Ctrl/Cmd+Z and Shift+Ctrl/Cmd+Z (or Ctrl+Y) step through the whole form, not one field: in the
 * form, and on the page when nothing has focus (after a click on a button that removed itself,
 * such as a section's Remove). Keys in a dialog or another control keep their own meaning.
 */
function useUndoKeys(formElement: React.RefObject<HTMLFormElement | null>, undo: () => void, redo: () => void) {
  const actions = React.useRef({ undo, redo });
  React.useEffect(() => {
    actions.current = { undo, redo };
  });
  React.useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const key = e.key.toLowerCase();
      if (!(e.ctrlKey || e.metaKey) || (key !== "z" && key !== "y")) return;
      const target = e.target instanceof Node ? e.target : null;
      const ours = target === document.body || (target !== null && !!formElement.current?.contains(target));
      if (!ours) return;
      e.preventDefault();
      if (key === "y" || e.shiftKey) actions.current.redo();
      else actions.current.undo();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [formElement]);
}

/** A skill's or certification's input marked invalid when the server refused it. */
function invalid(form: Form<ResumeFormValues>, path: string, id: string) {
  const message = form.errors[path];
  return { "aria-invalid": !!message, "aria-describedby": message ? `${id}-error` : undefined };
}

/** One entry of the skills or certifications, with the server's message for it under it. */
function ListItem({ form, path, id, children }: { form: Form<ResumeFormValues>; path: string; id: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1">
      <div className="flex items-center gap-2">{children}</div>
      <FieldError id={`${id}-error`} message={form.errors[path]} />
    </div>
  );
}
