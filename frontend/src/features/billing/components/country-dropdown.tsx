"use client";

import * as React from "react";
import { ChevronDownIcon, GlobeIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { OnDemand } from "@/components/layout/on-demand";
import { PlainButton } from "@/components/ui/plain-button";
import { countryName, findCountry, useRegion } from "@/lib/region";

const loadMenu = () => import("./country-menu");
const CountryMenu = React.lazy(() => loadMenu().then((m) => ({ default: m.CountryMenu })));

/** 'Select Your Country': opens and closes on click and on an outside click. */
export function CountryDropdown() {
  const { country } = useRegion();
  const code = findCountry(country).code;
  return (
    <OnDemand popup="menu" preload={loadMenu} trigger={(props) => <CountryTrigger {...props} />}>
      <CountryMenu code={code} />
    </OnDemand>
  );
}

/** The button showing the chosen country; also the real menu's trigger (Radix adds its props). */
export function CountryTrigger(props: React.ComponentProps<"button">) {
  const { country } = useRegion();
  const current = findCountry(country);
  const t = useTranslations("billing.country");
  const locale = useLocale();
  return (
    <PlainButton variant="ghost" size="sm" data-testid="country-trigger" {...props}>
      <span className="sr-only">{t("current", { country: countryName(current, locale) })}</span>
      <GlobeIcon aria-hidden="true" />
      <span>{current.code}</span>
      <ChevronDownIcon aria-hidden="true" className="opacity-60" />
    </PlainButton>
  );
}
