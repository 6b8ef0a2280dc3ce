import { describe, expect, it } from "vitest";
import type { StoredResume } from "@/lib/api/generated/zod.gen";
import { SKILLS_MAX, withSkill } from "./add-skill";

const record = (skills: string[]): StoredResume =>
  ({
    id: "r1",
    created_at: "2026-01-01T00:00:00Z",
    updated_at: "2026-01-02T00:00:00Z",
    template_style: "modern",
    resume_data: { skills },
    ai_enhanced_data: {},
  }) as unknown as StoredResume;

describe("withSkill", () => {
  it("appends the skill and keeps updated_at for the compare-and-set", () => {
    const next = withSkill(record(["Rust", " "]), " Kafka ");
    expect(next?.resume_data.skills).toEqual(["Rust", "Kafka"]);
    expect(next?.updated_at).toBe("2026-01-02T00:00:00Z");
  });

  it("does nothing for a skill already listed, in any case, or a blank one", () => {
    expect(withSkill(record(["kafka"]), "Kafka")).toBeNull();
    expect(withSkill(record([]), "  ")).toBeNull();
  });

  it("refuses past the server's skill limit", () => {
    const full = record(Array.from({ length: SKILLS_MAX }, (_, i) => `Skill ${i}`));
    expect(withSkill(full, "Kafka")).toBeNull();
  });
});
