import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forgetDraft, keepDraft, readDraft } from "@/lib/resumes/import-draft";
import { importedDraft } from "@/lib/resumes/test-fixtures";

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.useRealTimers());

describe("import drafts", () => {
  it("keeps one draft, under a random id, for the user who imported it", () => {
    const first = keepDraft("u1", "a.pdf", importedDraft);
    const second = keepDraft("u1", "b.docx", importedDraft);
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
    expect(readDraft(first, "u1")).toBeNull();
    expect(readDraft(second, "u1")?.file).toBe("b.docx");
    expect(readDraft(second, "u2")).toBeNull();
    // Read by another user, it is gone for everyone.
    expect(readDraft(second, "u1")).toBeNull();
  });

  it("reads a draft back from session storage (a reload of /create)", () => {
    const id = keepDraft("u1", "a.pdf", importedDraft);
    const stored = window.sessionStorage.getItem(`vitae.import.${id}`);
    expect(JSON.parse(stored!)).toMatchObject({ user: "u1", file: "a.pdf", draft: importedDraft });
    forgetDraft(id);
    expect(readDraft(id, "u1")).toBeNull();
    window.sessionStorage.setItem(`vitae.import.${id}`, stored!);
    expect(readDraft(id, "u1")?.draft).toEqual(importedDraft);
  });

  it("ignores malformed ids and entries, and drafts older than a day", () => {
    expect(readDraft(null, "u1")).toBeNull();
    expect(readDraft("../editingResume", "u1")).toBeNull();
    window.sessionStorage.setItem(`vitae.import.${"0".repeat(32)}`, "{not json");
    expect(readDraft("0".repeat(32), "u1")).toBeNull();
    vi.useFakeTimers();
    const id = keepDraft("u1", "a.pdf", importedDraft);
    vi.advanceTimersByTime(24 * 60 * 60 * 1000 + 1);
    expect(readDraft(id, "u1")).toBeNull();
  });
});
