import { z } from "zod/mini";
import type { ResumeData } from "@/lib/api/schemas";

export const MAX_PHOTO_BYTES = 2_097_152;
export const PHOTO_TOO_LARGE = "Photo size should be less than 2MB";
export const PHOTO_NOT_IMAGE = "Please upload an image file";

export const EXPERIENCE_LEVELS = [
  { value: "entry", label: "Entry Level (0-2 years)" },
  { value: "mid", label: "Mid Level (3-5 years)" },
  { value: "senior", label: "Senior Level (6-10 years)" },
  { value: "executive", label: "Executive (10+ years)" },
] as const;

const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

export const workEntryFormSchema = z.object({
  position: required("Position is required"),
  company: required("Company is required"),
  duration: required("Duration is required"),
  description: required("Description is required"),
});
export const educationEntryFormSchema = z.object({
  degree: required("Degree is required"),
  institution: required("Institution is required"),
  year: required("Year is required"),
});

/** Spec §5: the create form's rules and messages (the server answers with the same ones). */
export const resumeFormSchema = z.object({
  profile_photo: z.nullable(z.string()),
  name: required("Full name is required"),
  email: z.pipe(z.string().check(z.trim(), z.minLength(1, "Email is required")), z.email("Please enter a valid email address")),
  phone: required("Phone is required"),
  location: required("Location is required"),
  job_title: required("Target job title is required"),
  experience_level: z.enum(["entry", "mid", "senior", "executive"]),
  summary: required("Professional summary is required"),
  work_experience: z.array(workEntryFormSchema).check(z.minLength(1)),
  education: z.array(educationEntryFormSchema).check(z.minLength(1)),
  skills: z.array(z.object({ value: z.string() })),
  certifications: z.array(z.object({ value: z.string() })),
});
export type ResumeFormValues = z.infer<typeof resumeFormSchema>;

export const emptyWork = { position: "", company: "", duration: "", description: "" };
export const emptyEducation = { degree: "", institution: "", year: "" };

/** One blank work, education, skill and certification entry to start (spec §5). */
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
  const level = EXPERIENCE_LEVELS.some((l) => l.value === data.experience_level)
    ? (data.experience_level as ResumeFormValues["experience_level"])
    : "entry";
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

/** Photo checks of spec §5; returns an error message or null. */
export function checkPhoto(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith("image/")) return PHOTO_NOT_IMAGE;
  if (file.size > MAX_PHOTO_BYTES) return PHOTO_TOO_LARGE;
  return null;
}
