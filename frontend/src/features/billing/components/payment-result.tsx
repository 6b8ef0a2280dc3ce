"use client";

import * as React from "react";
import Link from "next/link";
import { useQueryClient } from "@tanstack/react-query";
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
            <h1 className="text-2xl font-semibold tracking-tight">Checking your payment...</h1>
            <p className="text-muted-foreground">This usually takes a few seconds. Please keep this page open.</p>
            <p className="text-sm text-muted-foreground" data-testid="attempt">
              Attempt {state.attempt} of {MAX_ATTEMPTS}
            </p>
          </>
        ) : state.kind === "paid" ? (
          <>
            <span className="flex size-16 items-center justify-center rounded-full bg-success/15">
              <CheckCircle2Icon aria-hidden="true" className="size-9 text-success" />
            </span>
            <h1 className="text-2xl font-semibold tracking-tight">Payment Successful!</h1>
            <p className="text-muted-foreground">
              Thank you! Your <strong className="text-foreground">{planLabel(state.status.plan_type)}</strong> plan is now active.
            </p>
            {state.status.amount_total !== null && state.status.amount_total !== undefined ? (
              <p className="rounded-lg bg-muted px-4 py-2 text-sm">
                Amount paid: <strong data-testid="amount">{formatAmount(state.status.amount_total, state.status.currency)}</strong>
              </p>
            ) : null}
            <Button asChild size="lg" className="mt-2">
              <Link href="/dashboard">Go to Dashboard</Link>
            </Button>
          </>
        ) : (
          <>
            <span className="flex size-16 items-center justify-center rounded-full bg-destructive/10">
              <XCircleIcon aria-hidden="true" className="size-9 text-destructive" />
            </span>
            <h1 className="text-2xl font-semibold tracking-tight">Payment Failed</h1>
            <p className="text-muted-foreground">
              We couldn&apos;t process your payment. Please try again or contact support if the issue persists.
            </p>
            <div className="mt-2 flex flex-col gap-2 sm:flex-row">
              <Button asChild variant="outline">
                <Link href="/dashboard">Back to Dashboard</Link>
              </Button>
              <Button asChild>
                <Link href="/settings">Try Again</Link>
              </Button>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
