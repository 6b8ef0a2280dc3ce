"use client";

import * as React from "react";
import { useTranslations } from "next-intl";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { chooseErrorMessage, errorReference } from "@/lib/api/errors";
import { toast } from "@/lib/toast";
import { useAccountSettings, useSetAccountSettings } from "../api/settings";

/** Settings: the daily email of next steps due, off until the user turns it on. */
export function DigestCard() {
  const settings = useAccountSettings();
  const save = useSetAccountSettings();
  // The box shows the new value from the click itself: the settings' optimistic update lands a
  // few promises later, and a controlled checkbox would spring back in between.
  const [sent, setSent] = React.useState<boolean | null>(null);
  const on = sent ?? settings.data?.digest_opt_in ?? false;
  const t = useTranslations("account.digest");
  const change = (digest_opt_in: boolean) => {
    setSent(digest_opt_in);
    save.mutate(
      { digest_opt_in },
      {
        onSuccess: () => toast.success(digest_opt_in ? t("turnedOn") : t("turnedOff")),
        onError: (error) => toast.error(chooseErrorMessage(error, t("saveFailed")), errorReference(error)),
        onSettled: () => setSent(null),
      },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <Skeleton className="h-5 w-72" />
        ) : (
          <div className="flex items-center gap-3">
            <input
              id="digest-opt-in"
              type="checkbox"
              className="size-4 accent-primary"
              checked={on}
              disabled={settings.isError || save.isPending}
              onChange={(e) => change(e.target.checked)}
            />
            <Label htmlFor="digest-opt-in" className="font-normal">
              {t("optIn")}
            </Label>
          </div>
        )}
        {settings.isError ? <p className="mt-2 text-sm text-destructive">{t("loadFailed")}</p> : null}
      </CardContent>
    </Card>
  );
}
