"use client";

import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { CrownIcon, FileTextIcon, KanbanSquareIcon, LogOutIcon, MenuIcon, SettingsIcon } from "lucide-react";
import { buttonVariants } from "@/components/ui/button-variants";
import { PlainButton } from "@/components/ui/plain-button";
import { LANGUAGE_NAMES } from "@/i18n/locales";
import { hasPro, useAuth } from "@/lib/auth/session";
import { openUpgrade, preloadUpgradeModal } from "@/lib/upgrade";
import { LanguageMenu } from "./language-menu";
import { Logo } from "./logo";
import { OnDemand } from "./on-demand";
import { ThemeToggle } from "./theme-toggle";
import { UserAvatar } from "./user-avatar";

const loadMobileMenu = () => import("./mobile-menu");
const MobileMenu = React.lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));

/** The signed-in nav bar: country choice, documents, applications, settings, upgrade, user, logout. */
export function AppNav({ countryPicker }: { countryPicker?: React.ReactNode }) {
  const { user, logout } = useAuth();
  const t = useTranslations("nav");
  const tLanguage = useTranslations("language");
  const tTheme = useTranslations("theme");
  const locale = useLocale();
  const router = useRouter();
  const onLogout = async () => {
    await logout();
    router.replace("/");
  };

  return (
    <header className="no-print sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <nav aria-label={t("main")} className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <Logo href="/dashboard" />
        <div className="ms-auto flex items-center gap-1">
          {countryPicker}
          <div className="hidden items-center gap-1 lg:flex">
            <Link href="/documents" data-slot="button" className={buttonVariants({ variant: "ghost", size: "sm" })}>
              <FileTextIcon aria-hidden="true" />
              {t("documents")}
            </Link>
            <Link href="/applications" data-slot="button" className={buttonVariants({ variant: "ghost", size: "sm" })}>
              <KanbanSquareIcon aria-hidden="true" />
              {t("applications")}
            </Link>
            <Link href="/settings" data-slot="button" className={buttonVariants({ variant: "ghost", size: "sm" })}>
              <SettingsIcon aria-hidden="true" />
              {t("settings")}
            </Link>
            {showsUpgrade(user) ? (
              <PlainButton size="sm" onClick={openUpgrade} onPointerEnter={preloadUpgradeModal} onFocus={preloadUpgradeModal} className="ms-1">
                <CrownIcon aria-hidden="true" />
                {t("upgrade")}
              </PlainButton>
            ) : null}
          </div>
          <LanguageMenu
            locale={locale}
            labels={{ trigger: tLanguage("menuLabel", { language: LANGUAGE_NAMES[locale] }), title: tLanguage("menuTitle") }}
          />
          <ThemeToggle labels={{ toLight: tTheme("toLight"), toDark: tTheme("toDark") }} />
          {user ? (
            <div className="hidden items-center gap-2 border-s ps-3 lg:flex">
              <UserAvatar name={user.name} picture={user.picture} />
              <span className="max-w-32 truncate text-sm font-medium" data-testid="nav-user-name">
                {user.name}
              </span>
              <PlainButton variant="outline" size="sm" onClick={onLogout}>
                <LogOutIcon aria-hidden="true" className="rtl:-scale-x-100" />
                {t("logout")}
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
  const t = useTranslations("nav");
  return (
    <PlainButton variant="ghost" size="icon-sm" className="lg:hidden" aria-label={t("openMenu")} {...props}>
      <MenuIcon aria-hidden="true" />
    </PlainButton>
  );
}
