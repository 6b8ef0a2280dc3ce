import { describe, expect, it } from "vitest";
import data from "./catalog.json";
import { catalogSchema } from "./catalog-schema";
import { TEMPLATES } from "@/lib/resumes/templates";

describe("the design catalog", () => {
  it("has the shape the preview reads", () => {
    expect(() => catalogSchema.parse(data)).not.toThrow();
  });

  it("describes every template the server prints, in its order, and fonts of every kind", () => {
    const parsed = catalogSchema.parse(data);
    expect(parsed.templates.map((t) => t.id)).toEqual([...TEMPLATES]);
    const choosable = parsed.fonts.filter((f) => f.choosable);
    expect(choosable.length).toBeGreaterThanOrEqual(6);
    expect(new Set(choosable.map((f) => f.category))).toEqual(new Set(["sans", "serif", "mono"]));
  });
});
