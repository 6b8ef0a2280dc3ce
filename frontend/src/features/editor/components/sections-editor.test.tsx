import { describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toResumeData, type ResumeFormValues } from "../resume-form-schema";
import { filledForm } from "../test-fixtures";
import { ResumeForm } from "./resume-form";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const printNew = (values: ResumeFormValues) => ({ resume_data: toResumeData(values) });

const filled: ResumeFormValues = {
  ...filledForm,
  work_experience: [
    { position: "Analyst", company: "Engines Ltd", duration: "1842", description: "Notes." },
    { position: "Tutor", company: "Home", duration: "1840", description: "Taught." },
  ],
};

/** Typing pasted at once: the editor's behaviour, not the keystrokes, is under test. */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

async function setup(mode: "create" | "edit" = "edit") {
  const onSubmit = vi.fn();
  render(<ResumeForm mode={mode} defaultValues={filled} busy={false} onSubmit={onSubmit} template="modern" printable={printNew} actions={<button type="submit">Submit</button>} />);
  const user = userEvent.setup();
  const layout = () => within(screen.getByTestId("section-layout"));
  const rows = () => layout().getAllByRole("listitem").map((li) => li.getAttribute("data-section-row"));
  const submitted = async () => {
    await user.click(screen.getByRole("button", { name: "Submit" }));
    return toResumeData(onSubmit.mock.lastCall![0] as ResumeFormValues);
  };
  const addSection = async (label: string) => {
    await user.selectOptions(screen.getByLabelText("Add a section"), label);
    await user.click(screen.getByRole("button", { name: "Add Section" }));
  };
  await screen.findByTestId("section-layout");
  return { onSubmit, user, layout, rows, submitted, addSection };
}

describe("sections editor", { timeout: 20_000 }, () => {
  it("moves Skills above Work Experience with the keyboard and announces it", async () => {
    const { user, rows, submitted } = await setup();
    const up = screen.getByRole("button", { name: "Move Skills up" });
    up.focus();
    await user.keyboard("{Enter}");
    await user.keyboard("{Enter}");
    expect(rows().slice(0, 4)).toEqual(["summary", "skills", "work_experience", "education"]);
    expect(screen.getByTestId("announcer")).toHaveTextContent("Skills moved up, now 2 of 5.");
    expect(screen.getByRole("button", { name: "Move Summary up" })).toBeDisabled();
    expect((await submitted()).section_order.slice(0, 3)).toEqual(["summary", "skills", "work_experience"]);
  });

  it("hides and shows a section", async () => {
    const { user, submitted } = await setup();
    await user.click(screen.getByRole("button", { name: "Hide Certifications" }));
    expect(screen.getByRole("button", { name: "Show Certifications" })).toBeInTheDocument();
    expect((await submitted()).hidden_sections).toEqual(["certifications"]);
    await user.click(screen.getByRole("button", { name: "Show Certifications" }));
    expect((await submitted()).hidden_sections).toEqual([]);
  });

  it("adds a Projects section whose name is required, and removes it", async () => {
    const { user, onSubmit, rows, addSection, submitted } = await setup();
    await addSection("Projects");
    expect(rows()).toContain("projects");
    await waitFor(() => expect(screen.getByLabelText(/Project Name/)).toHaveFocus());
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Project name is required")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await fill(user, screen.getByLabelText(/Project Name/), "Difference Engine");
    await fill(user, screen.getByLabelText("URL"), "javascript:alert(1)");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Enter a web address starting with http:// or https://")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("URL"));
    expect((await submitted()).projects).toEqual([{ name: "Difference Engine", role: "", url: "", duration: "", description: "", page_break_before: false }]);
    await user.click(screen.getAllByRole("button", { name: "Remove Projects section" })[0]!);
    expect(rows()).not.toContain("projects");
    expect((await submitted()).projects).toEqual([]);
  });

  it("adds a custom section with its own heading, placed last, and entries that reorder", async () => {
    const { user, layout, rows, addSection, submitted } = await setup();
    await addSection("Custom section");
    const heading = screen.getByLabelText(/Section Heading/);
    await waitFor(() => expect(heading).toHaveFocus());
    await fill(user, heading, "Licences");
    expect(layout().getByText("Licences")).toBeInTheDocument();
    await fill(user, screen.getByLabelText(/^Title/), "Driving licence");
    await user.click(screen.getByRole("button", { name: "Add Licences entry" }));
    await fill(user, screen.getAllByLabelText(/^Title/)[1]!, "Pilot licence");
    await user.click(screen.getByRole("button", { name: "Move Licences entry 2 up" }));
    const data = await submitted();
    expect(data.custom_sections[0]?.heading).toBe("Licences");
    expect(data.custom_sections[0]?.entries.map((e) => e.title)).toEqual(["Pilot licence", "Driving licence"]);
    expect(rows().at(-1)).toBe(`custom:${data.custom_sections[0]?.id}`);
  });

  it("reorders work entries, keeping each entry's text with it", async () => {
    const { user, submitted } = await setup();
    await user.click(screen.getByRole("button", { name: "Move Experience 2 up" }));
    expect((await submitted()).work_experience.map((w) => w.position)).toEqual(["Tutor", "Analyst"]);
    expect(screen.getAllByLabelText("Position").map((i) => (i as HTMLInputElement).value)).toEqual(["Tutor", "Analyst"]);
  });

  it("offers each optional section once, and links", async () => {
    const { addSection } = await setup();
    await addSection("Links");
    const options = () => Array.from((screen.getByLabelText("Add a section") as HTMLSelectElement).options).map((o) => o.text);
    expect(options()).toEqual(["Projects", "Volunteering", "Awards", "Publications", "Languages", "Custom section"]);
    await waitFor(() => expect(screen.getByLabelText(/^Label/)).toHaveFocus());
  });
});
