"use client";

import * as React from "react";
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
  SECTION_HEADINGS,
  customKey,
  moveSection,
  sectionHeading,
  type OptionalSection,
  type SectionKey,
} from "@/lib/resumes/sections";
import { AnnounceContext, Entry, MoveButtons, Section, type fieldMakers } from "./form-parts";

type ResumeForm = Form<ResumeFormValues>;
type Fields = ReturnType<typeof fieldMakers>;
type FieldSpec = { name: string; label: string; required?: boolean; area?: boolean; wide?: boolean; type?: string; placeholder?: string };

/** The sections a user adds: their card's look, what an entry is called, and its fields. */
const ADDABLE: Record<OptionalSection | "links", { icon: React.ReactNode; entry: string; description?: string; fields: FieldSpec[] }> = {
  links: {
    icon: <LinkIcon aria-hidden="true" />,
    entry: "Link",
    description: "LinkedIn, GitHub, a portfolio: printed with your contact details.",
    fields: [
      { name: "label", label: "Label", required: true, placeholder: "e.g. LinkedIn" },
      { name: "url", label: "URL", required: true, type: "url", placeholder: "https://" },
    ],
  },
  projects: {
    icon: <FolderGitIcon aria-hidden="true" />,
    entry: "Project",
    fields: [
      { name: "name", label: "Project Name", required: true },
      { name: "role", label: "Role" },
      { name: "url", label: "URL", type: "url", placeholder: "https://" },
      { name: "duration", label: "Duration" },
      { name: "description", label: "Description", area: true },
    ],
  },
  volunteering: {
    icon: <HeartHandshakeIcon aria-hidden="true" />,
    entry: "Volunteering",
    fields: [
      { name: "role", label: "Role", required: true },
      { name: "organization", label: "Organization", required: true },
      { name: "duration", label: "Duration", wide: true },
      { name: "description", label: "Description", area: true },
    ],
  },
  awards: {
    icon: <TrophyIcon aria-hidden="true" />,
    entry: "Award",
    fields: [
      { name: "title", label: "Award Title", required: true },
      { name: "awarder", label: "Awarded By" },
      { name: "date", label: "Date", wide: true },
      { name: "description", label: "Description", area: true },
    ],
  },
  publications: {
    icon: <BookOpenIcon aria-hidden="true" />,
    entry: "Publication",
    fields: [
      { name: "name", label: "Publication Name", required: true },
      { name: "publisher", label: "Publisher" },
      { name: "date", label: "Date" },
      { name: "url", label: "URL", type: "url", placeholder: "https://" },
      { name: "description", label: "Description", area: true },
    ],
  },
  languages: {
    icon: <LanguagesIcon aria-hidden="true" />,
    entry: "Language",
    fields: [
      { name: "language", label: "Language", required: true },
      { name: "fluency", label: "Fluency", placeholder: "e.g. Native, Fluent, B2" },
    ],
  },
};

