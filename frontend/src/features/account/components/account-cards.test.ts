import { describe, expect, it } from "vitest";
import { hasPro, isPaid } from "@/lib/auth/session";
import type { User } from "@/lib/api/generated/zod.gen";
import { freeUser } from "@/lib/auth/user-fixture";
import { renewalLabel, subscriptionLabel } from "./account-cards";


describe("subscription card", () => {
  it("says when Pro renews, and when a cancelled Pro ends instead", () => {
    const pro: User = { ...freeUser, subscription_status: "active", subscription_plan: "pro_monthly", subscription_end: "2026-12-23T10:00:00Z" };
    expect(renewalLabel(pro)).toMatch(/^Renews on .*2026/);
    expect(renewalLabel({ ...pro, cancel_at_period_end: true })).toMatch(/^Cancels on .*2026/);
    expect(renewalLabel(freeUser)).toBe("");
  });

  it("treats an unspent Single PDF credit as active but not as Pro", () => {
    const credit: User = { ...freeUser, subscription_status: "active", subscription_plan: "single_pdf", pdf_credits: 1 };
    expect(isPaid(credit)).toBe(true);
    expect(hasPro(credit)).toBe(false);
    expect(subscriptionLabel(credit)).toBe("Single PDF");
    expect(hasPro({ ...credit, subscription_plan: "pro_monthly" })).toBe(true);
  });
});
