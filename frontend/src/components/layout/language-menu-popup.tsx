"use client";

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { chooseLanguage } from "@/i18n/choose-language";
import { isLocale, LANGUAGE_NAMES, LOCALES } from "@/i18n/locales";
import { useAuth } from "@/lib/auth/session";
import { LanguageTrigger, type LanguageMenuProps } from "./language-menu";

/** The dropdown itself, loaded on first use by `LanguageMenu`; it mounts opened. */
export function LanguageMenuPopup(props: LanguageMenuProps) {
  const { status } = useAuth();
  const choose = (value: string) => {
    if (isLocale(value) && value !== props.locale) void chooseLanguage(value, { signedIn: status === "authenticated" });
  };
  return (
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger asChild>
        <LanguageTrigger {...props} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52">
        <DropdownMenuLabel>{props.labels.title}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup value={props.locale} onValueChange={choose}>
          {LOCALES.map((code) => (
            <DropdownMenuRadioItem key={code} value={code} lang={code}>
              {LANGUAGE_NAMES[code]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
