"use client";

import dynamic from "next/dynamic";
import { AppNav } from "@/components/layout/app-nav";
import { RequireAuth } from "@/components/layout/require-auth";
import { CountryDropdown } from "@/features/billing/components/country-dropdown";

/* Opened on demand (its state lives in lib/upgrade, so it opens even if asked before it loads):
   its dialog, plans query and checkout stay out of every page's first-load JS. */
const UpgradeModal = dynamic(
  () => import("@/features/billing/components/upgrade-modal").then((m) => m.UpgradeModal),
  { ssr: false },
);

export default function SignedInLayout({ children }: { children: React.ReactNode }) {
  return (
    <RequireAuth>
      <div className="flex min-h-dvh flex-col">
        <AppNav countryPicker={<CountryDropdown />} />
        {children}
      </div>
      <UpgradeModal />
    </RequireAuth>
  );
}
