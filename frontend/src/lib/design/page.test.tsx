import { describe, expect, it } from "vitest";
import { render } from "@testing-library/react";
import { zAiEnhancedData, zResumeData } from "@/lib/api/generated/zod.gen";
import { catalog } from "./catalog";
import { ResumePage } from "./page";
import { printed } from "./printed";
import { contrast, MIN_TEXT_CONTRAST, WHITE } from "./paint";

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

describe("the page's colours", () => {
  const referenced = (root: HTMLElement) => {
    const names = new Set<string>();
    for (const el of [root, ...Array.from(root.querySelectorAll<HTMLElement>("[style]"))])
      for (const m of (el.getAttribute("style") ?? "").matchAll(/var\((--[\w-]+)\)/g)) names.add(m[1] as string);
    return names;
  };

  for (const t of catalog.templates) {
    it(`${t.id}: every colour the page uses is set on the sheet`, () => {
      const { getByTestId } = render(<ResumePage resume={resume} template={t.id} design={{ accent: "#facc15" }} />);
      const sheet = getByTestId("resume-page");
      const names = referenced(sheet);
      expect(names.size).toBeGreaterThan(0);
      for (const name of names) expect(sheet.style.getPropertyValue(name), name).toMatch(/^rgb\(\d+ \d+ \d+\)$/);
    });
  }

  it("an accent change restyles the sheet alone, and text on white still reads", async () => {
    const { getByTestId, rerender } = render(<ResumePage resume={resume} template="modern" design={{ accent: "#1d4ed8" }} />);
    const sheet = getByTestId("resume-page");
    const changed: Node[] = [];
    const observer = new MutationObserver((records) => changed.push(...records.map((r) => r.target)));
    observer.observe(sheet, { subtree: true, attributes: true, childList: true, characterData: true });
    rerender(<ResumePage resume={resume} template="modern" design={{ accent: "#facc15" }} />);
    await Promise.resolve();
    observer.disconnect();
    expect(new Set(changed)).toEqual(new Set([sheet]));
    // Modern's headings are in the accent on white: a yellow one is darkened until it reads.
    const heading = sheet.querySelector<HTMLElement>("section h2");
    const name = /var\((--[\w-]+)\)/.exec(heading?.style.color ?? "")?.[1] ?? "";
    expect(name).toBe("--vitae-text-accent-on-_23ffffff");
    const [r, g, b] = (sheet.style.getPropertyValue(name).match(/\d+/g) ?? []).map(Number);
    expect(contrast([r ?? 0, g ?? 0, b ?? 0], WHITE)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});
