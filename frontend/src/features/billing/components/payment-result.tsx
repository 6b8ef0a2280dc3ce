"use client";

import * as React from "react";
import Link from "next/link";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { CheckCircle2Icon, XCircleIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { authKeys } from "@/lib/api/keys";
import type { PaymentStatusBody as PaymentStatus } from "@/lib/api/generated/zod.gen";
import { MAX_ATTEMPTS, fetchPaymentStatus, formatAmount, planLabel, pollPaymentStatus } from "../api/payment-status";

type State = { kind: "checking"; attempt: number } | { kind: "paid"; status: PaymentStatus } | { kind: "failed" };

/** /payment-success?session_id=…: polls the payment status every 2 s, at most 5 times. */
export function PaymentResult() {
  const queryClient = useQueryClient();
  const [state, setState] = React.useState<State>({ kind: "checking", attempt: 1 });
  const t = useTranslations("billing.payment");
  const plans = useTranslations("billing.plans");
  const planName = (plan: string | null | undefined) => {
    const key = `${plan}.name` as Parameters<typeof plans>[0];
    return plans.has(key) ? plans(key) : planLabel(plan);
  };

  React.useEffect(() => {
    const sessionId = new URLSearchParams(window.location.search).get("session_id");
    const signal = { cancelled: false };
    void pollPaymentStatus({
      sessionId,
      fetchStatus: fetchPaymentStatus,
      signal,
      onAttempt: (attempt) => !signal.cancelled && setState({ kind: "checking", attempt }),
    }).then((outcome) => {
      if (signal.cancelled) return;
      if (outcome.kind === "paid") {
        setState({ kind: "paid", status: outcome.status });
        void queryClient.invalidateQueries({ queryKey: authKeys.me() });
      } else {
        setState({ kind: "failed" });
      }
    });
    return () => {
      signal.cancelled = true;
    };
  }, [queryClient]);

  return (
    <Card className="mx-auto w-full max-w-lg">
      <CardContent className="flex flex-col items-center gap-4 p-8 text-center sm:p-10" aria-live="polite">
        {state.kind === "checking" ? (
          <>
            <Spinner className="size-10 text-primary" />
            <h1 className="text-2xl font-semibold tracking-tight">{t("checking")}</h1>
            <p className="text-muted-foreground">{t("keepOpen")}</p>
            <p className="text-sm text-muted-foreground" data-testid="attempt">
              {t("attempt", { attempt: state.attempt, max: MAX_ATTEMPTS })}
            </p>
          </>
        ) : state.kind === "paid" ? (
          <>
            <span className="flex size-16 items-center justify-center rounded-full bg-success/15">
              <CheckCircle2Icon aria-hidden="true" className="size-9 text-success" />
            </span>
            <h1 className="text-2xl font-semibold tracking-tight">{t("success")}</h1>
            <p className="text-muted-foreground">
              {t.rich("thanks", {
                plan: planName(state.status.plan_type),
                strong: (chunks) => <strong className="text-foreground">{chunks}</strong>,
              })}
            </p>
            {state.status.amount_total !== null && state.status.amount_total !== undefined ? (
              <p className="rounded-lg bg-muted px-4 py-2 text-sm">
                {t.rich("amountPaid", {
                  amount: formatAmount(state.status.amount_total, state.status.currency),
                  strong: (chunks) => <strong data-testid="amount">{chunks}</strong>,
                })}
              </p>
            ) : null}
            <Button asChild size="lg" className="mt-2">
              <Link href="/dashboard">{t("goToDashboard")}</Link>
            </Button>
          </>
        ) : (
          <>
            <span className="flex size-16 items-center justify-center rounded-full bg-destructive/10">
              <XCircleIcon aria-hidden="true" className="size-9 text-destructive" />
            </span>
            <h1 className="text-2xl font-semibold tracking-tight">{t("failed")}</h1>
            <p className="text-muted-foreground">
              {t("failedDetail")}
            </p>
            <div className="mt-2 flex flex-col gap-2 sm:flex-row">
              <Button asChild variant="outline">
                <Link href="/dashboard">{t("backToDashboard")}</Link>
              </Button>
              <Button asChild>
                <Link href="/settings">{t("tryAgain")}</Link>
              </Button>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
