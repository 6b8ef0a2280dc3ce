"use client";

import * as React from "react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { BriefcaseBusinessIcon, CrownIcon, FileTextIcon, KanbanSquareIcon, LifeBuoyIcon, LogOutIcon, SettingsIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Separator } from "@/components/ui/separator";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { useAuth } from "@/lib/auth/session";
import { openUpgrade } from "@/lib/upgrade";
import { MenuTrigger, showsUpgrade } from "./app-nav";
import { UserAvatar } from "./user-avatar";

/** The narrow-screen side menu, loaded on first use by `AppNav`; it mounts opened. */
export function MobileMenu({ onLogout }: { onLogout: () => void }) {
  const { user } = useAuth();
  const t = useTranslations("nav");
  const [open, setOpen] = React.useState(true);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <MenuTrigger />
      </SheetTrigger>
      <SheetContent side="end">
        <SheetHeader>
          <SheetTitle>{t("menu")}</SheetTitle>
          <SheetDescription className="sr-only">{t("menuDescription")}</SheetDescription>
        </SheetHeader>
        {user ? (
          <div className="flex items-center gap-3 rounded-lg bg-muted p-3">
            <UserAvatar name={user.name} picture={user.picture} className="size-10" />
            <div className="min-w-0">
              <p className="truncate text-sm font-medium">{user.name}</p>
              <p className="truncate text-xs text-muted-foreground">{user.email}</p>
            </div>
          </div>
        ) : null}
        <div className="flex flex-col gap-1">
          <MenuLink href="/documents" icon={<FileTextIcon aria-hidden="true" />} onNavigate={() => setOpen(false)}>
            {t("documents")}
          </MenuLink>
          <MenuLink href="/applications" icon={<KanbanSquareIcon aria-hidden="true" />} onNavigate={() => setOpen(false)}>
            {t("applications")}
          </MenuLink>
          <MenuLink href="/linkedin-tips" icon={<BriefcaseBusinessIcon aria-hidden="true" />} onNavigate={() => setOpen(false)}>
            {t("linkedinTips")}
          </MenuLink>
          <MenuLink href="/settings" icon={<SettingsIcon aria-hidden="true" />} onNavigate={() => setOpen(false)}>
            {t("settings")}
          </MenuLink>
          {showsUpgrade(user) ? (
            <Button
              variant="ghost"
              className="justify-start"
              onClick={() => {
                setOpen(false);
                openUpgrade();
              }}
            >
              <CrownIcon aria-hidden="true" />
              {t("upgradePro")}
            </Button>
          ) : null}
          <MenuLink href="/contact" icon={<LifeBuoyIcon aria-hidden="true" />} onNavigate={() => setOpen(false)}>
            {t("contactSupport")}
          </MenuLink>
        </div>
        <Separator />
        <Button
          variant="outline"
          onClick={() => {
            setOpen(false);
            onLogout();
          }}
        >
          <LogOutIcon aria-hidden="true" className="rtl:-scale-x-100" />
          {t("logout")}
        </Button>
      </SheetContent>
    </Sheet>
  );
}

function MenuLink({
  href,
  icon,
  children,
  onNavigate,
}: {
  href: string;
  icon: React.ReactNode;
  children: React.ReactNode;
  onNavigate: () => void;
}) {
  return (
    <Button variant="ghost" className="justify-start" asChild>
      <Link href={href} onClick={onNavigate}>
        {icon}
        {children}
      </Link>
    </Button>
  );
}
