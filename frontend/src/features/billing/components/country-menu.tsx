"use client";

import { useLocale, useTranslations } from "next-intl";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { COUNTRIES, countryName, setCountry } from "@/lib/region";
import { CountryTrigger } from "./country-dropdown";

/** The dropdown itself, loaded on first use by `CountryDropdown`; it mounts opened. */
export function CountryMenu({ code }: { code: string }) {
  const t = useTranslations("billing.country");
  const locale = useLocale();
  return (
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger asChild>
        <CountryTrigger />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-h-[min(24rem,var(--radix-dropdown-menu-content-available-height))] w-64">
        <DropdownMenuLabel>{t("select")}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup value={code} onValueChange={setCountry}>
          {COUNTRIES.map((c) => (
            <DropdownMenuRadioItem key={c.code} value={c.code}>
              <span aria-hidden="true" className="text-base leading-none">
                {c.flag}
              </span>
              <span className="flex-1 truncate">{countryName(c, locale)}</span>
              <span className="text-xs text-muted-foreground">{c.region}</span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
