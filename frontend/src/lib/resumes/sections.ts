import type { ResumeData } from "@/lib/api/generated/zod.gen";

/** The built-in sections in their default order; custom sections (`custom:<id>`) follow them. */
export const SECTION_KEYS = [
  "summary",
  "work_experience",
  "education",
  "skills",
  "certifications",
  "projects",
  "volunteering",
  "awards",
  "publications",
  "languages",
] as const;
export type BuiltInSection = (typeof SECTION_KEYS)[number];
/** A built-in key or `custom:<id>`. */
export type SectionKey = BuiltInSection | `custom:${string}`;

/** The sections a user adds from the editor's list; the first five are always there. */
export const OPTIONAL_SECTIONS = ["projects", "volunteering", "awards", "publications", "languages"] as const;
export type OptionalSection = (typeof OPTIONAL_SECTIONS)[number];

export const SECTION_HEADINGS: Record<BuiltInSection, string> = {
  summary: "Professional Summary",
  work_experience: "Work Experience",
  education: "Education",
  skills: "Skills",
  certifications: "Certifications",
  projects: "Projects",
  volunteering: "Volunteering",
  awards: "Awards",
  publications: "Publications",
  languages: "Languages",
};

export const customKey = (id: string): SectionKey => `custom:${id}`;

function isBuiltIn(key: string): key is BuiltInSection {
  return (SECTION_KEYS as readonly string[]).includes(key);
}

/**
 * Every section key of a resume in the order the user chose: the keys of `order` that name a
 * section (unknown ones and repeats dropped), then the built-in keys it leaves out in default
 * order, then the custom sections it leaves out in the order they were added.
 */
export function resolveOrder(order: readonly string[], customIds: readonly string[]): SectionKey[] {
  const known = new Set<string>([...SECTION_KEYS, ...customIds.map(customKey)]);
  const seen = new Set<string>();
  const result: SectionKey[] = [];
  const take = (key: string) => {
    if (known.has(key) && !seen.has(key)) {
      seen.add(key);
      result.push(key as SectionKey);
    }
  };
  order.forEach(take);
  SECTION_KEYS.forEach(take);
  customIds.map(customKey).forEach(take);
  return result;
}

/** Whether a section has anything to print. */
export function hasContent(data: ResumeData, key: SectionKey): boolean {
  if (!isBuiltIn(key)) {
    const id = key.slice("custom:".length);
    return (data.custom_sections.find((s) => s.id === id)?.entries.length ?? 0) > 0;
  }
  if (key === "summary") return data.summary.trim().length > 0;
  return data[key].length > 0;
}

/** The sections a resume prints, in order: hidden and empty ones left out. */
export function printedSections(data: ResumeData): SectionKey[] {
  const hidden = new Set(data.hidden_sections);
  return resolveOrder(
    data.section_order,
    data.custom_sections.map((s) => s.id),
  ).filter((key) => !hidden.has(key) && hasContent(data, key));
}

/** A section's heading: the built-in name, or the heading the user gave a custom section. */
export function sectionHeading(data: Pick<ResumeData, "custom_sections">, key: SectionKey): string {
  if (isBuiltIn(key)) return SECTION_HEADINGS[key];
  const id = key.slice("custom:".length);
  return data.custom_sections.find((s) => s.id === id)?.heading ?? "";
}

/**
 * `order` with `key` swapped with the nearest section of `shown` before it (`up`) or after it
 * (`down`); sections the editor does not show keep their places. Unchanged at either end.
 */
export function moveSection(order: readonly SectionKey[], shown: readonly SectionKey[], key: SectionKey, dir: "up" | "down"): SectionKey[] {
  const at = shown.indexOf(key);
  const neighbour = shown[dir === "up" ? at - 1 : at + 1];
  if (at < 0 || neighbour === undefined) return [...order];
  return order.map((k) => (k === key ? neighbour : k === neighbour ? key : k));
}
