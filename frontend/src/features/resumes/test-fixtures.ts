import type { ImportDraft } from "@/lib/api/generated/zod.gen";
import { emptyResumeForm, toResumeData, type ResumeFormValues } from "./resume-form-schema";

/** A create form every check passes. */
export const filledForm: ResumeFormValues = {
  ...emptyResumeForm,
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "+44 20 1234",
  location: "London",
  job_title: "Engineer",
  summary: "Writes programs.",
  work_experience: [{ position: "Analyst", company: "Engines Ltd", duration: "1842-1843", description: "Notes." }],
  education: [{ degree: "Mathematics", institution: "Home", year: "1835" }],
};

/** A draft as `POST /api/resume/import/file` answers it (parsed): some fields the file lacked. */
export const importedDraft: ImportDraft = {
  resume_data: {
    ...toResumeData({
      ...filledForm,
      phone: "",
      summary: "",
      experience_level: "mid",
      languages: [{ language: "French", fluency: "Fluent" }],
      projects: [{ name: "Difference Engine notes", role: "", url: "", duration: "1843", description: "" }],
    }),
    section_order: [],
  },
  unplaced: ["Hobbies: chess, rowing", "References available on request"],
  source: "pdf",
  warnings: ["The photo was left out."],
};
