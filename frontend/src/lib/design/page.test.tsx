import { describe, expect, it } from "vitest";
import { render } from "@testing-library/react";
import { zAiEnhancedData, zResumeData } from "@/lib/api/generated/zod.gen";
import { catalog } from "./catalog";
import { ResumePage } from "./page";
import { printed } from "./printed";

const data = zResumeData.parse({
  name: "Ada Lovelace",
  job_title: "Engineer",
  email: "ada@example.com",
  summary: "Writes programs.",
  work_experience: [{ position: "Analyst", company: "Engines Ltd", duration: "1842", description: "Notes.\n• Wrote the first program" }],
  education: [{ degree: "Mathematics", institution: "Home", year: "1835" }],
  skills: ["Analysis"],
  certifications: ["Hidden cert"],
  links: [{ label: "Portfolio", url: "https://ada.dev" }],
  projects: [{ name: "Engine notes", role: "Author", url: "https://ada.dev/notes", duration: "1843", description: "First program." }],
  languages: [{ language: "French", fluency: "Fluent" }],
  custom_sections: [{ id: "x1", heading: "Patents", entries: [{ title: "Loom card reader" }] }],
  section_order: ["custom:x1", "languages", "skills", "work_experience"],
  hidden_sections: ["certifications"],
});
const resume = printed(data, zAiEnhancedData.parse({}), true);

describe("every template draws every section once, where its description puts it", () => {
  for (const t of catalog.templates) {
    it(t.id, () => {
      const { container, getByText, queryByText } = render(<ResumePage resume={resume} template={t.id} design={undefined} />);
      const keys = Array.from(container.querySelectorAll<HTMLElement>("section[data-section]")).map((s) => s.dataset.section);
      const all = resume.sections.map((s) => s.key as string);
      const side = all.filter((k) => t.sidebar?.keys.includes(k));
      const main = all.filter((k) => !side.includes(k));
      const expected = side.length === 0 ? all : t.sidebar?.side === "start" ? [...side, ...main] : [...main, ...side];
      expect(keys).toEqual(expected);
      expect(queryByText("Hidden cert")).toBeNull();
      for (const text of ["Loom card reader", "French (Fluent)", "Wrote the first program", "Author · ada.dev/notes"]) expect(getByText(text, { exact: false })).toBeInTheDocument();
      // The template's own wording of headings.
      for (const [key, wording] of Object.entries(t.headings)) {
        if (!all.includes(key)) continue;
        expect(container.querySelector(`section[data-section="${key}"] h2`)?.textContent).toBe(resume.language.words[wording]);
      }
    });
  }
});

describe("the page", () => {
  it("follows the design: Letter paper, the margins, the font", () => {
    const { getByTestId } = render(
      <ResumePage resume={resume} template="classic" design={{ paper: "letter", margins_mm: 25, font: "lato", accent: "#0f766e" }} />,
    );
    const page = getByTestId("resume-page");
    expect(page.style.width).toBe("215.9mm");
    expect(page.style.paddingInline).toBe("25mm");
    expect(page.querySelector("h1")?.style.fontFamily).toContain("vitae-lato");
  });

  it("runs from the right in a right-to-left resume", () => {
    const arabic = printed(zResumeData.parse({ name: "ليلى", language: "ar", summary: "نص" }), zAiEnhancedData.parse({}), false);
    const { getByTestId } = render(<ResumePage resume={arabic} template="modern" design={undefined} />);
    expect(getByTestId("resume-page")).toHaveAttribute("dir", "rtl");
    expect(getByTestId("resume-page")).toHaveAttribute("lang", "ar");
  });
});
