import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { emptyResumeForm, toResumeData, type ResumeFormValues } from "../resume-form-schema";
import { filledForm } from "../test-fixtures";
import { ResumeForm } from "./resume-form";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const printNew = (values: ResumeFormValues) => ({ resume_data: toResumeData(values) });

function setup(mode: "create" | "edit" = "create") {
  const onSubmit = vi.fn();
  render(
    <ResumeForm mode={mode} defaultValues={emptyResumeForm} busy={false} onSubmit={onSubmit} template="modern" printable={printNew} actions={<button type="submit">Submit</button>} />,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe("ResumeForm", () => {
  it("shows the required-field messages on an empty submit and does not submit", async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Full name is required")).toBeInTheDocument();
    expect(screen.getByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Position is required")).toBeInTheDocument();
    expect(screen.getByText("Degree is required")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("never offers to remove the last entry, and does once there are two", async () => {
    const { user } = setup();
    expect(screen.queryByRole("button", { name: "Remove Experience 1" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Remove skill 1" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add Experience" }));
    expect(screen.getByRole("button", { name: "Remove Experience 2" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove Experience 1" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: /Remove Experience/ })).not.toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: "Add Skill" }));
    expect(screen.getAllByRole("button", { name: /Remove skill/ })).toHaveLength(2);
  });

  it("edit mode cannot add or remove entries", () => {
    setup("edit");
    expect(screen.queryByRole("button", { name: "Add Experience" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add Education" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add Skill" })).not.toBeInTheDocument();
  });

  it("shows the photo errors for a non-image or too-large file", async () => {
    setup();
    const input = screen.getByTestId("photo-input");
    fireEvent.change(input, { target: { files: [new File(["x"], "cv.txt", { type: "text/plain" })] } });
    expect(await screen.findByText("Please upload an image file")).toBeInTheDocument();
    const big = new File([new Uint8Array(2_097_153)], "big.png", { type: "image/png" });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText("Photo size should be less than 2MB")).toBeInTheDocument();
  });

  it("the design card changes the live page at once and is sent with the save", async () => {
    const onSubmit = vi.fn();
    const onTemplate = vi.fn();
    render(
      <ResumeForm mode="edit" defaultValues={filledForm} busy={false} onSubmit={onSubmit} template="modern" onTemplate={onTemplate} printable={printNew} actions={<button type="submit">Submit</button>} />,
    );
    const user = userEvent.setup();
    const page = await screen.findByTestId("resume-page");
    expect(page).toHaveTextContent(filledForm.name);

    await user.click(await screen.findByRole("button", { name: "Teal" }));
    await user.click(screen.getByRole("radio", { name: /Noto Serif/ }));
    const size = screen.getByRole("spinbutton", { name: "Text size (pt)" });
    await user.clear(size);
    await user.type(size, "11.3{Enter}");
    await user.selectOptions(screen.getByLabelText("Resume language"), "de");
    await user.click(screen.getByRole("radio", { name: "Timeline" }));
    expect(onTemplate).toHaveBeenCalledWith("timeline");
    // German headings on the page as soon as the language is chosen.
    await waitFor(() => expect(screen.getByTestId("resume-page")).toHaveTextContent("Berufserfahrung"));

    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const sent = onSubmit.mock.calls[0]?.[0] as ResumeFormValues;
    // Typed values snap to the slider's step; the template's own font is never stored.
    expect(sent.design).toEqual({ accent: "#0f766e", font: "noto-serif", font_size: 11.5 });
    expect(sent.language).toBe("de");

    await user.click(screen.getByRole("button", { name: "Reset design" }));
    expect(screen.getByRole("radio", { name: /Liberation Sans/ })).toHaveAttribute("aria-checked", "true");
  });
});
