import type { FormErrors } from "@/lib/form";
import type { ResumeData } from "@/lib/api/schemas";

export const MAX_PHOTO_BYTES = 2_097_152;
export const PHOTO_TOO_LARGE = "Photo size should be less than 2MB";
export const PHOTO_NOT_IMAGE = "Please upload an image file";
export const PHOTO_TOO_MANY_PIXELS =
  "Photo dimensions should be at most 4096 × 4096 pixels. Please upload a smaller image";
/** The photo types the server accepts (it checks the bytes too); the file picker offers these. */
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/gif"] as const;
/** Longest side the server accepts; it stores photos at most 1024 px a side. */
export const MAX_PHOTO_SIDE = 4096;

export const EXPERIENCE_LEVELS = [
  { value: "entry", label: "Entry Level (0-2 years)" },
  { value: "mid", label: "Mid Level (3-5 years)" },
  { value: "senior", label: "Senior Level (6-10 years)" },
  { value: "executive", label: "Executive (10+ years)" },
] as const;

export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number]["value"];

export type WorkEntryForm = { position: string; company: string; duration: string; description: string };
export type EducationEntryForm = { degree: string; institution: string; year: string };

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
};

/** Required text fields and their messages (the server answers with the same ones). */
const REQUIRED = {
  name: "Full name is required",
  email: "Email is required",
  phone: "Phone is required",
  location: "Location is required",
  job_title: "Target job title is required",
  summary: "Professional summary is required",
} as const;
const REQUIRED_WORK: Record<keyof WorkEntryForm, string> = {
  position: "Position is required",
  company: "Company is required",
  duration: "Duration is required",
  description: "Description is required",
};
const REQUIRED_EDUCATION: Record<keyof EducationEntryForm, string> = {
  degree: "Degree is required",
  institution: "Institution is required",
  year: "Year is required",
};
export const INVALID_EMAIL = "Please enter a valid email address";

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
 * The create and edit forms' checks: a message for each field path that fails.
 * Entries are named by index (`work_experience.1.company`), so the message shows at the field.
 */
export function validateResumeForm(values: ResumeFormValues): FormErrors {
  const errors: FormErrors = {};
  const need = <K extends string>(prefix: string, entry: Record<NoInfer<K>, string>, rules: Record<K, string>) => {
    for (const key of Object.keys(rules) as K[]) {
      if (!entry[key].trim()) errors[prefix + key] = rules[key];
    }
  };
  need("", values, REQUIRED);
  if (!errors.email && !isEmailShaped(values.email)) errors.email = INVALID_EMAIL;
  values.work_experience.forEach((entry, i) => need(`work_experience.${i}.`, entry, REQUIRED_WORK));
  values.education.forEach((entry, i) => need(`education.${i}.`, entry, REQUIRED_EDUCATION));
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
};

/** Whitespace-only skills and certifications are dropped on submit. */
export function toResumeData(values: ResumeFormValues): ResumeData {
  const clean = (list: Array<{ value: string }>) => list.map((s) => s.value.trim()).filter((s) => s.length > 0);
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
    })),
    education: values.education.map((e) => ({ degree: e.degree.trim(), institution: e.institution.trim(), year: e.year.trim() })),
    skills: clean(values.skills),
    certifications: clean(values.certifications),
    profile_photo: values.profile_photo,
  };
}

export function fromResumeData(data: ResumeData): ResumeFormValues {
  const level = EXPERIENCE_LEVELS.find((l) => l.value === data.experience_level)?.value ?? "entry";
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
  };
}

/** The server's dimension rule, checked on the decoded size the browser reports. */
export function checkPhotoSize(width: number, height: number): string | null {
  return Math.max(width, height) > MAX_PHOTO_SIDE ? PHOTO_TOO_MANY_PIXELS : null;
}

/** Photo checks (a type the server accepts, at most 2 MB); returns an error message or null. */
export function checkPhoto(file: { type: string; size: number }): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_NOT_IMAGE;
  if (file.size > MAX_PHOTO_BYTES) return PHOTO_TOO_LARGE;
  return null;
}
