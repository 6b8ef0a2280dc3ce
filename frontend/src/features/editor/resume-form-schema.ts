import { ExperienceLevel as ExperienceLevels, type ExperienceLevel } from "@/lib/api/generated/types.gen";
import { formErrorsOf } from "@/lib/api/errors";
import type { FormErrors } from "@/lib/form";
import type { Messages } from "next-intl";
import type { Award, CustomSection, Design, Language, Link, Project, Publication, ResumeData, Volunteering } from "@/lib/api/generated/zod.gen";
import { resolveOrder, type SectionKey } from "@/lib/resumes/sections";

/** The server's levels (the generated enum), in its order; `editor.levels` names them. */
export const EXPERIENCE_LEVELS = Object.values(ExperienceLevels);

export type WorkEntryForm = { position: string; company: string; duration: string; description: string; page_break_before?: boolean };
export type EducationEntryForm = { degree: string; institution: string; year: string; page_break_before?: boolean };

export type ResumeFormValues = {
  profile_photo: string | null;
  name: string;
  email: string;
  phone: string;
  location: string;
  job_title: string;
  experience_level: ExperienceLevel;
  summary: string;
  work_experience: WorkEntryForm[];
  education: EducationEntryForm[];
  skills: Array<{ value: string }>;
  certifications: Array<{ value: string }>;
  /** The resume's own name in the documents list; never printed. */
  title: string;
  /** The resume's language (BCP 47); "" is English. */
  language: string;
  /** Colour, font, size, spacing and paper over the template's own; {} is the template's. */
  design: Design;
  links: Link[];
  projects: Project[];
  volunteering: Volunteering[];
  awards: Award[];
  publications: Publication[];
  languages: Language[];
  custom_sections: CustomSection[];
  /** Every section key, in the order the user arranged them. */
  section_order: SectionKey[];
  hidden_sections: SectionKey[];
  /** Sections the PDF keeps on one page where a page can hold them. */
  keep_together: SectionKey[];
};

/** A design with only the settings it makes (a setting null or absent is the template's own). */
export function tidyDesign(design: Design): Design {
  return Object.fromEntries(Object.entries(design).filter(([, value]) => value !== null && value !== undefined)) as Design;
}

/** The `editor.validation` messages, in the page's language. */
export type ValidationWords = (key: ValidationKey) => string;
type ValidationKey = keyof Messages["editor"]["validation"];

/** Required text fields and their messages (the server checks the same ones). */
const REQUIRED = {
  name: "name",
  email: "email",
  phone: "phone",
  location: "location",
  job_title: "jobTitle",
  summary: "summary",
} as const satisfies Record<string, ValidationKey>;
const REQUIRED_WORK: Record<Exclude<keyof WorkEntryForm, "page_break_before">, ValidationKey> = {
  position: "position",
  company: "company",
  duration: "duration",
  description: "description",
};
const REQUIRED_EDUCATION: Record<Exclude<keyof EducationEntryForm, "page_break_before">, ValidationKey> = {
  degree: "degree",
  institution: "institution",
  year: "year",
};

/** Required fields of the added sections; the server checks the same ones. */
const REQUIRED_LINK: Partial<Record<keyof Link, ValidationKey>> = { label: "linkLabel", url: "linkUrl" };
const REQUIRED_PROJECT: Partial<Record<keyof Project, ValidationKey>> = { name: "projectName" };
const REQUIRED_VOLUNTEERING: Partial<Record<keyof Volunteering, ValidationKey>> = { role: "role", organization: "organization" };
const REQUIRED_AWARD: Partial<Record<keyof Award, ValidationKey>> = { title: "awardTitle" };
const REQUIRED_PUBLICATION: Partial<Record<keyof Publication, ValidationKey>> = { name: "publicationName" };
const REQUIRED_LANGUAGE: Partial<Record<keyof Language, ValidationKey>> = { language: "language" };

/** Only web addresses: a link printed on a resume must never run script or open a file. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * The server's rule (`is_email_shaped` in the domain crate): one `@`, a non-empty local part, a
 * dotted domain, no spaces. Deliverability is the mail server's business.
 */
