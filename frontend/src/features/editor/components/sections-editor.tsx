"use client";

import * as React from "react";
import { useTranslations, type Messages } from "next-intl";
import {
  BookOpenIcon,
  EyeIcon,
  EyeOffIcon,
  FolderGitIcon,
  HeartHandshakeIcon,
  LanguagesIcon,
  LayersIcon,
  LinkIcon,
  PlusIcon,
  ShapesIcon,
  Trash2Icon,
  TrophyIcon,
} from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import type { Form } from "@/lib/form";
import { emptyEntries, newCustomId, type ResumeFormValues } from "../resume-form-schema";
import {
  OPTIONAL_SECTIONS,
  customKey,
  moveSection,
  type BuiltInSection,
  type OptionalSection,
  type SectionKey,
} from "@/lib/resumes/sections";
import { AnnounceContext, Entry, MoveButtons, Section, type fieldMakers } from "./form-parts";

type ResumeForm = Form<ResumeFormValues>;
type Fields = ReturnType<typeof fieldMakers>;
type Words = ReturnType<typeof useTranslations<"editor">>;
type FieldKey = keyof Messages["editor"]["fields"];
type PlaceholderKey = keyof Messages["editor"]["placeholders"];
/** `placeholder` names an `editor.placeholders` message; `example` is the same in every language. */
type FieldSpec = { name: string; label: FieldKey; required?: boolean; area?: boolean; wide?: boolean; type?: string; placeholder?: PlaceholderKey; example?: string };
/** `pageBreak`: its entries print as entries of their own, which may start a new page. */
type SectionSpec = { icon: React.ReactNode; fields: FieldSpec[]; pageBreak?: boolean };
type Addable = OptionalSection | "links";

/** The sections a user adds: their card's look and its fields (`editor.entries` names an entry). */
const ADDABLE: Record<Addable, SectionSpec> = {
  links: {
    icon: <LinkIcon aria-hidden="true" />,
    fields: [
      { name: "label", label: "label", required: true, placeholder: "linkLabel" },
      { name: "url", label: "url", required: true, type: "url", example: "https://" },
    ],
  },
  projects: {
    pageBreak: true,
    icon: <FolderGitIcon aria-hidden="true" />,
    fields: [
      { name: "name", label: "projectName", required: true },
      { name: "role", label: "role" },
      { name: "url", label: "url", type: "url", example: "https://" },
      { name: "duration", label: "duration" },
      { name: "description", label: "description", area: true },
    ],
  },
  volunteering: {
    pageBreak: true,
    icon: <HeartHandshakeIcon aria-hidden="true" />,
    fields: [
      { name: "role", label: "role", required: true },
      { name: "organization", label: "organization", required: true },
      { name: "duration", label: "duration", wide: true },
      { name: "description", label: "description", area: true },
    ],
  },
  awards: {
    pageBreak: true,
    icon: <TrophyIcon aria-hidden="true" />,
    fields: [
      { name: "title", label: "awardTitle", required: true },
      { name: "awarder", label: "awardedBy" },
      { name: "date", label: "date", wide: true },
      { name: "description", label: "description", area: true },
    ],
  },
  publications: {
    pageBreak: true,
    icon: <BookOpenIcon aria-hidden="true" />,
    fields: [
      { name: "name", label: "publicationName", required: true },
      { name: "publisher", label: "publisher" },
      { name: "date", label: "date" },
      { name: "url", label: "url", type: "url", example: "https://" },
      { name: "description", label: "description", area: true },
    ],
  },
  languages: {
    icon: <LanguagesIcon aria-hidden="true" />,
    fields: [
      { name: "language", label: "language", required: true },
      { name: "fluency", label: "fluency", placeholder: "fluency" },
    ],
  },
};

const CUSTOM_FIELDS: FieldSpec[] = [
  { name: "title", label: "title", required: true },
  { name: "subtitle", label: "subtitle" },
  { name: "date", label: "date", wide: true },
  { name: "description", label: "description", area: true },
];

