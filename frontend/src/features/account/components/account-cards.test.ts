import { describe, expect, it } from "vitest";
import { createTranslator } from "next-intl";
import messages from "../../../../messages/en.json";
import { hasPro, isPaid } from "@/lib/auth/session";
import type { User } from "@/lib/api/generated/zod.gen";
import { freeUser } from "@/lib/auth/user-fixture";
import { renewalLabel, subscriptionLabel } from "./account-cards";

const t = createTranslator({ locale: "en", messages, namespace: "account.subscription" });

describe("subscription card", () => {
  it("says when Pro renews, and when a cancelled Pro ends instead", () => {
    const pro: User = { ...freeUser, subscription_status: "active", subscription_plan: "pro_monthly", subscription_end: "2026-12-23T10:00:00Z" };
    expect(renewalLabel(pro, t)).toMatch(/^Renews on .*2026/);
    expect(renewalLabel({ ...pro, cancel_at_period_end: true }, t)).toMatch(/^Cancels on .*2026/);
    expect(renewalLabel(freeUser, t)).toBe("");
  });

  it("treats an unspent Single PDF credit as active but not as Pro", () => {
    const credit: User = { ...freeUser, subscription_status: "active", subscription_plan: "single_pdf", pdf_credits: 1 };
    expect(isPaid(credit)).toBe(true);
    expect(hasPro(credit)).toBe(false);
    expect(subscriptionLabel(credit, t)).toBe("Single PDF");
    expect(hasPro({ ...credit, subscription_plan: "pro_monthly" })).toBe(true);
  });
});
