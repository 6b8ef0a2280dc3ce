"use client";

import { CalendarClockIcon, CreditCardIcon, CrownIcon, SettingsIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { UserAvatar } from "@/components/layout/user-avatar";
import type { User } from "@/lib/api/generated/zod.gen";
import { Spinner } from "@/components/ui/spinner";
import { useOpenPortal } from "../api/open-portal";
import { detailOr, errorReference } from "@/lib/api/errors";
import { hasPro, isPaid, useUser } from "@/lib/auth/session";
import { toast } from "@/lib/toast";
import { openUpgrade } from "@/lib/upgrade";
import { formatDate } from "@/lib/utils";
import { SignOutEverywhere } from "./sign-out-everywhere";

/** The subscription card's words (`account.subscription` in the catalog). */
export type SubscriptionWords = ReturnType<typeof useTranslations<"account.subscription">>;

/** The subscription state drives the labels Free Plan, Pro Monthly and Single PDF. */
export function subscriptionLabel(user: Pick<User, "subscription_status" | "subscription_plan">, t: SubscriptionWords): string {
  if (user.subscription_status !== "active") return t("freePlan");
  return user.subscription_plan === "pro_monthly" ? t("proMonthly") : t("singlePdf");
}

export function subscriptionDescription(
  user: Pick<User, "subscription_status" | "subscription_plan" | "pdf_credits">,
  t: SubscriptionWords,
): string {
  if (user.subscription_status !== "active") return t("freeDescription");
  if (user.subscription_plan === "pro_monthly") return t("proDescription");
  return t("singlePdfDescription", { credits: user.pdf_credits });
}

/** When Pro renews, or the day it ends once cancelled; nothing for other plans. */
export function renewalLabel(user: Pick<User, "subscription_end" | "cancel_at_period_end">, t: SubscriptionWords, locale?: string): string {
  if (!user.subscription_end) return "";
  const date = formatDate(user.subscription_end, locale);
  return user.cancel_at_period_end ? t("cancelsOn", { date }) : t("renewsOn", { date });
}

export function AccountCard() {
  const user = useUser();
  const t = useTranslations("account.info");
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-center gap-4">
          <UserAvatar name={user.name} picture={user.picture} className="size-14" />
          <dl className="min-w-0">
            <dt className="sr-only">{t("name")}</dt>
            <dd className="truncate font-semibold" data-testid="account-name">
              {user.name}
            </dd>
            <dt className="sr-only">{t("email")}</dt>
            <dd className="truncate text-sm text-muted-foreground">{user.email}</dd>
          </dl>
        </div>
        <SignOutEverywhere />
      </CardContent>
    </Card>
  );
}

export function SubscriptionCard() {
  const user = useUser();
  const paid = isPaid(user);
  const pro = hasPro(user);
  const portal = useOpenPortal();
  const t = useTranslations("account.subscription");
  const locale = useLocale();
  const manage = () =>
    portal.mutate(undefined, {
      onSuccess: (url) => window.location.assign(url),
      onError: (error) => toast.error(detailOr(error, t("portalFailed")), errorReference(error)),
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-start gap-4 rounded-lg border bg-muted/40 p-4">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
            {paid ? <CrownIcon aria-hidden="true" className="size-5" /> : <CreditCardIcon aria-hidden="true" className="size-5" />}
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <p className="font-semibold" data-testid="plan-label">
                {subscriptionLabel(user, t)}
              </p>
              <Badge variant={paid ? "success" : "secondary"}>{paid ? t("active") : t("free")}</Badge>
            </div>
            <p className="mt-1 text-sm text-muted-foreground">{subscriptionDescription(user, t)}</p>
            {pro && user.subscription_end ? (
              <p className="mt-2 flex items-center gap-1.5 text-sm text-muted-foreground" data-testid="renewal">
                <CalendarClockIcon aria-hidden="true" className="size-4" />
                {renewalLabel(user, t, locale)}
              </p>
            ) : null}
          </div>
        </div>
        {!paid ? (
          <Button onClick={openUpgrade} className="self-start">
            <CrownIcon aria-hidden="true" />
            {t("upgradeNow")}
          </Button>
        ) : null}
        {pro ? (
          <Button variant="outline" onClick={manage} disabled={portal.isPending} className="self-start">
            {portal.isPending ? <Spinner /> : <SettingsIcon aria-hidden="true" />}
            {t("manage")}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
