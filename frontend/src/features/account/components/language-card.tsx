"use client";

import * as React from "react";
import { useLocale, useTranslations } from "next-intl";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { chooseLanguage } from "@/i18n/choose-language";
import { isLocale, LANGUAGE_NAMES, LOCALES } from "@/i18n/locales";

/** Settings: the interface language, kept with the account and restored at each sign-in. */
export function LanguageCard() {
  const locale = useLocale();
  const t = useTranslations("account.language");
  const [saving, setSaving] = React.useState(false);
  const change = (value: string) => {
    if (!isLocale(value) || value === locale) return;
    setSaving(true);
    void chooseLanguage(value, { signedIn: true });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid max-w-xs gap-2">
        <Label htmlFor="interface-language">{t("label")}</Label>
        <NativeSelect id="interface-language" value={locale} disabled={saving} onChange={(e) => change(e.target.value)}>
          {LOCALES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </NativeSelect>
      </CardContent>
    </Card>
  );
}
