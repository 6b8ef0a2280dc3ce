"use client";

import { ChevronDownIcon, GlobeIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { COUNTRIES, findCountry, setCountry, useRegion } from "@/lib/region";

/** 'Select Your Country': opens and closes on click and on an outside click (spec §2). */
export function CountryDropdown() {
  const { country } = useRegion();
  const current = findCountry(country);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" data-testid="country-trigger">
          <span className="sr-only">Country: {current.name}</span>
          <GlobeIcon aria-hidden="true" />
          <span>{current.code}</span>
          <ChevronDownIcon aria-hidden="true" className="opacity-60" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-h-[min(24rem,var(--radix-dropdown-menu-content-available-height))] w-64">
        <DropdownMenuLabel>Select Your Country</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup value={current.code} onValueChange={setCountry}>
          {COUNTRIES.map((c) => (
            <DropdownMenuRadioItem key={c.code} value={c.code}>
              <span aria-hidden="true" className="text-base leading-none">
                {c.flag}
              </span>
              <span className="flex-1 truncate">{c.name}</span>
              <span className="text-xs text-muted-foreground">{c.region}</span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
