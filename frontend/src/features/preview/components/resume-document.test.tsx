import { describe, expect, it } from "vitest";
import { render } from "@testing-library/react";
import { zAiEnhancedData, zResumeData } from "@/lib/api/generated/zod.gen";
import { TEMPLATES } from "@/lib/resumes/templates";
import { ResumeDocument, toView } from "./resume-document";

const data = zResumeData.parse({
  name: "Ada Lovelace",
  job_title: "Engineer",
  summary: "Writes programs.",
  work_experience: [{ position: "Analyst", company: "Engines Ltd", duration: "1842", description: "Notes." }],
  education: [{ degree: "Mathematics", institution: "Home", year: "1835" }],
  skills: ["Analysis"],
  certifications: ["Hidden cert"],
  links: [{ label: "Portfolio", url: "https://ada.dev" }],
  projects: [{ name: "Engine notes", role: "Author", url: "https://ada.dev/notes", duration: "1843", description: "First program." }],
  volunteering: [{ role: "Tutor", organization: "Mechanics Institute", duration: "1840", description: "Taught." }],
  awards: [{ title: "Fellowship", awarder: "Royal Society", date: "1844" }],
  publications: [{ name: "Sketch of the Engine", publisher: "Taylor", date: "1843" }],
  languages: [{ language: "French", fluency: "Fluent" }],
  custom_sections: [{ id: "x1", heading: "Patents", entries: [{ title: "Loom card reader" }] }],
  section_order: ["custom:x1", "languages", "skills", "work_experience"],
  hidden_sections: ["certifications"],
});
const expected = ["Patents", "Languages", "Skills", "Work Experience", "Professional Summary", "Education", "Projects", "Volunteering", "Awards", "Publications"];
/** Corporate's sidebar comes first in reading order. */
const corporateSidebar = ["languages", "skills", "education"];

describe("every template prints every section once, in order", () => {
  for (const template of TEMPLATES) {
    it(template, () => {
      const { container, getByText, queryByText } = render(
        <ResumeDocument view={toView(data, zAiEnhancedData.parse({}), true)} template={template} watermark={false} />,
      );
      const sections = Array.from(container.querySelectorAll<HTMLElement>("section[data-section]"));
      const headings = sections.map((s) => s.querySelector("h3")?.textContent);
      const order =
        template === "corporate"
          ? [
              ...expected.filter((h) => corporateSidebar.includes(h.toLowerCase())),
              ...expected.filter((h) => !corporateSidebar.includes(h.toLowerCase())),
            ]
          : expected;
      expect(headings).toEqual(order);
      expect(queryByText("Hidden cert")).toBeNull();
      for (const text of ["Loom card reader", "French (Fluent)", "Engine notes", "Mechanics Institute", "Fellowship", "Sketch of the Engine"])
        expect(getByText(text, { exact: false })).toBeInTheDocument();
      // Classic, the plainest for applicant tracking systems, prints the address itself.
      expect(getByText(template === "classic" ? "ada.dev" : "Portfolio").closest("a")).toHaveAttribute("href", "https://ada.dev");
    });
  }
});
