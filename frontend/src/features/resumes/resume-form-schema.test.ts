import { describe, expect, it } from "vitest";
import {
  PHOTO_NOT_IMAGE,
  PHOTO_TOO_LARGE,
  checkPhoto,
  checkPhotoSize,
  PHOTO_TOO_MANY_PIXELS,
  emptyResumeForm,
  isEmailShaped,
  toResumeData,
  validateResumeForm,
  type ResumeFormValues,
} from "./resume-form-schema";

const filled: ResumeFormValues = {
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
