"use client";

import * as React from "react";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { usePlanWords } from "../plan-words";
import { toast } from "@/lib/toast";
import { CheckIcon, LockIcon, SparklesIcon, ZapIcon, RefreshCwIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { detailOr, isMissingEndpoint, errorReference } from "@/lib/api/errors";
import type { PlanOffer as Plan } from "@/lib/api/generated/zod.gen";
import { useConfig } from "@/lib/auth/session";
import { countryName, findCountry, useRegion } from "@/lib/region";
import { setUpgradeOpen, useUpgradeOpen } from "@/lib/upgrade";
import { cn } from "@/lib/utils";
import { useCreateCheckout, type PlanType } from "../api/create-checkout";
import { usePlans } from "../api/get-plans";

/** A plan's price in the interface's language: "$4.99", "₹1000", "4,99 $"; whole amounts
    without decimals, and no grouping, as the plans are priced. */
function usePriceFormat() {
  const format = useFormatter();
  return (plan: Pick<Plan, "currency" | "price">) => {
    const digits = Number.isInteger(plan.price) ? 0 : 2;
    return format.number(plan.price, {
      style: "currency",
      currency: plan.currency.toUpperCase(),
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: false,
    });
  };
}

/** 'Upgrade Your Plan': the two plans at the server's prices for the chosen region, refreshed when the country changes. */
export function UpgradeModal() {
  const open = useUpgradeOpen();
  const { region, country } = useRegion();
  const plans = usePlans(region, open);
  const config = useConfig();
  const checkout = useCreateCheckout();
  const [processing, setProcessing] = React.useState<PlanType | null>(null);
  const t = useTranslations("billing.upgrade");
  const locale = useLocale();
  const formatPrice = usePriceFormat();
  const wordsOf = usePlanWords();

  const onChoose = (plan: PlanType) => {
    setProcessing(plan);
    checkout.mutate(
      { plan_type: plan, region, origin_url: window.location.origin },
      {
        onSuccess: (url) => {
          window.location.assign(url);
        },
        onError: (error) => {
          setProcessing(null);
          toast.error(
            isMissingEndpoint(error) ? t("checkoutUnavailable") : detailOr(error, t("checkoutFailed")),
            errorReference(error),
          );
        },
      },
    );
  };

  const demo = config.data?.payments?.mode === "demo";

  return (
    <Dialog open={open} onOpenChange={(o) => !processing && setUpgradeOpen(o)}>
      <DialogContent className="max-w-3xl sm:p-8" data-testid="upgrade-modal">
        <DialogHeader>
          <DialogTitle className="text-2xl">{t("title")}</DialogTitle>
          <DialogDescription>{t("description", { country: countryName(findCountry(country), locale), region })}</DialogDescription>
        </DialogHeader>

        {plans.isPending ? (
          <div className="grid gap-4 md:grid-cols-2">
            <Skeleton className="h-80 rounded-xl" />
            <Skeleton className="h-80 rounded-xl" />
          </div>
        ) : plans.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-8 text-center">
            <p className="font-medium">{t("plansFailed")}</p>
            <p className="text-sm text-muted-foreground">{detailOr(plans.error, t("plansNoAnswer"))}</p>
            <Button variant="outline" size="sm" onClick={() => void plans.refetch()}>
              <RefreshCwIcon aria-hidden="true" />
              {t("tryAgain")}
            </Button>
          </div>
        ) : (
          <div className="grid gap-4 md:grid-cols-2" data-testid="plan-list">
            {plans.data.plans.map((plan) => {
              const words = wordsOf(plan);
              return (
                <section
                  key={plan.id}
                  aria-labelledby={`plan-${plan.id}`}
                  data-testid={`plan-${plan.id}`}
                  className={cn(
                    "relative flex flex-col rounded-xl border p-6",
                    plan.popular ? "border-primary shadow-md ring-1 ring-primary" : "bg-card",
                  )}
                >
                  {plan.popular ? (
                    <Badge className="absolute -top-3 start-6">
                      <SparklesIcon aria-hidden="true" />
                      {t("mostPopular")}
                    </Badge>
                  ) : null}
                  <h3 id={`plan-${plan.id}`} className="text-lg font-semibold">
                    {words.name}
                  </h3>
                  <p className="mt-1 text-sm text-muted-foreground">{words.description}</p>
                  <p className="mt-4 flex items-baseline gap-1.5">
                    <span className="text-4xl font-bold tracking-tight" data-testid={`price-${plan.id}`}>
                      {formatPrice(plan)}
                    </span>
                    <span className="text-sm text-muted-foreground">
                      {plan.period === "monthly" || plan.period === "month" ? t("perMonth") : t("oneTime")}
                    </span>
                  </p>
                  <ul className="mt-5 flex flex-1 flex-col gap-2.5 text-sm">
                    {words.features.map((f) => (
                      <li key={f} className="flex gap-2">
                        <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                        <span>{f}</span>
                      </li>
                    ))}
                  </ul>
                  <Button
                    className="mt-6 w-full"
                    variant={plan.popular ? "default" : "outline"}
                    size="lg"
                    disabled={processing !== null}
                    onClick={() => onChoose(plan.id)}
                  >
                    {processing === plan.id ? (
                      <>
                        <Spinner />
                        {t("processing")}
                      </>
                    ) : (
                      t("upgradeTo", { plan: words.name })
                    )}
                  </Button>
                </section>
              );
            })}
          </div>
        )}

        <div className="flex flex-col items-center gap-1.5 border-t pt-4 text-center text-xs text-muted-foreground">
          <p className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1">
            <span className="inline-flex items-center gap-1.5">
              <LockIcon aria-hidden="true" className="size-3.5" />
              {t("securePayment")}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <ZapIcon aria-hidden="true" className="size-3.5" />
              {t("instantActivation")}
            </span>
            <span>{t("cancelAnytime")}</span>
          </p>
          {demo ? <p>{t("demoMode")}</p> : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