/** A section's name in the editor: a built-in one's in the interface language, a custom one's own heading. */
function sectionName(t: Words, values: ResumeFormValues, key: SectionKey): string {
  if (!key.startsWith("custom:")) return t(`sections.${key as BuiltInSection}`);
  return values.custom_sections.find((s) => customKey(s.id) === key)?.heading.trim() || t("sections.custom");
}

/** How an entry of a list is named: "Project 2", "Add Project". */
type EntryNames = { title: (number: number) => string; add: string };

function entryNames(t: Words, section: Addable): EntryNames {
  return { title: (number) => t(`entries.${section}`, { number }), add: t(`entries.${section}Add`) };
}

const CORE: readonly SectionKey[] = ["summary", "work_experience", "education", "skills", "certifications"];

/** The sections the editor shows, in order: the first five always, the others once added. */
export function shownSections(values: ResumeFormValues): SectionKey[] {
  const customs = new Set(values.custom_sections.map((s) => customKey(s.id)));
  return values.section_order.filter(
    (key) => CORE.includes(key) || customs.has(key) || ((OPTIONAL_SECTIONS as readonly string[]).includes(key) && values[key as OptionalSection].length > 0),
  );
}

function focusSoon(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

/** Entries of one list, each a fieldset with its fields, moves and removal, and an add button. */
function EntryList({
  form,
  fields,
  path,
  names,
  specs,
  pageBreak,
}: {
  form: ResumeForm;
  fields: Fields;
  path: Addable | `custom_sections.${number}.entries`;
  names: EntryNames;
  specs: FieldSpec[];
  /** Offer "Start on a new page" on each entry. */
  pageBreak?: boolean;
}) {
  const t = useTranslations("editor");
  const list = form.list(path);
  const empty = Object.fromEntries(specs.map((s) => [s.name, ""]));
  const pathId = `f-${path.replaceAll(".", "-")}`;
  return (
    <>
      {list.keys.map((key, i) => (
        <Entry
          key={key}
          title={names.title(i + 1)}
          onRemove={list.keys.length > 1 ? () => list.remove(i) : undefined}
          moves={{ id: `${path}:${key}`, index: i, count: list.keys.length, move: list.move }}
        >
          <div className="grid gap-5 sm:grid-cols-2">
            {specs.map((spec) => {
              const name = `${path}.${i}.${spec.name}` as Parameters<Fields["text"]>[0];
              return spec.area ? (
                <div key={spec.name} className="sm:col-span-2">
                  {fields.area(name, t(`fields.${spec.label}`), 3, { required: !!spec.required })}
                </div>
              ) : (
                <React.Fragment key={spec.name}>
                  {fields.text(name, t(`fields.${spec.label}`), {
                    required: !!spec.required,
                    type: spec.type,
                    placeholder: spec.placeholder ? t(`placeholders.${spec.placeholder}`) : spec.example,
                    className: spec.wide ? "sm:col-span-2" : undefined,
                  })}
                </React.Fragment>
              );
            })}
          </div>
          {pageBreak ? fields.check(`${path}.${i}.page_break_before` as Parameters<Fields["check"]>[0], t("fields.pageBreakBefore")) : null}
        </Entry>
      ))}
      <Button
        variant="outline"
        className="self-start"
        onClick={() => {
          list.append(empty as never);
          focusSoon(`${pathId}-${list.keys.length}-${specs[0]?.name}`);
        }}
      >
        <PlusIcon aria-hidden="true" />
        {names.add}
      </Button>
    </>
  );
}

function RemoveSectionButton({ heading, onRemove }: { heading: string; onRemove: () => void }) {
  const t = useTranslations("editor.outline");
  return (
    <Button variant="ghost" size="icon-sm" aria-label={t("remove", { name: heading })} onClick={onRemove} className="text-destructive hover:bg-destructive/10 hover:text-destructive">
      <Trash2Icon aria-hidden="true" />
    </Button>
  );
}

/** Empties a built-in section or drops a custom one; it is no longer hidden or kept together either. */
function removeSection(form: ResumeForm, key: SectionKey) {
  const { values } = form;
  form.setValue(
    "hidden_sections",
    values.hidden_sections.filter((k) => k !== key),
  );
  form.setValue(
    "keep_together",
    values.keep_together.filter((k) => k !== key),
  );
  if (key.startsWith("custom:")) {
    const index = values.custom_sections.findIndex((s) => customKey(s.id) === key);
    form.list("custom_sections").remove(index);
    form.setValue(
      "section_order",
      values.section_order.filter((k) => k !== key),
    );
  } else form.setValue(key as OptionalSection, []);
}

/** The Links card, right after the contact details it is printed with; shown once added. */
export function LinksCard({ form, fields }: { form: ResumeForm; fields: Fields }) {
  const t = useTranslations("editor");
  if (!form.values.links.length) return null;
  const spec = ADDABLE.links;
  return (
    <Section
      icon={spec.icon}
      title={t("sections.links")}
      description={t("cards.linksText")}
      data-section-card="links"
      action={<RemoveSectionButton heading={t("sections.links")} onRemove={() => form.setValue("links", [])} />}
    >
      <EntryList form={form} fields={fields} path="links" names={entryNames(t, "links")} specs={spec.fields} />
    </Section>
  );
}

/** The cards of the added sections and custom sections, in the resume's order. */
export function AddedSectionCards({ form, fields }: { form: ResumeForm; fields: Fields }) {
  const t = useTranslations("editor");
  const customs = form.values.custom_sections;
  const customList = form.list("custom_sections");
  return (
    <>
      {shownSections(form.values)
        .filter((key) => !CORE.includes(key))
        .map((key) => {
          if (!key.startsWith("custom:")) {
            const section = key as OptionalSection;
            const spec = ADDABLE[section];
            const heading = t(`sections.${section}`);
            return (
              <Section
                key={key}
                icon={spec.icon}
                title={heading}
                data-section-card={key}
                action={<RemoveSectionButton heading={heading} onRemove={() => removeSection(form, key)} />}
              >
                <EntryList form={form} fields={fields} path={section} names={entryNames(t, section)} specs={spec.fields} pageBreak={spec.pageBreak} />
              </Section>
            );
          }
          const index = customs.findIndex((s) => customKey(s.id) === key);
          const heading = sectionName(t, form.values, key);
          return (
            <Section
              key={customList.keys[index] ?? key}
              icon={<ShapesIcon aria-hidden="true" />}
              title={heading}
              description={t("cards.customText")}
              data-section-card={key}
              action={<RemoveSectionButton heading={heading} onRemove={() => removeSection(form, key)} />}
            >
              {fields.text(`custom_sections.${index}.heading`, t("fields.sectionHeading"), { required: true, placeholder: t("placeholders.sectionHeading") })}
              <EntryList
                form={form}
                fields={fields}
                path={`custom_sections.${index}.entries`}
                names={{ title: (number) => t("entries.custom", { heading, number }), add: t("entries.customAdd", { heading }) }}
                specs={CUSTOM_FIELDS}
                pageBreak
              />
            </Section>
          );
        })}
    </>
  );
}

/**
 * The outline of the resume: every section in order, to move, hide or remove, and a list of
 * sections to add. Buttons only, so the keyboard does everything the pointer does.
 */
export function SectionLayout({ form }: { form: ResumeForm }) {
  const t = useTranslations("editor");
  const announce = React.useContext(AnnounceContext);
  const [choice, setChoice] = React.useState("");
  const { values } = form;
  const shown = shownSections(values);
  const hidden = new Set(values.hidden_sections);
  const addable = [
    ...(values.links.length ? [] : [{ value: "links", label: t("sections.links") }]),
    ...OPTIONAL_SECTIONS.filter((s) => !shown.includes(s)).map((s) => ({ value: s, label: t(`sections.${s}`) })),
    { value: "custom", label: t("sections.custom") },
  ];
  const selected = addable.some((a) => a.value === choice) ? choice : (addable[0]?.value ?? "custom");

  const add = () => {
    if (selected === "custom") {
      const id = newCustomId(values.custom_sections.map((s) => s.id));
      form.list("custom_sections").append({ id, heading: "", entries: [{ ...emptyEntries.custom }] });
      form.setValue("section_order", [...values.section_order, customKey(id)]);
      announce(t("outline.customAdded"));
      focusSoon(`f-custom_sections-${values.custom_sections.length}-heading`);
      return;
    }
    const section = selected as Addable;
    form.list(section).append({ ...emptyEntries[section] } as never);
    announce(t("outline.added", { name: t(`sections.${section}`) }));
    focusSoon(`f-${section}-0-${ADDABLE[section].fields[0]?.name}`);
  };

  const together = new Set(values.keep_together);
  const toggleTogether = (key: SectionKey, keep: boolean) =>
    form.setValue("keep_together", keep ? [...values.keep_together, key] : values.keep_together.filter((k) => k !== key));

  const toggleHidden = (key: SectionKey, heading: string) => {
    const hide = !hidden.has(key);
    form.setValue("hidden_sections", hide ? [...values.hidden_sections, key] : values.hidden_sections.filter((k) => k !== key));
    announce(t(hide ? "outline.hidden" : "outline.shown", { name: heading }));
  };

  return (
    <Section icon={<LayersIcon aria-hidden="true" />} title={t("outline.title")} description={t("outline.description")} data-testid="section-layout">
      <ol className="grid gap-2">
        {shown.map((key, i) => {
          // "Summary" rather than its printed heading: short on a phone, and the name "Professional
          // Summary" stays the summary field's alone.
          const heading = sectionName(t, values, key);
          const isHidden = hidden.has(key);
          return (
            <li key={key} className="flex flex-wrap items-center gap-1 rounded-lg border bg-muted/30 py-1 pe-1 ps-3" data-section-row={key}>
              <span className={isHidden ? "min-w-0 flex-1 truncate text-sm text-muted-foreground line-through" : "min-w-0 flex-1 truncate text-sm font-medium"}>
                {heading}
              </span>
              <label className="flex items-center gap-1.5 pe-1 text-xs text-muted-foreground" title={t("outline.keepTogetherNamed", { name: heading })}>
                <input
                  type="checkbox"
                  className="size-3.5 accent-primary"
                  aria-label={t("outline.keepTogetherNamed", { name: heading })}
                  checked={together.has(key)}
                  onChange={(e) => toggleTogether(key, e.target.checked)}
                />
                {t("outline.keepTogether")}
              </label>
              {isHidden ? <Badge variant="secondary">{t("outline.hiddenBadge")}</Badge> : null}
              <MoveButtons
                name={heading}
                id={`section:${key}`}
                index={i}
                count={shown.length}
                move={(_, to) => form.setValue("section_order", moveSection(values.section_order, shown, key, to < i ? "up" : "down"))}
              />
              <Button variant="ghost" size="icon-sm" aria-label={t(isHidden ? "outline.show" : "outline.hide", { name: heading })} onClick={() => toggleHidden(key, heading)}>
                {isHidden ? <EyeOffIcon aria-hidden="true" /> : <EyeIcon aria-hidden="true" />}
              </Button>
              {CORE.includes(key) ? (
                // Keeps the buttons of every row in columns.
                <span aria-hidden="true" className="size-9 shrink-0" />
              ) : (
                <RemoveSectionButton
                  heading={heading}
                  onRemove={() => {
                    removeSection(form, key);
                    announce(t("outline.removed", { name: heading }));
                  }}
                />
              )}
            </li>
          );
        })}
      </ol>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-2">
          <Label htmlFor="f-add-section">{t("outline.addLabel")}</Label>
          <NativeSelect id="f-add-section" value={selected} onChange={(e) => setChoice(e.target.value)}>
            {addable.map((a) => (
              <option key={a.value} value={a.value}>
                {a.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button variant="outline" onClick={add}>
          <PlusIcon aria-hidden="true" />
          {t("outline.add")}
        </Button>
      </div>
    </Section>
  );
}
