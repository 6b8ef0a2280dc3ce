"use client";

import * as React from "react";
import type { Locale } from "@/i18n/locales";
import { PlainButton } from "@/components/ui/plain-button";
import { InlineIcon } from "./inline-icon";
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

/* lucide's "languages" icon. */
function LanguagesIcon() {
  return (
    <InlineIcon>
      <path d="m5 8 6 6M4 14l6-6 2-3M2 5h12M7 2h1m14 20-5-10-5 10m2-4h6" />
    </InlineIcon>
  );
}
