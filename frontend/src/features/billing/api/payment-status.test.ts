import { describe, expect, it, vi } from "vitest";
import type { PaymentStatusBody as PaymentStatus } from "@/lib/api/generated/zod.gen";
import { formatAmount, planLabel, pollPaymentStatus } from "./payment-status";

const status = (s: Partial<PaymentStatus>): PaymentStatus => ({
  payment_status: "unpaid",
  status: "open",
  plan_type: "pro_monthly",
  amount_total: 4999,
  currency: "usd",
  ...s,
});

describe("pollPaymentStatus", () => {
  it("succeeds as soon as the payment is paid", async () => {
    const fetchStatus = vi
      .fn<(id: string) => Promise<PaymentStatus>>()
      .mockResolvedValueOnce(status({}))
      .mockResolvedValueOnce(status({ payment_status: "paid", status: "complete" }));
    const sleep = vi.fn(async () => {});
    const attempts: number[] = [];
    const out = await pollPaymentStatus({ sessionId: "cs_1", fetchStatus, sleep, onAttempt: (n) => attempts.push(n) });
    expect(out.kind).toBe("paid");
    expect(attempts).toEqual([1, 2]);
    expect(sleep).toHaveBeenCalledWith(2000);
  });

  it("fails at once on an expired session or a failed payment", async () => {
    const sleep = vi.fn(async () => {});
    const expired = await pollPaymentStatus({ sessionId: "cs", fetchStatus: async () => status({ status: "expired" }), sleep });
    expect(expired.kind).toBe("failed");
    const failed = await pollPaymentStatus({ sessionId: "cs", fetchStatus: async () => status({ payment_status: "failed" }), sleep });
    expect(failed.kind).toBe("failed");
    expect(sleep).not.toHaveBeenCalled();
  });

  it("fails without a session id and makes no call", async () => {
    const fetchStatus = vi.fn();
    expect((await pollPaymentStatus({ sessionId: null, fetchStatus })).kind).toBe("failed");
    expect(fetchStatus).not.toHaveBeenCalled();
  });

  it("retries network errors and gives up after the fifth attempt", async () => {
    const fetchStatus = vi.fn(async () => {
      throw new Error("network");
    });
    const sleep = vi.fn(async () => {});
    const attempts: number[] = [];
    const out = await pollPaymentStatus({ sessionId: "cs", fetchStatus, sleep, onAttempt: (n) => attempts.push(n) });
    expect(out.kind).toBe("failed");
    expect(fetchStatus).toHaveBeenCalledTimes(5);
    expect(attempts).toEqual([1, 2, 3, 4, 5]);
    expect(sleep).toHaveBeenCalledTimes(4);
  });

  it("gives up after five unpaid answers", async () => {
    const fetchStatus = vi.fn(async () => status({}));
    const out = await pollPaymentStatus({ sessionId: "cs", fetchStatus, sleep: async () => {} });
    expect(out.kind).toBe("failed");
    expect(fetchStatus).toHaveBeenCalledTimes(5);
  });
});

describe("payment display", () => {
  it("shows amount_total / 100 with two decimals and the upper-case currency", () => {
    expect(formatAmount(4999, "usd")).toBe("49.99 USD");
    expect(formatAmount(5000, "inr")).toBe("50.00 INR");
  });
  it("names the plans", () => {
    expect(planLabel("pro_monthly")).toBe("Pro Monthly");
    expect(planLabel("single_pdf")).toBe("Single PDF");
  });
});
