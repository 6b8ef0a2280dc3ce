import { z } from "zod";

/**
 * The shape of `catalog.json`. Only the test parses with these schemas (`catalog.test.ts`);
 * pages import the types, so zod stays out of their bundles.
 */
const paint = z.string();
const weight = z.enum(["regular", "bold", "italic"]);
const textSpec = z.object({
  size: z.number(),
  weight,
  family: z.enum(["main", "alt"]),
  color: paint,
  upper: z.boolean(),
});
const align = z.enum(["start", "center"]);
const rule = z.object({ paint, height: z.number(), width: z.number().nullable(), gap: z.number() });
const marker = z.object({ text: textSpec, glyph: z.string() });
const entry = z.object({
  keep: z.number(),
  keep_first: z.boolean(),
  title: textSpec,
  subtitle: textSpec,
  date: textSpec,
  form: z.enum(["subtitle_below", "subtitle_inline", "date_after_subtitle", "date_column", "one_line"]),
  separator: z.string(),
  date_separator: z.string(),
  gap_before_description: z.number(),
  gap_after: z.number(),
  date_column: z.object({ weight: z.number(), gutter: z.number(), rail: paint.nullable() }).nullable(),
});
const column = z.object({
  heading: z.object({
    text: textSpec,
    align,
    height: z.number(),
    rule: rule.nullable(),
    rule_first: z.boolean(),
    gap_after: z.number(),
  }),
  entry,
  minor_entry: entry,
  body: textSpec,
  bullet: marker,
  tags: z.object({ form: z.enum(["chips", "inline", "items"]), text: textSpec, fill: paint, separator: z.string() }),
  items: z.object({ marker, indent: z.number(), text: textSpec, gap_each: z.number() }),
  gaps: z.object({ text: z.number(), entries: z.number(), minor_entries: z.number(), tags: z.number(), items: z.number() }),
});
export const templateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  defaults: z.object({
    accent: z.string(),
    font: z.string(),
    font_size: z.number(),
    line_height: z.number(),
    margins_mm: z.number(),
  }),
  alt_font: z.string().nullable(),
  colors: z.object({ ink: paint, text: paint, muted: paint }),
  page: z.object({
    first_top: z.number(),
    top: z.number(),
    bottom: z.number(),
    rule_width: z.number(),
    later_band: z.object({ paint, height: z.number() }).nullable(),
  }),
  header: z.object({
    band: z.object({ paint, pad_bottom: z.number() }).nullable(),
    align,
    name: textSpec,
    name_min: z.number(),
    title: textSpec,
    contact: textSpec,
    separator: z.string(),
    gap_name: z.number(),
    gap_title: z.number(),
    gap_after: z.number(),
    rule: rule.nullable(),
    photo: z.object({
      size: z.number(),
      place: z.enum(["end", "start", "above"]),
      round: z.boolean(),
      ring: paint.nullable(),
      gray: z.boolean(),
      gap: z.number(),
    }),
  }),
  main: column,
  sidebar: z
    .object({
      keys: z.array(z.string()),
      side: z.enum(["start", "end"]),
      weights: z.tuple([z.number(), z.number(), z.number()]),
      offset: z.number(),
      background: paint.nullable(),
      background_pad: z.number(),
      column,
    })
    .nullable(),
  headings: z.record(z.string(), z.enum(["profile", "experience", "core_skills"])),
});
const words = z.object({
  summary: z.string(),
  work_experience: z.string(),
  education: z.string(),
  skills: z.string(),
  certifications: z.string(),
  projects: z.string(),
  volunteering: z.string(),
  awards: z.string(),
  publications: z.string(),
  languages: z.string(),
  profile: z.string(),
  experience: z.string(),
  core_skills: z.string(),
  present: z.string(),
  resume: z.string(),
});
export const catalogSchema = z.object({
  templates: z.array(templateSchema),
  fonts: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      category: z.enum(["sans", "serif", "mono"]),
      choosable: z.boolean(),
      split: z.boolean(),
      scripts: z.array(z.string()),
      files: z.object({ regular: z.string(), bold: z.string().nullable(), italic: z.string().nullable() }),
      ascender: z.number(),
      descender: z.number(),
      line_gap: z.number(),
    }),
  ),
  web_parts: z.array(z.object({ name: z.string(), unicode_range: z.string() })),
  languages: z.array(z.object({ code: z.string(), name: z.string(), native: z.string(), rtl: z.boolean(), words })),
  limits: z.object({
    font_size: z.tuple([z.number(), z.number()]),
    line_height: z.tuple([z.number(), z.number()]),
    margins_mm: z.tuple([z.number(), z.number()]),
  }),
  papers: z.array(z.object({ id: z.enum(["a4", "letter"]), width_mm: z.number(), height_mm: z.number() })),
  rules: z.object({
    least_margin: z.number(),
    name_step: z.number(),
    title_min: z.number(),
    contact_min: z.number(),
    heading_keep: z.number(),
    description_indent: z.number(),
    description_line_gap: z.number(),
    row_weights: z.tuple([z.number(), z.number()]),
    chip_pad_x: z.number(),
    chip_pad_y: z.number(),
    chip_gap: z.number(),
    chip_radius: z.number(),
    photo_ring: z.number(),
  }),
});

export type Catalog = z.infer<typeof catalogSchema>;
export type TemplateSpec = z.infer<typeof templateSchema>;
export type ColumnSpec = TemplateSpec["main"];
export type EntrySpec = ColumnSpec["entry"];
export type TextSpec = z.infer<typeof textSpec>;
export type RuleSpec = z.infer<typeof rule>;
export type FontSpec = Catalog["fonts"][number];
export type ResumeLanguage = Catalog["languages"][number];
export type Words = ResumeLanguage["words"];

