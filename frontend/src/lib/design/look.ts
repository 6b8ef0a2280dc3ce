import type { Design } from "@/lib/api/generated/zod.gen";
import { catalog, first, fontOf, templateOf, type FontSpec, type TemplateSpec, type TextSpec } from "./catalog";
import { textColor } from "./colors";
import { fill, parseHex, type Palette, type Rgb } from "./paint";

/**
 * A template with a resume's design applied, but for its colours (`design::Look` in the
 * renderer): what the page's layout depends on. Colours are `paletteOf`'s, kept apart so a
 * change of accent leaves the look, and so every part of the page, as it was.
 */
export interface Look {
  template: TemplateSpec;
  main: FontSpec;
  alt: FontSpec;
  /** Body text size, points. */
  size: number;
  /** Multiple of the main font's natural line for body text. */
  lineHeight: number;
  /** Left and right margins, millimetres. */
  margins: number;
  paper: "a4" | "letter";
}

/** The design's choices but the accent. */
export type Layout = Omit<Design, "accent">;

const clamp = (value: number | null | undefined, fallback: number, [min, max]: readonly [number, number]) =>
  Math.min(max, Math.max(min, value ?? fallback));

export function lookOf(templateId: string, design: Layout | undefined): Look {
  const template = templateOf(templateId);
  const d = template.defaults;
  const choosable = (id: string | null | undefined) => {
    const f = fontOf(id);
    return f?.choosable ? f : undefined;
  };
  const main = choosable(design?.font) ?? fontOf(d.font) ?? first(catalog.fonts);
  const alt = fontOf(template.alt_font) ?? main;
  const { limits } = catalog;
  return {
    template,
    main,
    alt,
    size: clamp(design?.font_size, d.font_size, limits.font_size),
    lineHeight: clamp(design?.line_height, d.line_height, limits.line_height),
    margins: clamp(design?.margins_mm, d.margins_mm, limits.margins_mm),
    paper: design?.paper ?? "a4",
  };
}

/** The template's colours with the resume's accent (the template's own without one). */
export function paletteOf(template: TemplateSpec, accentHex: string | null | undefined): Palette {
  const accent = parseHex(accentHex ?? "") ?? parseHex(template.defaults.accent) ?? ([0, 0, 0] as Rgb);
  const fixed = (paint: string) => fill({ accent, ink: [0, 0, 0], text: [0, 0, 0], muted: [0, 0, 0] }, paint);
  return { accent, ink: fixed(template.colors.ink), text: fixed(template.colors.text), muted: fixed(template.colors.muted) };
}

/** The page's size in millimetres. */
export function paperSize(paper: Look["paper"]): { width: number; height: number } {
  const p = catalog.papers.find((x) => x.id === paper) ?? first(catalog.papers);
  return { width: p.width_mm, height: p.height_mm };
}

/** The family a run of `spec` is set in. */
export function familyOf(look: Look, spec: TextSpec): FontSpec {
  return spec.family === "alt" ? look.alt : look.main;
}

/** The distance between baselines of `font` at `size` points and `spacing`, in points. */
export function lineAdvance(font: FontSpec, size: number, spacing: number): number {
  return (font.ascender + font.descender + font.line_gap) * size * spacing;
}

/**
 * Styles already worked out, per look, spec and ground: a page sets the same few specs (an
 * entry's title, its dates, a bullet) dozens of times. Shared objects: callers copy before
 * changing one.
 */
const styles = new WeakMap<Look, Map<TextSpec, Map<string, Readonly<React.CSSProperties>>>>();

/** CSS for text in `spec` over `ground` (a paint): family, size, weight, style, colour, line. */
export function textStyle(look: Look, spec: TextSpec, ground: string, spacing = 1): Readonly<React.CSSProperties> {
  let bySpec = styles.get(look);
  if (!bySpec) styles.set(look, (bySpec = new Map()));
  let byGround = bySpec.get(spec);
  if (!byGround) bySpec.set(spec, (byGround = new Map()));
  const key = `${ground}|${spacing}`;
  let style = byGround.get(key);
  if (!style) byGround.set(key, (style = computeTextStyle(look, spec, ground, spacing)));
  return style;
}

function computeTextStyle(look: Look, spec: TextSpec, ground: string, spacing: number): React.CSSProperties {
  const font = familyOf(look, spec);
  const size = spec.size * look.size;
  return {
    fontFamily: fontStack(font),
    fontSize: `${size}pt`,
    fontWeight: spec.weight === "bold" ? 700 : 400,
    fontStyle: spec.weight === "italic" ? "italic" : "normal",
    color: textColor(spec.color, ground),
    lineHeight: `${lineAdvance(font, size, spacing)}pt`,
    textTransform: spec.upper ? "uppercase" : undefined,
  };
}

/** The family and, for text in other scripts, the renderer's fallbacks in the same style. */
export function fontStack(font: FontSpec): string {
  const serif = font.category === "serif";
  const fallbacks = serif
    ? ["noto-naskh-arabic", "noto-serif-hebrew", "noto-serif-devanagari", "noto-serif"]
    : ["noto-sans-arabic", "noto-sans-hebrew", "noto-sans-devanagari", "noto-sans"];
  return [font.id, ...fallbacks.filter((id) => id !== font.id)].map((id) => `"vitae-${id}"`).join(", ") + (serif ? ", serif" : ", sans-serif");
}
