"use client";

import * as React from "react";
import { useLocale, useTranslations } from "next-intl";
import { PaletteIcon, RotateCcwIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import type { Design } from "@/lib/api/generated/zod.gen";
import { catalog, templateOf } from "@/lib/design/catalog";
import { fontStack } from "@/lib/design/look";
import { FontFaces } from "@/lib/design/page";
import { TEMPLATES, templateLabel, type TemplateStyle } from "@/lib/resumes/templates";
import type { Form } from "@/lib/form";
import { MemoBy } from "@/lib/memo-by";
import { cn } from "@/lib/utils";
import { tidyDesign, type ResumeFormValues } from "../resume-form-schema";
import { Section } from "./form-parts";

/** Accents offered with one click, beside the template's own and a free colour picker. */
const PRESETS = [
  { name: "blue", color: "#1d4ed8" },
  { name: "teal", color: "#0f766e" },
  { name: "green", color: "#15803d" },
  { name: "amber", color: "#b45309" },
  { name: "red", color: "#b91c1c" },
  { name: "pink", color: "#be185d" },
  { name: "violet", color: "#6d28d9" },
  { name: "slate", color: "#334155" },
] as const;

/** `editor.design.papers` names them; "" follows the user's country. */
const PAPERS = [
  { value: "", label: "byCountry" },
  { value: "a4", label: "a4" },
  { value: "letter", label: "letter" },
] as const;

/**
 * The resume's design (template, language, accent, font, size, spacing, margins, paper) over the
 * template's own. Every control changes the live preview at once; nothing is saved until the
 * form is. A value left at the template's default is not stored, so a later template change
 * brings that template's own look.
 */
export function DesignCard({
  form,
  template,
  onTemplate,
}: {
  form: Form<ResumeFormValues>;
  template: TemplateStyle;
  /** Offers the template choice (the editor of a saved resume; a new one starts as Modern). */
  onTemplate?: (template: TemplateStyle) => void;
}) {
  const t = useTranslations("editor.design");
  const locale = useLocale();
  const languageNames = React.useMemo(() => new Intl.DisplayNames([locale], { type: "language", fallback: "none" }), [locale]);
  const design = form.values.design;
  const defaults = templateOf(template).defaults;
  // Applied to the latest design, not this render's: the parts below render again only when what
  // they show changes (an accent click redraws the swatches, not the fonts, sliders and lists).
  const set = (patch: Partial<Design>) =>
    form.updateValue("design", (current) => tidyDesign({ ...current, ...patch }));
  const accent = design.accent ?? defaults.accent;
  const font = design.font ?? defaults.font;
  const { limits } = catalog;

  return (
    <Section icon={<PaletteIcon aria-hidden="true" />} title={t("title")} description={t("description")}>
      <FontFaces />
      <MemoBy deps={[template, !!onTemplate]}>{() => (onTemplate ? <TemplatePicker template={template} onTemplate={onTemplate} /> : null)}</MemoBy>
      <MemoBy deps={[form.values.language, locale]}>{() => (
      <div className="grid gap-5 sm:grid-cols-2">
        <Field>
          <Label htmlFor="f-language">{t("language")}</Label>
          <NativeSelect id="f-language" value={form.values.language || "en"} onChange={(e) => form.setValue("language", e.target.value)}>
            {catalog.languages.map((l) => {
              // Each language in itself, and beside it in the interface's language: the catalog's
              // English names, or the browser's names for the others.
              const name = locale === "en" ? l.name : (languageNames.of(l.code) ?? l.name);
              return (
                <option key={l.code} value={l.code}>
                  {l.native === name ? name : `${l.native} · ${name}`}
                </option>
              );
            })}
          </NativeSelect>
        </Field>
      </div>
      )}</MemoBy>

      <MemoBy deps={[accent, defaults.accent]}>{() => (
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">{t("accent")}</legend>
        <div className="flex flex-wrap items-center gap-2">
          {[{ name: "template" as const, color: defaults.accent }, ...PRESETS.filter((p) => p.color !== defaults.accent)].map(({ name, color }, i) => (
            <button
              key={color}
              type="button"
              aria-label={t(`colours.${name}`)}
              title={t(`colours.${name}`)}
              aria-pressed={accent.toLowerCase() === color.toLowerCase()}
              onClick={() => set({ accent: i === 0 ? undefined : color })}
              className="size-8 rounded-full ring-offset-2 ring-offset-background transition-shadow aria-pressed:ring-2 aria-pressed:ring-ring focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              style={{ background: color }}
            />
          ))}
          <Label className="ms-1 flex items-center gap-2 text-sm font-normal">
            <input
              type="color"
              value={accent}
              onChange={(e) => set({ accent: e.target.value })}
              className="h-8 w-10 cursor-pointer rounded border border-input bg-background p-0.5"
            />
            {t("anyColour")}
          </Label>
        </div>
      </fieldset>
      )}</MemoBy>

      <MemoBy deps={[font, defaults.font]}>{() => (
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t("font")}</legend>
        <div role="radiogroup" aria-label={t("font")} className="grid gap-2 sm:grid-cols-2">
          {catalog.fonts
            .filter((f) => f.choosable)
            .map((f) => {
              const chosen = font === f.id;
              return (
                <button
                  key={f.id}
                  type="button"
                  role="radio"
                  aria-checked={chosen}
                  onClick={() => set({ font: f.id === defaults.font ? undefined : f.id })}
                  className={cn(
                    "flex items-baseline justify-between gap-3 rounded-lg border px-3 py-2 text-start transition-colors hover:bg-accent/50 focus-visible:outline-2 focus-visible:outline-ring",
                    chosen ? "border-primary bg-accent/60" : "border-input",
                  )}
                >
                  <span style={{ fontFamily: fontStack(f) }} className="text-base">
                    {f.name}
                  </span>
                  <span className="text-xs text-muted-foreground">{f.id === defaults.font ? t("fontOfTemplate") : t(`fontCategories.${f.category}`)}</span>
                </button>
              );
            })}
        </div>
      </fieldset>
      )}</MemoBy>

      <MemoBy deps={[design.font_size, design.line_height, design.margins_mm, defaults]}>{() => (
      <div className="grid gap-4">
        <Slider id="font_size" label={t("textSize")} unit={t("units.pt")} step={0.5} range={limits.font_size} value={design.font_size ?? defaults.font_size} onChange={(v) => set({ font_size: v === defaults.font_size ? undefined : v })} />
        <Slider id="line_height" label={t("lineHeight")} step={0.05} range={limits.line_height} value={design.line_height ?? defaults.line_height} onChange={(v) => set({ line_height: v === defaults.line_height ? undefined : v })} />
        <Slider id="margins_mm" label={t("margins")} unit={t("units.mm")} step={1} range={limits.margins_mm} value={design.margins_mm ?? defaults.margins_mm} onChange={(v) => set({ margins_mm: v === defaults.margins_mm ? undefined : v })} />
      </div>
      )}</MemoBy>

      <MemoBy deps={[design.paper, Object.keys(design).length === 0]}>{() => (
      <div className="flex flex-wrap items-end justify-between gap-4">
        <Field className="min-w-48">
          <Label htmlFor="f-paper">{t("paper")}</Label>
          <NativeSelect id="f-paper" value={design.paper ?? ""} onChange={(e) => set({ paper: e.target.value === "" ? undefined : (e.target.value as "a4" | "letter") })}>
            {PAPERS.map((p) => (
              <option key={p.value} value={p.value}>
                {t(`papers.${p.label}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Button variant="ghost" size="sm" onClick={() => form.setValue("design", {})} disabled={Object.keys(design).length === 0}>
          <RotateCcwIcon aria-hidden="true" />
          {t("reset")}
        </Button>
      </div>
      )}</MemoBy>
    </Section>
  );
}

/** A range with the number beside it: drag, arrow keys, or type the value. */
function Slider({ id, label, unit, step, range: [min, max], value, onChange }: {
  id: string;
  label: string;
  unit?: string;
  step: number;
  range: readonly [number, number];
  value: number;
  onChange: (value: number) => void;
}) {
  const t = useTranslations("editor.design");
  const [typed, setTyped] = React.useState<string | null>(null);
  const round = (n: number) => Number(n.toFixed(2));
  const commit = (raw: string) => {
    const n = Number(raw);
    if (raw.trim() !== "" && Number.isFinite(n)) onChange(round(Math.round(Math.min(max, Math.max(min, n)) / step) * step));
    setTyped(null);
  };
  return (
    <Field>
      <Label htmlFor={`f-design-${id}`}>{label}</Label>
      <div className="flex items-center gap-2">
        <input
          id={`f-design-${id}`}
          type="range"
          min={min}
          max={max}
          step={step}
          value={value}
          onChange={(e) => onChange(round(Number(e.target.value)))}
          className="h-2 min-w-0 flex-1 cursor-pointer accent-primary"
        />
        <input
          type="number"
          aria-label={unit ? t("withUnit", { label, unit }) : label}
          min={min}
          max={max}
          step={step}
          value={typed ?? String(round(value))}
          onChange={(e) => setTyped(e.target.value)}
          onBlur={(e) => commit(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              commit(e.currentTarget.value);
            }
          }}
          className="h-9 w-16 rounded-md border border-input bg-background px-2 text-sm tabular-nums"
        />
        {unit ? <span className="text-xs text-muted-foreground">{unit}</span> : null}
      </div>
    </Field>
  );
}

/**
 * The templates as thumbnails the server draws from each template's description with a sample
 * resume (the same renderer as the PDF), as radio buttons: arrow keys move between them.
 */
function TemplatePicker({ template, onTemplate }: { template: TemplateStyle; onTemplate: (template: TemplateStyle) => void }) {
  const t = useTranslations("editor.design");
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{t("template")}</legend>
      <div className="-mx-1 flex snap-x gap-3 overflow-x-auto px-1 pb-2 sm:grid sm:grid-cols-5 sm:overflow-visible">
        {TEMPLATES.map((style) => (
          <label key={style} className="group grid w-24 shrink-0 snap-start cursor-pointer gap-1.5 text-center text-xs sm:w-auto">
            <input type="radio" name="template" value={style} checked={template === style} onChange={() => onTemplate(style)} className="peer sr-only" />
            <span className="block overflow-hidden rounded-md border bg-white shadow-sm ring-offset-2 ring-offset-background transition-shadow group-hover:border-primary/50 peer-checked:ring-2 peer-checked:ring-primary peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring">
              {/* eslint-disable-next-line @next/next/no-img-element -- a PNG the API draws; there is no image optimiser in a static export */}
              <img src={`/api/templates/${style}/thumbnail.png`} alt="" width={360} height={509} loading="lazy" decoding="async" className="aspect-[210/297] w-full" />
            </span>
            <span className="truncate font-medium text-muted-foreground peer-checked:text-foreground">{templateLabel(style)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

