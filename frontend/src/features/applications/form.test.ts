import { describe, expect, it } from "vitest";
import messages from "../../../messages/en.json";
import { EMPTY_FORM, editedFields, fieldsOf, formValuesOf, validateApplication as validateWith } from "./form";
import { application } from "./test-fixtures";

const { companyRequired: company, roleRequired: role } = messages.applications.new;
const validateApplication = validateWith({ company, role });

describe("the application form", () => {
  it("sends an empty date, resume or letter as null, which clears it", () => {
    const body = fieldsOf({ ...EMPTY_FORM, company: "Acme", role: "Dev" });
    expect(body).toMatchObject({ company: "Acme", role: "Dev", status: "saved", next_step_date: null, resume_id: null, cover_letter_id: null, job_url: "" });
  });

  it("reads a stored application back into the same values", () => {
    const stored = application({ next_step_date: "2026-03-05", resume_id: "r1", cover_letter_id: null, status: "offer" });
    const values = formValuesOf(stored);
    expect(values).toMatchObject({ next_step_date: "2026-03-05", resume_id: "r1", cover_letter_id: "", status: "offer" });
    expect(fieldsOf(values)).toMatchObject({ next_step_date: "2026-03-05", resume_id: "r1", cover_letter_id: null, status: "offer" });
  });

  it("leaves the status out of the page's save (chosen and saved on its own)", () => {
    expect(editedFields({ ...EMPTY_FORM, status: "rejected" })).not.toHaveProperty("status");
  });

  it("asks for a company and a role in the server's words", () => {
    expect(validateApplication({ ...EMPTY_FORM, role: "  " })).toEqual({ company: "Company is required", role: "Role is required" });
    expect(validateApplication({ ...EMPTY_FORM, company: "Acme", role: "Dev" })).toEqual({});
  });
});
