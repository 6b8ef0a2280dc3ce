import { zResumeData, type ImportDraft } from "@/lib/api/generated/zod.gen";

/** A draft as `POST /api/resume/import/file` answers it (parsed): some fields the file lacked. */
export const importedDraft: ImportDraft = {
  resume_data: zResumeData.parse({
    name: "Ada Lovelace",
    email: "ada@example.com",
    location: "London",
    job_title: "Engineer",
    experience_level: "mid",
    work_experience: [{ position: "Analyst", company: "Engines Ltd", duration: "1842-1843", description: "Notes." }],
    education: [{ degree: "Mathematics", institution: "Home", year: "1835" }],
    languages: [{ language: "French", fluency: "Fluent" }],
    projects: [{ name: "Difference Engine notes", role: "", url: "", duration: "1843", description: "" }],
  }),
  unplaced: ["Hobbies: chess, rowing", "References available on request"],
  source: "pdf",
  warnings: [
    "The photo is not part of an imported PDF: add it again in the editor",
    "A job's position was longer than 200 characters and was shortened; the rest is under unplaced text",
  ],
  notes: [{ code: "photo_not_included" }, { code: "text_shortened", params: { field: "work_position", limit: "200" } }],
};
