import { describe, expect, it } from "vitest";
import { createTranslator } from "next-intl";
import english from "../../../messages/en.json";
import { zResumeData } from "@/lib/api/generated/zod.gen";
import { filledForm } from "./test-fixtures";
import { PHOTO_NOT_IMAGE, PHOTO_TOO_LARGE, PHOTO_TOO_MANY_PIXELS, checkPhoto, checkPhotoSize } from "@/lib/resumes/photo";
import {
  emptyResumeForm,
  fromResumeData,
  isEmailShaped,
  isWebUrl,
  toResumeData,
  validateResumeForm as validate,
  type ResumeFormValues,
} from "./resume-form-schema";

const filled = filledForm;
const t = createTranslator({ locale: "en", messages: english, namespace: "editor.validation" });
const INVALID_URL = t("invalidUrl");
const validateResumeForm = (values: ResumeFormValues) => validate(values, t);

function messages(values: ResumeFormValues): string[] {
  return Object.values(validateResumeForm(values));
}

describe("create form validation", () => {
  it("starts with one blank work, education, skill and certification entry", () => {
    expect(emptyResumeForm.work_experience).toHaveLength(1);
    expect(emptyResumeForm.education).toHaveLength(1);
    expect(emptyResumeForm.skills).toHaveLength(1);
    expect(emptyResumeForm.certifications).toHaveLength(1);
    expect(emptyResumeForm.experience_level).toBe("entry");
  });

  it("reports every required field with its message", () => {
    expect(messages(emptyResumeForm)).toEqual(
      expect.arrayContaining([
        "Full name is required",
        "Email is required",
        "Phone is required",
        "Location is required",
        "Target job title is required",
        "Professional summary is required",
        "Position is required",
        "Company is required",
        "Duration is required",
        "Description is required",
        "Degree is required",
        "Institution is required",
        "Year is required",
      ]),
    );
  });

  it("requires an email-shaped email", () => {
    expect(messages({ ...filled, email: "not-an-email" })).toEqual(["Please enter a valid email address"]);
  });

  it("matches the server's email rule", () => {
    for (const good of ["a@b.co", "jane.doe+jobs@mail.example.org", " x@y.io "]) expect(isEmailShaped(good), good).toBe(true);
    for (const bad of ["", "plain", "a@b", "@b.co", "a@@b.co", "a b@c.co", "a@b.", "a@.b"]) expect(isEmailShaped(bad), bad).toBe(false);
  });

  it("names the entry a missing field belongs to", () => {
    const errors = validateResumeForm({
      ...filled,
      work_experience: [...filled.work_experience, { position: "Lead", company: "", duration: "2020", description: "Led." }],
    });
    expect(errors).toEqual({ "work_experience.1.company": "Company is required" });
  });

  it("treats whitespace as empty", () => {
    expect(messages({ ...filled, name: "   " })).toEqual(["Full name is required"]);
  });

  it("accepts a complete form with blank skills", () => {
    expect(messages(filled)).toEqual([]);
  });

  it("drops whitespace-only skills and certifications on submit", () => {
    const data = toResumeData({
      ...filled,
      skills: [{ value: " SQL " }, { value: "   " }, { value: "" }],
      certifications: [{ value: "\t" }, { value: "PMP" }],
    });
    expect(data.skills).toEqual(["SQL"]);
    expect(data.certifications).toEqual(["PMP"]);
    expect(data.profile_photo).toBeNull();
  });
});

describe("added sections", () => {
  it("names each required field of an added section", () => {
    const errors = validateResumeForm({
      ...filled,
      links: [{ label: "", url: "" }],
      projects: [{ name: " ", role: "", url: "", duration: "", description: "", page_break_before: false }],
      volunteering: [{ role: "", organization: "", duration: "", description: "", page_break_before: false }],
      awards: [{ title: "", awarder: "", date: "", description: "", page_break_before: false }],
      publications: [{ name: "", publisher: "", date: "", url: "", description: "", page_break_before: false }],
      languages: [{ language: "", fluency: "Native" }],
      custom_sections: [{ id: "c1", heading: "", entries: [{ title: "", subtitle: "", date: "", description: "", page_break_before: false }] }],
    });
    expect(errors).toEqual({
      "links.0.label": "Label is required",
      "links.0.url": "URL is required",
      "projects.0.name": "Project name is required",
      "volunteering.0.role": "Role is required",
      "volunteering.0.organization": "Organization is required",
      "awards.0.title": "Award title is required",
      "publications.0.name": "Publication name is required",
      "languages.0.language": "Language is required",
      "custom_sections.0.heading": "Section heading is required",
      "custom_sections.0.entries.0.title": "Title is required",
    });
  });

  it("accepts only http and https web addresses", () => {
    for (const good of ["https://github.com/ada", "http://ada.dev/", " https://x.io/a?b=1 "]) expect(isWebUrl(good), good).toBe(true);
    for (const bad of ["javascript:alert(1)", "ftp://x.io", "github.com/ada", "file:///etc/passwd", "https://", "data:text/html,x"])
      expect(isWebUrl(bad), bad).toBe(false);
    const errors = validateResumeForm({
      ...filled,
      links: [{ label: "GitHub", url: "github.com/ada" }],
      projects: [{ name: "Engine", role: "", url: "javascript:alert(1)", duration: "", description: "", page_break_before: false }],
    });
    expect(errors).toEqual({ "links.0.url": INVALID_URL, "projects.0.url": INVALID_URL });
  });

  it("stores no order for a resume never rearranged, and the whole order once it is", () => {
    expect(toResumeData(filled).section_order).toEqual([]);
    const moved = toResumeData({ ...filled, section_order: ["skills", ...filled.section_order.filter((k) => k !== "skills")] });
    expect(moved.section_order.slice(0, 3)).toEqual(["skills", "summary", "work_experience"]);
  });

  it("loads a resume stored before sections existed and saves it back unchanged in shape", () => {
    const old = zResumeData.parse({ ...toResumeData(filled), title: undefined, links: undefined, section_order: undefined });
    const round = toResumeData(fromResumeData(old));
    expect(round).toEqual(old);
    expect(round.projects).toEqual([]);
    expect(round.hidden_sections).toEqual([]);
  });

  it("keeps hidden keys of existing sections only", () => {
    const data = toResumeData({ ...filled, hidden_sections: ["certifications", "custom:gone"] });
    expect(data.hidden_sections).toEqual(["certifications"]);
  });
});

describe("photo checks", () => {
  it("accepts an image up to 2 MB", () => {
    expect(checkPhoto({ type: "image/png", size: 2_097_152 })).toBeNull();
  });
  it("refuses non-images and larger files", () => {
    expect(checkPhoto({ type: "application/pdf", size: 10 })).toBe(PHOTO_NOT_IMAGE);
    // Types a browser can show but the server refuses are refused here too.
    for (const type of ["image/webp", "image/svg+xml", "image/heic", "image/avif"]) {
      expect(checkPhoto({ type, size: 10 })).toBe(PHOTO_NOT_IMAGE);
    }
    expect(checkPhoto({ type: "image/gif", size: 10 })).toBeNull();
    expect(checkPhotoSize(4096, 300)).toBeNull();
    expect(checkPhotoSize(300, 4097)).toBe(PHOTO_TOO_MANY_PIXELS);
    expect(checkPhoto({ type: "image/jpeg", size: 2_097_153 })).toBe(PHOTO_TOO_LARGE);
  });
});
