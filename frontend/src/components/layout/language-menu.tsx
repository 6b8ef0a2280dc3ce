"use client";

import * as React from "react";
import type { Locale } from "@/i18n/locales";
import { PlainButton } from "@/components/ui/plain-button";
import { OnDemand } from "./on-demand";

const loadMenu = () => import("./language-menu-popup");
const LanguageMenuPopup = React.lazy(() => loadMenu().then((m) => ({ default: m.LanguageMenuPopup })));

/** The menu's words, in the page's language: passed in, as the landing page has no client catalog. */
export interface LanguageMenuLabels {
  /** The trigger's accessible name, naming the current language. */
  trigger: string;
  title: string;
}

export interface LanguageMenuProps {
  locale: Locale;
  labels: LanguageMenuLabels;
}

/** The header's language choice, on every page; its menu loads on first use. */
export function LanguageMenu(props: LanguageMenuProps) {
  return (
    <OnDemand popup="menu" preload={loadMenu} trigger={(standIn) => <LanguageTrigger {...props} {...standIn} />}>
      <LanguageMenuPopup {...props} />
    </OnDemand>
  );
}

/** Shows the current language's code; also the real menu's trigger (Radix adds its props). */
export function LanguageTrigger({ locale, labels, ...props }: LanguageMenuProps & React.ComponentProps<"button">) {
  return (
    <PlainButton variant="ghost" size="sm" data-testid="language-trigger" aria-label={labels.trigger} {...props}>
      <LanguagesIcon />
      <span className="uppercase">{locale.slice(0, 2)}</span>
    </PlainButton>
  );
}

/* lucide's "languages" icon, inline: the trigger is on the landing page, which stays without
   lucide's icon factory (see theme-toggle). */
function LanguagesIcon() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="m5 8 6 6M4 14l6-6 2-3M2 5h12M7 2h1m14 20-5-10-5 10m2-4h6" />
    </svg>
  );
}
