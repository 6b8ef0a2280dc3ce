import { describe, expect, it } from "vitest";
import { confirmsEmail } from "./account";

describe("confirmsEmail", () => {
  it("accepts the account's email as people type it", () => {
    expect(confirmsEmail("ana@example.com", "ana@example.com")).toBe(true);
    expect(confirmsEmail("  Ana@Example.COM ", "ana@example.com")).toBe(true);
  });

  it("refuses anything else, and an empty field", () => {
    expect(confirmsEmail("ana@example.co", "ana@example.com")).toBe(false);
    expect(confirmsEmail("bruno@example.com", "ana@example.com")).toBe(false);
    expect(confirmsEmail("   ", "   ")).toBe(false);
  });
});
