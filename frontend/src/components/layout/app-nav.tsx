"use client";

import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { CrownIcon, FileTextIcon, KanbanSquareIcon, LogOutIcon, MenuIcon, SettingsIcon } from "lucide-react";
import { buttonVariants } from "@/components/ui/button-variants";
import { PlainButton } from "@/components/ui/plain-button";
import { hasPro, useAuth } from "@/lib/auth/session";
import { openUpgrade, preloadUpgradeModal } from "@/lib/upgrade";
import { Logo } from "./logo";
import { OnDemand } from "./on-demand";
import { ThemeToggle } from "./theme-toggle";
import { UserAvatar } from "./user-avatar";

const loadMobileMenu = () => import("./mobile-menu");
const MobileMenu = React.lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));

/** The signed-in nav bar: country choice, documents, applications, settings, upgrade, user, logout. */
export function AppNav({ countryPicker }: { countryPicker?: React.ReactNode }) {
  const { user, logout } = useAuth();
  const router = useRouter();
  const onLogout = async () => {
    await logout();
    router.replace("/");
  };

  return (
    <header className="no-print sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <Logo href="/dashboard" />
        <div className="ml-auto flex items-center gap-1">
          {countryPicker}
          <div className="hidden items-center gap-1 lg:flex">
            <Link href="/documents" data-slot="button" className={buttonVariants({ variant: "ghost", size: "sm" })}>
              <FileTextIcon aria-hidden="true" />
              My Documents
            </Link>
            <Link href="/applications" data-slot="button" className={buttonVariants({ variant: "ghost", size: "sm" })}>
              <KanbanSquareIcon aria-hidden="true" />
              Applications
            </Link>
            <Link href="/settings" data-slot="button" className={buttonVariants({ variant: "ghost", size: "sm" })}>
              <SettingsIcon aria-hidden="true" />
              Settings
            </Link>
            {showsUpgrade(user) ? (
              <PlainButton size="sm" onClick={openUpgrade} onPointerEnter={preloadUpgradeModal} onFocus={preloadUpgradeModal} className="ml-1">
                <CrownIcon aria-hidden="true" />
                Upgrade
              </PlainButton>
            ) : null}
          </div>
          <ThemeToggle />
          {user ? (
            <div className="hidden items-center gap-2 border-l pl-3 lg:flex">
              <UserAvatar name={user.name} picture={user.picture} />
              <span className="max-w-32 truncate text-sm font-medium" data-testid="nav-user-name">
                {user.name}
              </span>
              <PlainButton variant="outline" size="sm" onClick={onLogout}>
                <LogOutIcon aria-hidden="true" />
                Logout
              </PlainButton>
            </div>
          ) : null}
          <OnDemand popup="dialog" preload={loadMobileMenu} trigger={(props) => <MenuTrigger {...props} />}>
            <MobileMenu onLogout={onLogout} />
          </OnDemand>
        </div>
      </nav>
    </header>
  );
}

/**
 * Whether the nav offers "Upgrade": not to a Pro subscriber, who has every plan's features (a
 * Single PDF buyer still sees it, Pro being more). Shown while the user is not known yet.
 */
export function showsUpgrade(user: Parameters<typeof hasPro>[0]): boolean {
  return !hasPro(user);
}

/** The narrow-screen menu button; also the real side menu's trigger (Radix adds its props). */
export function MenuTrigger(props: React.ComponentProps<"button">) {
  return (
    <PlainButton variant="ghost" size="icon-sm" className="lg:hidden" aria-label="Open menu" {...props}>
      <MenuIcon aria-hidden="true" />
    </PlainButton>
  );
}
