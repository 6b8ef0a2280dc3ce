import type { AiEnhancedData, Link, ResumeData } from "@/lib/api/generated/zod.gen";
import { printedSections, sectionHeading, type SectionKey } from "@/lib/resumes/sections";
import { chooseText, type EnhancedEntry } from "./stale";

/** One entry as every template prints it: a title line, a subtitle, a date and a description. */
export interface ViewEntry {
  title: string;
  subtitle: string;
  date: string;
  description: string;
  url?: string;
}

interface SectionBase {
  key: SectionKey;
  heading: string;
}
export type ViewSection =
  | (SectionBase & { kind: "text"; text: string })
  /** `compact`: entries that are a line or two (education), which some templates set tighter. */
  | (SectionBase & { kind: "entries"; entries: ViewEntry[]; compact?: boolean })
  /** Short items some templates print as chips (skills). */
  | (SectionBase & { kind: "tags"; items: string[] })
  | (SectionBase & { kind: "list"; items: string[] });

export interface ResumeView {
  name: string;
  jobTitle: string;
  email: string;
  phone: string;
  location: string;
  photo: string | null;
  links: Link[];
  /** The printed sections in the user's order; hidden and empty ones are absent. */
  sections: ViewSection[];
  /** How many enhanced texts are older than the user's edit of their original (and not shown). */
  stale: number;
}

/** The text a preview shows: AI-enhanced summary and descriptions when `enhanced` is on. */
export function toView(data: ResumeData, ai: AiEnhancedData, enhanced: boolean): ResumeView {
  let stale = 0;
  const pick = (original: string, enhancement: string | undefined, recorded: string | undefined) => {
    if (!enhanced) return original;
    const chosen = chooseText(original, enhancement, recorded);
    if (chosen.stale) stale += 1;
    return chosen.text;
  };
  const described = (original: string, e: EnhancedEntry | undefined) => pick(original, e?.enhanced_description, e?.description);

  const section = (key: SectionKey): ViewSection => {
    const heading = sectionHeading(data, key);
    const listed = (entries: ViewEntry[], compact?: boolean): ViewSection => ({ key, heading, kind: "entries", entries, compact });
    switch (key) {
      case "summary":
        return { key, heading, kind: "text", text: pick(data.summary, ai.enhanced_summary, ai.enhanced_summary_source) };
      case "work_experience":
        return listed(
          data.work_experience.map((w, i) => ({
            title: w.position,
            subtitle: w.company,
            date: w.duration,
            description: described(w.description, ai.enhanced_work_experience[i]),
          })),
        );
      case "education":
        return listed(
          data.education.map((e) => ({ title: e.degree, subtitle: e.institution, date: e.year, description: "" })),
          true,
        );
      case "skills":
        return { key, heading, kind: "tags", items: data.skills };
      case "certifications":
        return { key, heading, kind: "list", items: data.certifications };
      case "languages":
        return { key, heading, kind: "list", items: data.languages.map((l) => (l.fluency ? `${l.language} (${l.fluency})` : l.language)) };
      case "projects":
        return listed(
          data.projects.map((p, i) => ({
            title: p.name,
            subtitle: p.role,
            date: p.duration,
            url: p.url,
            description: described(p.description, ai.enhanced_projects[i]),
          })),
        );
      case "volunteering":
        return listed(
          data.volunteering.map((v, i) => ({
            title: v.role,
            subtitle: v.organization,
            date: v.duration,
            description: described(v.description, ai.enhanced_volunteering[i]),
          })),
        );
      case "awards":
        return listed(data.awards.map((a) => ({ title: a.title, subtitle: a.awarder, date: a.date, description: a.description })));
      case "publications":
        return listed(
          data.publications.map((p) => ({ title: p.name, subtitle: p.publisher, date: p.date, url: p.url, description: p.description })),
        );
      default: {
        const id = key.slice("custom:".length);
        const custom = data.custom_sections.find((s) => s.id === id);
        return listed(custom?.entries.map((e) => ({ ...e })) ?? []);
      }
    }
  };

  const sections = printedSections(data).map(section);
  return {
    name: data.name,
    jobTitle: data.job_title,
    email: data.email,
    phone: data.phone,
    location: data.location,
    photo: data.profile_photo,
    links: data.links.filter((l) => l.url),
    sections,
    stale,
  };
}
