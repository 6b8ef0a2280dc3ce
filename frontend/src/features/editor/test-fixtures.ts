import { emptyResumeForm, type ResumeFormValues } from "./resume-form-schema";

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
