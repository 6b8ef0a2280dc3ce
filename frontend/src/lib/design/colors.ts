import type { ColumnSpec, TemplateSpec } from "./catalog";
import { fill, text, type Palette, type Rgb } from "./paint";

/**
 * The page's colours as CSS custom properties on the sheet, named by paint and by the ground
 * under it rather than by RGB: the parts of the page refer to `var(--…)` only, so a change of
 * accent sets these variables on the sheet and React redraws nothing below it.
 */

/** The ground of text set straight on the page (a paint like any other: white). */
export const PAGE = "#ffffff";

/** A paint as a custom-property name part: letters and digits kept, anything else escaped. */
const slug = (paint: string) => paint.replace(/[^a-z0-9]/gi, (c) => `_${c.charCodeAt(0).toString(16)}`);

const fillName = (paint: string) => `--vitae-fill-${slug(paint)}`;
const textName = (paint: string, ground: string) => `--vitae-text-${slug(paint)}-on-${slug(ground)}`;

/** A fill, rule or band in `paint`. */
export const fillColor = (paint: string) => `var(${fillName(paint)})`;

/** Text in `paint` over `ground` (itself a paint), darkened or lightened until it reads. */
export const textColor = (paint: string, ground: string) => `var(${textName(paint, ground)})`;

export const cssColor = (c: Rgb) => `rgb(${c[0]} ${c[1]} ${c[2]})`;

export interface TemplatePaints {
  /** Paints of text. */
  texts: Set<string>;
  /** Paints of fills, rules and bands. */
  fills: Set<string>;
  /** What text is set on: the page, and the fills text sits on (band, sidebar, chips). */
  grounds: Set<string>;
}

const paintsCache = new WeakMap<TemplateSpec, TemplatePaints>();

/** Every paint `template` uses, by role. */
export function paintsOf(template: TemplateSpec): TemplatePaints {
  const known = paintsCache.get(template);
  if (known) return known;
  const texts = new Set<string>();
  const fills = new Set<string>();
  const grounds = new Set<string>([PAGE]);
  const addFill = (paint: string | null | undefined, ground = false) => {
    if (!paint) return;
    fills.add(paint);
    if (ground) grounds.add(paint);
  };
  const h = template.header;
  for (const spec of [h.name, h.title, h.contact]) texts.add(spec.color);
  addFill(h.band?.paint, true);
  addFill(h.rule?.paint);
  addFill(h.photo.ring);
  addFill(template.page.later_band?.paint);
  const column = (c: ColumnSpec) => {
    for (const spec of [c.heading.text, c.body, c.bullet.text, c.tags.text, c.items.marker.text, c.items.text]) texts.add(spec.color);
    for (const e of [c.entry, c.minor_entry]) {
      for (const spec of [e.title, e.subtitle, e.date]) texts.add(spec.color);
      addFill(e.date_column?.rail);
    }
    addFill(c.heading.rule?.paint);
    addFill(c.tags.fill, c.tags.form === "chips");
  };
  column(template.main);
  if (template.sidebar) {
    column(template.sidebar.column);
    addFill(template.sidebar.background, true);
  }
  const paints = { texts, fills, grounds };
  paintsCache.set(template, paints);
  return paints;
}

/** The custom properties that colour a page of `template` in `palette`. */
export function colorVariables(template: TemplateSpec, palette: Palette): Record<string, string> {
  const { texts, fills, grounds } = paintsOf(template);
  const vars: Record<string, string> = {};
  for (const paint of fills) vars[fillName(paint)] = cssColor(fill(palette, paint));
  for (const ground of grounds) {
    const under = fill(palette, ground);
    for (const paint of texts) vars[textName(paint, ground)] = cssColor(text(palette, paint, under));
  }
  return vars;
}
