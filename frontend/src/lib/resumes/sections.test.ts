import { describe, expect, it } from "vitest";
import { zResumeData } from "@/lib/api/generated/zod.gen";
import { moveSection, printedSections, resolveOrder, sectionHeading } from "@/lib/resumes/sections";

const resume = (extra: object) =>
  zResumeData.parse({
    summary: "Builds things.",
    work_experience: [{ position: "Engineer", company: "Acme", duration: "2020", description: "Shipped." }],
    education: [{ degree: "BSc", institution: "Uni", year: "2019" }],
    skills: ["Go"],
    certifications: ["CKA"],
    ...extra,
  });

describe("section order", () => {
  it("prints the first five sections in the default order when nothing was arranged", () => {
    expect(printedSections(resume({}))).toEqual(["summary", "work_experience", "education", "skills", "certifications"]);
  });

  it("puts the keys the user ordered first and the rest after them in default order", () => {
    expect(resolveOrder(["skills", "projects"], [])).toEqual([
      "skills",
      "projects",
      "summary",
      "work_experience",
      "education",
      "certifications",
      "volunteering",
      "awards",
      "publications",
      "languages",
    ]);
  });

  it("drops unknown keys, repeats and removed custom sections; unplaced custom sections come last", () => {
    expect(resolveOrder(["custom:b", "bogus", "skills", "skills", "custom:gone"], ["a", "b"])).toEqual([
      "custom:b",
      "skills",
      "summary",
      "work_experience",
      "education",
      "certifications",
      "projects",
      "volunteering",
      "awards",
      "publications",
      "languages",
      "custom:a",
    ]);
  });

  it("leaves out hidden and empty sections", () => {
    const data = resume({
      projects: [{ name: "Vitae" }],
      languages: [],
      custom_sections: [
        { id: "lic", heading: "Licences", entries: [{ title: "RN" }] },
        { id: "empty", heading: "Nothing yet", entries: [] },
      ],
      section_order: ["custom:lic", "skills", "work_experience"],
      hidden_sections: ["certifications", "summary"],
    });
    expect(printedSections(data)).toEqual(["custom:lic", "skills", "work_experience", "education", "projects"]);
    expect(sectionHeading(data, "custom:lic")).toBe("Licences");
  });

  it("treats a whitespace summary as empty", () => {
    expect(printedSections(resume({ summary: "  " }))).not.toContain("summary");
  });
});

describe("moving a section", () => {
  const order = resolveOrder([], ["lic"]);
  const shown = order.filter((k) => !["volunteering", "awards", "publications", "languages"].includes(k));

  it("swaps it with the nearest shown section, skipping ones not shown", () => {
    const up = moveSection(order, shown, "skills", "up");
    expect(up.slice(0, 5)).toEqual(["summary", "work_experience", "skills", "education", "certifications"]);
    // custom:lic sits after four sections that are not shown; one move up passes them all.
    const lic = moveSection(order, shown, "custom:lic", "up");
    expect(lic.indexOf("custom:lic")).toBe(order.indexOf("projects"));
    expect(lic.at(-1)).toBe("projects");
  });

  it("does nothing at either end", () => {
    expect(moveSection(order, shown, "summary", "up")).toEqual(order);
    expect(moveSection(order, shown, "custom:lic", "down")).toEqual(order);
  });
});
