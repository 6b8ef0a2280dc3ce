import { describe, expect, it } from "vitest";
import type { User } from "@/lib/api/generated/zod.gen";
import { freeUser } from "@/lib/auth/user-fixture";
import { isCleanPreview } from "./clean-preview";


describe("the preview's watermark", () => {
  it("stays off a resume its spent credit unlocked, on a free account", () => {
    expect(isCleanPreview(freeUser, { unlocked: true })).toBe(true);
    expect(isCleanPreview(freeUser, { unlocked: false })).toBe(false);
    expect(isCleanPreview(freeUser, undefined)).toBe(false);
  });

  it("is off everywhere for a paid account", () => {
    const pro: User = { ...freeUser, subscription_status: "active", subscription_plan: "pro_monthly" };
    expect(isCleanPreview(pro, { unlocked: false })).toBe(true);
  });
});