export function isEmailShaped(value: string): boolean {
  const v = value.trim();
  const at = v.indexOf("@");
  if (at <= 0 || /\s/.test(v)) return false;
  const domain = v.slice(at + 1);
  return (
    !domain.includes("@") &&
    !domain.startsWith(".") &&
    !domain.endsWith(".") &&
    domain.split(".").filter((part) => part.length > 0).length >= 2
  );
}

/**
 * The checks of the create and edit forms: a message for each field path that fails.
 * Entries are named by index (`work_experience.1.company`), so the message shows at the field.
 */
export function validateResumeForm(values: ResumeFormValues, t: ValidationWords): FormErrors {
  const errors: FormErrors = {};
  const need = <E extends object>(prefix: string, entry: E, rules: Partial<Record<keyof E & string, ValidationKey>>) => {
    for (const [key, message] of Object.entries(rules) as Array<[keyof E & string, ValidationKey]>) {
      if (!String(entry[key]).trim()) errors[prefix + key] = t(message);
    }
  };
  const webUrl = (path: string, value: string) => {
    if (value.trim() && !errors[path] && !isWebUrl(value)) errors[path] = t("invalidUrl");
  };
  need("", values, REQUIRED);
  if (!errors.email && !isEmailShaped(values.email)) errors.email = t("invalidEmail");
  values.work_experience.forEach((entry, i) => need(`work_experience.${i}.`, entry, REQUIRED_WORK));
  values.education.forEach((entry, i) => need(`education.${i}.`, entry, REQUIRED_EDUCATION));
  values.links.forEach((entry, i) => {
    need(`links.${i}.`, entry, REQUIRED_LINK);
    webUrl(`links.${i}.url`, entry.url);
  });
  values.projects.forEach((entry, i) => {
    need(`projects.${i}.`, entry, REQUIRED_PROJECT);
    webUrl(`projects.${i}.url`, entry.url);
  });
  values.volunteering.forEach((entry, i) => need(`volunteering.${i}.`, entry, REQUIRED_VOLUNTEERING));
  values.awards.forEach((entry, i) => need(`awards.${i}.`, entry, REQUIRED_AWARD));
  values.publications.forEach((entry, i) => {
    need(`publications.${i}.`, entry, REQUIRED_PUBLICATION);
    webUrl(`publications.${i}.url`, entry.url);
  });
  values.languages.forEach((entry, i) => need(`languages.${i}.`, entry, REQUIRED_LANGUAGE));
  values.custom_sections.forEach((section, i) => {
    need(`custom_sections.${i}.`, section, { heading: "heading" });
    section.entries.forEach((entry, j) => need(`custom_sections.${i}.entries.${j}.`, entry, { title: "customTitle" }));
  });
  return errors;
}

/**
 * The server's answer to a resume it refused (422): each problem of `resume_data` at the form's
 * field (a skill or certification at its input), to show where the user types.
 */
export function resumeFormErrors(error: unknown): FormErrors {
  const errors: FormErrors = {};
  for (const [path, message] of Object.entries(formErrorsOf(error, ["body", "resume_data"]))) {
    errors[/^(skills|certifications)\.\d+$/.test(path) ? `${path}.value` : path] = message;
  }
  return errors;
}

export const emptyWork = { position: "", company: "", duration: "", description: "" };
export const emptyEducation = { degree: "", institution: "", year: "" };

/** One blank work, education, skill and certification entry to start. */
export const emptyResumeForm: ResumeFormValues = {
  profile_photo: null,
  name: "",
  email: "",
  phone: "",
  location: "",
  job_title: "",
  experience_level: "entry",
  summary: "",
  work_experience: [{ ...emptyWork }],
  education: [{ ...emptyEducation }],
  skills: [{ value: "" }],
  certifications: [{ value: "" }],
  title: "",
  language: "",
  design: {},
  links: [],
  projects: [],
  volunteering: [],
  awards: [],
  publications: [],
  languages: [],
  custom_sections: [],
  section_order: resolveOrder([], []),
  hidden_sections: [],
  keep_together: [],
};

export const emptyEntries = {
  links: { label: "", url: "" },
  projects: { name: "", role: "", url: "", duration: "", description: "", page_break_before: false },
  volunteering: { role: "", organization: "", duration: "", description: "", page_break_before: false },
  awards: { title: "", awarder: "", date: "", description: "", page_break_before: false },
  publications: { name: "", publisher: "", date: "", url: "", description: "", page_break_before: false },
  languages: { language: "", fluency: "" },
  custom: { title: "", subtitle: "", date: "", description: "", page_break_before: false },
} as const;

