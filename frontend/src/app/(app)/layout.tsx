"use client";

import { AppNav } from "@/components/layout/app-nav";
import { RequireAuth } from "@/components/layout/require-auth";
import { CountryDropdown } from "@/features/billing/components/country-dropdown";
import { UpgradeModal } from "@/features/billing/components/upgrade-modal";

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