const CUSTOM_FIELDS: FieldSpec[] = [
  { name: "title", label: "Title", required: true },
  { name: "subtitle", label: "Subtitle" },
  { name: "date", label: "Date", wide: true },
  { name: "description", label: "Description", area: true },
];

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
  entryName,
  specs,
}: {
  form: ResumeForm;
  fields: Fields;
  path: OptionalSection | "links" | `custom_sections.${number}.entries`;
  entryName: string;
  specs: FieldSpec[];
}) {
  const list = form.list(path);
  const empty = Object.fromEntries(specs.map((s) => [s.name, ""]));
  const pathId = `f-${path.replaceAll(".", "-")}`;
  return (
    <>
      {list.keys.map((key, i) => (
        <Entry
          key={key}
          title={`${entryName} ${i + 1}`}
          onRemove={list.keys.length > 1 ? () => list.remove(i) : undefined}
          moves={{ id: `${path}:${key}`, index: i, count: list.keys.length, move: list.move }}
        >
          <div className="grid gap-5 sm:grid-cols-2">
            {specs.map((spec) => {
              const name = `${path}.${i}.${spec.name}` as Parameters<Fields["text"]>[0];
              return spec.area ? (
                <div key={spec.name} className="sm:col-span-2">
                  {fields.area(name, spec.label, 3, { required: !!spec.required })}
                </div>
              ) : (
                <React.Fragment key={spec.name}>
                  {fields.text(name, spec.label, {
                    required: !!spec.required,
                    type: spec.type,
                    placeholder: spec.placeholder,
                    className: spec.wide ? "sm:col-span-2" : undefined,
                  })}
                </React.Fragment>
              );
            })}
          </div>
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
        Add {entryName}
      </Button>
    </>
  );
}

function RemoveSectionButton({ heading, onRemove }: { heading: string; onRemove: () => void }) {
  return (
    <Button variant="ghost" size="icon-sm" aria-label={`Remove ${heading} section`} onClick={onRemove} className="text-destructive hover:bg-destructive/10 hover:text-destructive">
      <Trash2Icon aria-hidden="true" />
    </Button>
  );
}

/** Empties a built-in section or drops a custom one; it is no longer hidden either. */
function removeSection(form: ResumeForm, key: SectionKey) {
  const { values } = form;
  form.setValue(
    "hidden_sections",
    values.hidden_sections.filter((k) => k !== key),
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
  if (!form.values.links.length) return null;
  const spec = ADDABLE.links;
  return (
    <Section
      icon={spec.icon}
      title="Links"
      description={spec.description}
      data-section-card="links"
      action={<RemoveSectionButton heading="Links" onRemove={() => form.setValue("links", [])} />}
    >
      <EntryList form={form} fields={fields} path="links" entryName={spec.entry} specs={spec.fields} />
    </Section>
  );
}

/** The cards of the added sections and custom sections, in the resume's order. */
export function AddedSectionCards({ form, fields }: { form: ResumeForm; fields: Fields }) {
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
            const heading = SECTION_HEADINGS[section];
            return (
              <Section
                key={key}
                icon={spec.icon}
                title={heading}
                data-section-card={key}
                action={<RemoveSectionButton heading={heading} onRemove={() => removeSection(form, key)} />}
              >
                <EntryList form={form} fields={fields} path={section} entryName={spec.entry} specs={spec.fields} />
              </Section>
            );
          }
          const index = customs.findIndex((s) => customKey(s.id) === key);
          const heading = customs[index]?.heading.trim() || "Custom section";
          return (
            <Section
              key={customList.keys[index] ?? key}
              icon={<ShapesIcon aria-hidden="true" />}
              title={heading}
              description="A section of your own: licences, patents, talks, anything."
              data-section-card={key}
              action={<RemoveSectionButton heading={heading} onRemove={() => removeSection(form, key)} />}
            >
              {fields.text(`custom_sections.${index}.heading`, "Section Heading", { required: true, placeholder: "e.g. Licences" })}
              <EntryList form={form} fields={fields} path={`custom_sections.${index}.entries`} entryName={`${heading} entry`} specs={CUSTOM_FIELDS} />
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
  const announce = React.useContext(AnnounceContext);
  const [choice, setChoice] = React.useState("");
  const { values } = form;
  const shown = shownSections(values);
  const hidden = new Set(values.hidden_sections);
  const addable = [
    ...(values.links.length ? [] : [{ value: "links", label: "Links" }]),
    ...OPTIONAL_SECTIONS.filter((s) => !shown.includes(s)).map((s) => ({ value: s, label: SECTION_HEADINGS[s] })),
    { value: "custom", label: "Custom section" },
  ];
  const selected = addable.some((a) => a.value === choice) ? choice : (addable[0]?.value ?? "custom");

  const add = () => {
    if (selected === "custom") {
      const id = newCustomId(values.custom_sections.map((s) => s.id));
      form.list("custom_sections").append({ id, heading: "", entries: [{ ...emptyEntries.custom }] });
      form.setValue("section_order", [...values.section_order, customKey(id)]);
      announce("Custom section added. Give it a heading.");
      focusSoon(`f-custom_sections-${values.custom_sections.length}-heading`);
      return;
    }
    const section = selected as OptionalSection | "links";
    form.list(section).append({ ...emptyEntries[section] } as never);
    announce(`${section === "links" ? "Links" : SECTION_HEADINGS[section]} section added.`);
    focusSoon(`f-${section}-0-${ADDABLE[section].fields[0]?.name}`);
  };

  const toggleHidden = (key: SectionKey, heading: string) => {
    const hide = !hidden.has(key);
    form.setValue("hidden_sections", hide ? [...values.hidden_sections, key] : values.hidden_sections.filter((k) => k !== key));
    announce(`${heading} ${hide ? "hidden from" : "shown on"} your resume.`);
  };

  return (
    <Section icon={<LayersIcon aria-hidden="true" />} title="Sections" description="What your resume shows, and in which order." data-testid="section-layout">
      <ol className="grid gap-2">
        {shown.map((key, i) => {
          // "Summary" rather than its printed heading: short on a phone, and the name "Professional
          // Summary" stays the summary field's alone.
          const heading = key === "summary" ? "Summary" : sectionHeading(values, key) || "Custom section";
          const isHidden = hidden.has(key);
          return (
            <li key={key} className="flex items-center gap-1 rounded-lg border bg-muted/30 py-1 pe-1 ps-3" data-section-row={key}>
              <span className={isHidden ? "min-w-0 flex-1 truncate text-sm text-muted-foreground line-through" : "min-w-0 flex-1 truncate text-sm font-medium"}>
                {heading}
              </span>
              {isHidden ? <Badge variant="secondary">Hidden</Badge> : null}
              <MoveButtons
                name={heading}
                id={`section:${key}`}
                index={i}
                count={shown.length}
                move={(_, to) => form.setValue("section_order", moveSection(values.section_order, shown, key, to < i ? "up" : "down"))}
              />
              <Button variant="ghost" size="icon-sm" aria-label={`${isHidden ? "Show" : "Hide"} ${heading}`} onClick={() => toggleHidden(key, heading)}>
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
                    announce(`${heading} section removed.`);
                  }}
                />
              )}
            </li>
          );
        })}
      </ol>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-2">
          <Label htmlFor="f-add-section">Add a section</Label>
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
          Add Section
        </Button>
      </div>
    </Section>
  );
}