/** Every string of an entry trimmed. */
function trimmed<T extends object>(entry: T): T {
  return Object.fromEntries(Object.entries(entry).map(([k, v]) => [k, typeof v === "string" ? v.trim() : v])) as T;
}

/**
 * The order to store: empty when it is the default one, so a resume that was never rearranged
 * keeps the shape it had before sections could move.
 */
function storedOrder(order: readonly SectionKey[], customIds: readonly string[]): SectionKey[] {
  const resolved = resolveOrder(order, customIds);
  const defaults = resolveOrder([], customIds);
  return resolved.every((key, i) => key === defaults[i]) ? [] : resolved;
}

/** Whitespace-only skills and certifications are dropped on submit. */
export function toResumeData(values: ResumeFormValues): ResumeData {
  const clean = (list: Array<{ value: string }>) => list.map((s) => s.value.trim()).filter((s) => s.length > 0);
  const customIds = values.custom_sections.map((s) => s.id);
  const known = new Set<string>(resolveOrder([], customIds));
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    location: values.location.trim(),
    summary: values.summary.trim(),
    job_title: values.job_title.trim(),
    experience_level: values.experience_level,
    work_experience: values.work_experience.map((w) => ({
      position: w.position.trim(),
      company: w.company.trim(),
      duration: w.duration.trim(),
      description: w.description.trim(),
      page_break_before: w.page_break_before === true,
    })),
    education: values.education.map((e) => ({ degree: e.degree.trim(), institution: e.institution.trim(), year: e.year.trim(), page_break_before: e.page_break_before === true })),
    skills: clean(values.skills),
    certifications: clean(values.certifications),
    profile_photo: values.profile_photo,
    title: values.title.trim(),
    language: values.language,
    design: values.design,
    links: values.links.map(trimmed),
    projects: values.projects.map(trimmed),
    volunteering: values.volunteering.map(trimmed),
    awards: values.awards.map(trimmed),
    publications: values.publications.map(trimmed),
    languages: values.languages.map(trimmed),
    custom_sections: values.custom_sections.map((s) => ({ id: s.id, heading: s.heading.trim(), entries: s.entries.map(trimmed) })),
    section_order: storedOrder(values.section_order, customIds),
    hidden_sections: values.hidden_sections.filter((key) => known.has(key)),
    keep_together: values.keep_together.filter((key) => known.has(key)),
  };
}

export function fromResumeData(data: ResumeData): ResumeFormValues {
  const level = EXPERIENCE_LEVELS.includes(data.experience_level) ? data.experience_level : "entry";
  const ids = data.custom_sections.map((s) => s.id);
  return {
    profile_photo: data.profile_photo,
    name: data.name,
    email: data.email,
    phone: data.phone,
    location: data.location,
    job_title: data.job_title,
    experience_level: level,
    summary: data.summary,
    work_experience: data.work_experience.length ? data.work_experience.map((w) => ({ ...w })) : [{ ...emptyWork }],
    education: data.education.length ? data.education.map((e) => ({ ...e })) : [{ ...emptyEducation }],
    skills: data.skills.length ? data.skills.map((value) => ({ value })) : [{ value: "" }],
    certifications: data.certifications.length ? data.certifications.map((value) => ({ value })) : [{ value: "" }],
    title: data.title,
    language: data.language,
    design: data.design,
    links: data.links,
    projects: data.projects,
    volunteering: data.volunteering,
    awards: data.awards,
    publications: data.publications,
    languages: data.languages,
    custom_sections: data.custom_sections,
    section_order: resolveOrder(data.section_order, ids),
    hidden_sections: resolveOrder(data.hidden_sections, ids).filter((key) => data.hidden_sections.includes(key)),
    keep_together: resolveOrder(data.keep_together ?? [], ids).filter((key) => (data.keep_together ?? []).includes(key)),
  };
}

/** A fresh id for a custom section: short, and made of letters and digits only. */
export function newCustomId(taken: readonly string[]): string {
  for (;;) {
    const id = `c${Math.random().toString(36).slice(2, 10)}`;
    if (!taken.includes(id)) return id;
  }
}
