"use client";

import * as React from "react";
import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { AppNav } from "@/components/layout/app-nav";
import { RequireAuth } from "@/components/layout/require-auth";
import { CountryDropdown } from "@/features/billing/components/country-dropdown";
import { unlocalizedPath } from "@/i18n/locales";
import { setUpgradeModalLoader, useUpgradeOpen } from "@/lib/upgrade";

/* Opened on demand (its state lives in lib/upgrade, so it opens even if asked before it loads):
   its dialog, plans query and checkout stay out of every page's first-load JS. */
const loadUpgradeModal = () => import("@/features/billing/components/upgrade-modal");
setUpgradeModalLoader(loadUpgradeModal);
const UpgradeModal = dynamic(() => loadUpgradeModal().then((m) => m.UpgradeModal), { ssr: false });

/** Mounts the modal the first time it is opened, not with every signed-in page: its code and its
    /api/config request then stay off the path to the page's first paint with data. */
function UpgradeModalOnDemand() {
  const open = useUpgradeOpen();
  const [wanted, setWanted] = React.useState(false);
  if (open && !wanted) setWanted(true);
  return wanted ? <UpgradeModal /> : null;
}

/** Pages that render themselves while the session is checked. The dashboard, where every
    sign-in lands, then paints with the HTML; the applications board asks for its 500 cards
    beside the check rather than after it. */
const SHOWN_WHILE_PENDING = new Set(["/dashboard", "/applications"]);

/** Every signed-in page's frame: the nav, the session check and the upgrade dialog. */
export function SignedInShell({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <AppNav countryPicker={<CountryDropdown />} />
      <RequireAuth showWhilePending={SHOWN_WHILE_PENDING.has(unlocalizedPath(usePathname()))}>{children}</RequireAuth>
      <UpgradeModalOnDemand />
    </div>
  );
}
