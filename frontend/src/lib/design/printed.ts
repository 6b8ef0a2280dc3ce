import type { AiEnhancedData, ResumeData } from "@/lib/api/generated/zod.gen";
import { printedSections, type SectionKey } from "@/lib/resumes/sections";
import { chooseText } from "@/lib/resumes/stale";
import { languageOf, type ResumeLanguage } from "./catalog";

/**
 * The text a page prints, chosen and cleaned as every server output chooses it
 * (`crates/pdf/src/text.rs`): enhanced or original, single-line fields on one line, empty
 * entries and sections left out, sections in the user's order, each reduced to one of four
 * shapes the templates know how to lay out.
 */
export interface PrintedEntry {
  title: string;
  /** Company, institution, role… joined with a project's or publication's address. */
  subtitle: string;
  date: string;
  description: string;
}

export type PrintedBody =
  | { kind: "text"; text: string }
  | { kind: "entries"; entries: PrintedEntry[] }
  | { kind: "tags"; items: string[] }
  | { kind: "items"; items: string[] };

export interface PrintedSection {
  key: SectionKey;
  /** The section's usual heading in the resume's language (a template may word it its way). */
  heading: string;
  body: PrintedBody;
}

export interface PrintedResume {
  language: ResumeLanguage;
  name: string;
  jobTitle: string;
  email: string;
  phone: string;
  location: string;
  links: string[];
  photo: string | null;
  sections: PrintedSection[];
  /** Enhanced texts older than the user's edit of their original (the original is printed). */
  stale: number;
}

// Soft hyphens, byte-order marks and U+FFFE/U+FFFF never print; joiners and marks stay.
const NEVER_PRINTED = /[\u00AD\uFEFF\uFFFE\uFFFF]/g;
// Rust's `char::is_whitespace` or `is_control`.
const SPLITS = /[\s\u0000-\u001F\u007F-\u009F\u0085\u200E\u200F\u2028\u2029]+/u;

/** One line of a single-line field: controls and runs of whitespace become one space. */
export function clean(s: string): string {
  return s
    .replace(NEVER_PRINTED, "")
    .split(SPLITS)
    .filter((w) => w.length > 0)
    .join(" ");
}

/** Multi-line text keeps its line breaks, each line cleaned; blank lines drop. */
export function cleanLines(s: string): string {
  return s
    .split(/\r\n|\n|\r/)
    .map(clean)
    .filter((l) => l.length > 0)
    .join("\n");
}

/** A link as printed: without `https://` or a trailing slash. */
export function displayUrl(url: string): string {
  const trimmed = url.trim();
  const bare = trimmed.replace(/^https?:\/\//, "");
  return clean(bare.endsWith("/") ? bare.slice(0, -1) : bare);
}

/** The markers a bullet line starts with (`vitae_domain::description`). */
const MARKERS = ["• ", "- ", "* ", "– ", "· ", "•", "▪ ", "◦ "];

export type Line = { bullet: boolean; text: string };

/** A description's non-blank lines, each a paragraph or a bullet. */
export function lines(text: string): Line[] {
  const out: Line[] = [];
  for (const raw of text.split(/\r\n|\n|\r/)) {
    const t = raw.trim();
    if (!t) continue;
    const marker = MARKERS.find((m) => t.startsWith(m) && t.slice(m.length).trim());
    out.push(marker ? { bullet: true, text: t.slice(marker.length).trim() } : { bullet: false, text: t });
  }
  return out;
}

function entry(title: string, subtitle: string[], date: string, description: string): PrintedEntry {
  return {
    title: clean(title),
    subtitle: subtitle
      .map(clean)
      .filter((s) => s)
      .join(" · "),
    date: clean(date),
    description,
  };
}

function entries(list: PrintedEntry[]): PrintedBody {
  return { kind: "entries", entries: list.filter((e) => e.title || e.subtitle || e.date || e.description) };
}

const items = (list: string[]) => list.map(clean).filter((s) => s);

function isEmpty(body: PrintedBody): boolean {
  switch (body.kind) {
    case "text":
      return !body.text;
    case "entries":
      return body.entries.length === 0;
    default:
      return body.items.length === 0;
  }
}

/** What `data` prints: the enhanced text where it is current and `enhanced` is on. */
export function printed(data: ResumeData, ai: AiEnhancedData, enhanced: boolean): PrintedResume {
  const language = languageOf(data.language);
  let stale = 0;
  const choose = (original: string, better: string | undefined, recorded: string | undefined) => {
    if (!enhanced) return cleanLines(original);
    const chosen = chooseText(original, better, recorded);
    if (chosen.stale) stale += 1;
    return cleanLines(chosen.text) || cleanLines(original);
  };
  const described = (original: string, e: { enhanced_description: string; description: string } | undefined) =>
    choose(original, e?.enhanced_description, e?.description);

  const body = (key: SectionKey): PrintedBody => {
    switch (key) {
      case "summary":
        return { kind: "text", text: choose(data.summary, ai.enhanced_summary, ai.enhanced_summary_source) };
      case "work_experience":
        return entries(data.work_experience.map((w, i) => entry(w.position, [w.company], w.duration, described(w.description, ai.enhanced_work_experience[i]))));
      case "education":
        return entries(data.education.map((e) => entry(e.degree, [e.institution], e.year, "")));
      case "skills":
        return { kind: "tags", items: items(data.skills) };
      case "certifications":
        return { kind: "items", items: items(data.certifications) };
      case "projects":
        return entries(data.projects.map((p, i) => entry(p.name, [p.role, displayUrl(p.url)], p.duration, described(p.description, ai.enhanced_projects?.[i]))));
      case "volunteering":
        return entries(
          data.volunteering.map((v, i) => entry(v.role, [v.organization], v.duration, described(v.description, ai.enhanced_volunteering?.[i]))),
        );
      case "awards":
        return entries(data.awards.map((a) => entry(a.title, [a.awarder], a.date, cleanLines(a.description))));
      case "publications":
        return entries(data.publications.map((p) => entry(p.name, [p.publisher, displayUrl(p.url)], p.date, cleanLines(p.description))));
      case "languages":
        return {
          kind: "items",
          items: data.languages
            .map((l) => {
              const [name, fluency] = [clean(l.language), clean(l.fluency)];
              return fluency && name ? `${name} (${fluency})` : name || fluency;
            })
            .filter((l) => l),
        };
      default: {
        const custom = data.custom_sections.find((s) => `custom:${s.id}` === key);
        return entries((custom?.entries ?? []).map((e) => entry(e.title, [e.subtitle], e.date, cleanLines(e.description))));
      }
    }
  };
  const heading = (key: SectionKey) => {
    if (key.startsWith("custom:")) return clean(data.custom_sections.find((s) => `custom:${s.id}` === key)?.heading ?? "");
    return language.words[key as keyof typeof language.words];
  };

  const sections = printedSections(data)
    .map((key) => ({ key, heading: heading(key), body: body(key) }))
    .filter((s) => !isEmpty(s.body));
  return {
    language,
    name: clean(data.name),
    jobTitle: clean(data.job_title),
    email: clean(data.email),
    phone: clean(data.phone),
    location: clean(data.location),
    links: data.links.map((l) => displayUrl(l.url)).filter((l) => l),
    photo: data.profile_photo || null,
    sections,
    stale,
  };
}

/** Email, phone, location and links: the header's contact line. */
export function contact(r: PrintedResume): string[] {
  return [r.email, r.phone, r.location, ...r.links].filter((s) => s);
}
