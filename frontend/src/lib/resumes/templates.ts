import { TemplateStyle as TemplateStyles, type TemplateStyle } from "@/lib/api/generated/types.gen";

export type { TemplateStyle };

/**
 * Every template the server prints, in its order: the generated enum of the server's
 * `TemplateStyle`, so a template added there is offered here once the types are regenerated
 * (and the design catalog, exported by the renderer, describes how each looks).
 */
export const TEMPLATES: readonly TemplateStyle[] = Object.values(TemplateStyles);

export function templateLabel(style: TemplateStyle): string {
  return style.charAt(0).toUpperCase() + style.slice(1);
}

/** The template a `<select>` value names, if it is one. */
export function templateNamed(value: string): TemplateStyle | undefined {
  return TEMPLATES.find((t) => t === value);
}
