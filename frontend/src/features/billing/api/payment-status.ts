import { apiRequest } from "@/lib/api/client";
import { schemaOf } from "@/lib/api/load-schemas";
import type { PaymentStatusBody as PaymentStatus } from "@/lib/api/generated/zod.gen";

export const MAX_ATTEMPTS = 5;
export const POLL_INTERVAL_MS = 2000;

export async function fetchPaymentStatus(sessionId: string): Promise<PaymentStatus> {
  return apiRequest(`/payment/status/${encodeURIComponent(sessionId)}`, { schema: schemaOf("zPaymentStatusBody") });
}

export type PollOutcome = { kind: "paid"; status: PaymentStatus } | { kind: "failed"; status?: PaymentStatus };

/**
 * Polls every 2 s, at most 5 attempts. Paid ends in success; an expired session or a
 * failed payment ends in failure at once; network errors retry until the fifth attempt.
 */
export async function pollPaymentStatus(opts: {
  sessionId: string | null;
  fetchStatus: (id: string) => Promise<PaymentStatus>;
  onAttempt?: (attempt: number) => void;
  sleep?: (ms: number) => Promise<void>;
  signal?: { cancelled: boolean };
  maxAttempts?: number;
  intervalMs?: number;
}): Promise<PollOutcome> {
  const max = opts.maxAttempts ?? MAX_ATTEMPTS;
  const interval = opts.intervalMs ?? POLL_INTERVAL_MS;
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  if (!opts.sessionId) return { kind: "failed" };
  let last: PaymentStatus | undefined;
  for (let attempt = 1; attempt <= max; attempt++) {
    if (opts.signal?.cancelled) return { kind: "failed", status: last };
    opts.onAttempt?.(attempt);
    try {
      const status = await opts.fetchStatus(opts.sessionId);
      last = status;
      if (status.payment_status === "paid") return { kind: "paid", status };
      if (status.status === "expired" || status.payment_status === "failed") return { kind: "failed", status };
    } catch {
      // network or server error: try again until the last attempt
    }
    if (attempt < max) await sleep(interval);
  }
  return { kind: "failed", status: last };
}

export function planLabel(plan: string | null | undefined): string {
  if (plan === "pro_monthly") return "Pro Monthly";
  if (plan === "single_pdf") return "Single PDF";
  return plan ? plan : "Plan";
}

/** amount_total / 100 with two decimals plus the upper-case currency. */
export function formatAmount(amountTotal: number | null | undefined, currency: string | null | undefined): string {
  if (amountTotal === null || amountTotal === undefined) return "";
  return `${(amountTotal / 100).toFixed(2)} ${(currency ?? "").toUpperCase()}`.trim();
}
