export const TEMPLATES = ["modern", "minimal", "corporate", "classic", "elegant"] as const;
export type TemplateStyle = (typeof TEMPLATES)[number];

export function templateLabel(style: string): string {
  return style.charAt(0).toUpperCase() + style.slice(1);
}

export function asTemplate(style: string | null | undefined): TemplateStyle {
  return (TEMPLATES as readonly string[]).includes(style ?? "") ? (style as TemplateStyle) : "modern";
}
