import { describe, expect, it } from "vitest";
import { zAiEnhancedData, zResumeData } from "@/lib/api/generated/zod.gen";
import { printed } from "./printed";

const data = zResumeData.parse({
  summary: "I build things.",
  work_experience: [
    { position: "Engineer", company: "Acme", duration: "2020", description: "Fixed bugs." },
    { position: "Intern", company: "Globex", duration: "2019", description: "Wrote tests." },
  ],
  projects: [{ name: "Vitae", description: "A resume builder." }],
  languages: [{ language: "Spanish", fluency: "Fluent" }, { language: "Basque" }],
  custom_sections: [{ id: "lic", heading: "Licences", entries: [{ title: "RN", subtitle: "Texas", date: "2020" }] }],
  section_order: ["languages", "custom:lic"],
  hidden_sections: ["education"],
});

const text = (view: ReturnType<typeof printed>, key: string) => view.sections.find((s) => s.key === key);

describe("the text a page prints", () => {
  it("lists every printed section in order with its heading", () => {
    const view = printed(data, zAiEnhancedData.parse({}), false);
    expect(view.sections.map((s) => s.heading)).toEqual(["Languages", "Licences", "Professional Summary", "Work Experience", "Projects"]);
    expect(text(view, "languages")?.body).toMatchObject({ items: ["Spanish (Fluent)", "Basque"] });
  });

  it("shows an enhancement whose recorded original still matches, and the edit when it does not", () => {
    const ai = zAiEnhancedData.parse({
      enhanced_summary: "Seasoned builder.",
      enhanced_summary_source: "I build things.",
      enhanced_work_experience: [
        // The recorded original matches today's, whitespace aside.
        { position: "Engineer", company: "Acme", description: "Fixed  bugs. ", enhanced_description: "Resolved 40 defects." },
        // Written from an older text the user has since edited.
        { position: "Intern", company: "Globex", description: "Wrote some tests.", enhanced_description: "Built a test suite." },
      ],
      enhanced_projects: [{ description: "A resume builder.", enhanced_description: "Shipped a resume builder." }],
    });
    const view = printed(data, ai, true);
    expect(text(view, "summary")?.body).toMatchObject({ text: "Seasoned builder." });
    const work = text(view, "work_experience")?.body;
    expect(work?.kind === "entries" && work.entries.map((e) => e.description)).toEqual(["Resolved 40 defects.", "Wrote tests."]);
    const projects = text(view, "projects")?.body;
    expect(projects?.kind === "entries" && projects.entries[0]?.description).toBe("Shipped a resume builder.");
    expect(view.stale).toBe(1);
  });

  it("prints the edited summary and counts it stale", () => {
    const ai = zAiEnhancedData.parse({ enhanced_summary: "Seasoned builder.", enhanced_summary_source: "I built things once." });
    const view = printed(data, ai, true);
    expect(text(view, "summary")?.body).toMatchObject({ text: "I build things." });
    expect(view.stale).toBe(1);
    expect(printed(data, ai, false).stale).toBe(0);
  });

  it("keeps showing an enhancement that recorded no original (it cannot be judged), as the server does", () => {
    const ai = zAiEnhancedData.parse({
      enhanced_summary: "Seasoned builder.",
      enhanced_work_experience: [{ description: "", enhanced_description: "Resolved 40 defects." }],
    });
    const view = printed(data, ai, true);
    expect(text(view, "summary")?.body).toMatchObject({ text: "Seasoned builder." });
    const work = text(view, "work_experience")?.body;
    expect(work?.kind === "entries" && work.entries[0]?.description).toBe("Resolved 40 defects.");
    expect(view.stale).toBe(0);
  });

  it("cleans every field as the server prints it: one line, no soft hyphens, links without their scheme", () => {
    const messy = zResumeData.parse({
      name: "  Ana \t Souza\u00AD ",
      links: [{ label: "GitHub", url: "https://github.com/ana/" }],
      projects: [{ name: "Ledger", role: "Author", url: "http://ledger.dev", description: "One\n\n• Two" }],
      work_experience: [{ position: "", company: "", duration: "", description: "" }],
    });
    const view = printed(messy, zAiEnhancedData.parse({}), false);
    expect(view.name).toBe("Ana Souza");
    expect(view.links).toEqual(["github.com/ana"]);
    const projects = text(view, "projects")?.body;
    expect(projects?.kind === "entries" && projects.entries[0]).toMatchObject({ subtitle: "Author · ledger.dev", description: "One\n• Two" });
    // An entry with nothing in it prints nothing, and neither does its section.
    expect(text(view, "work_experience")).toBeUndefined();
  });

  it("prints headings in the resume's language", () => {
    const view = printed(zResumeData.parse({ language: "de-AT", summary: "Hallo." }), zAiEnhancedData.parse({}), false);
    expect(view.language.code).toBe("de");
    expect(view.sections[0]?.heading).not.toBe("Professional Summary");
  });
});
