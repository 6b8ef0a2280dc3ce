"use client";

import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import {
  CrownIcon,
  FileTextIcon,
  LifeBuoyIcon,
  BriefcaseBusinessIcon,
  LogOutIcon,
  MenuIcon,
  SettingsIcon,
} from "lucide-react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { Separator } from "@/components/ui/separator";
import { useAuth } from "@/lib/auth/session";
import { openUpgrade } from "@/lib/upgrade";
import { Logo } from "./logo";
import { ThemeToggle } from "./theme-toggle";
import { UserAvatar } from "./user-avatar";

/** The signed-in nav bar (spec §2 dashboard): country choice, documents, settings, upgrade, user, logout. */
export function AppNav({ countryPicker }: { countryPicker?: React.ReactNode }) {
  const { user, logout } = useAuth();
  const router = useRouter();
  const [menuOpen, setMenuOpen] = React.useState(false);

  const onLogout = async () => {
    setMenuOpen(false);
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
            <Button variant="ghost" size="sm" asChild>
              <Link href="/documents">
                <FileTextIcon aria-hidden="true" />
                My Documents
              </Link>
            </Button>
            <Button variant="ghost" size="sm" asChild>
              <Link href="/settings">
                <SettingsIcon aria-hidden="true" />
                Settings
              </Link>
            </Button>
            <Button size="sm" onClick={openUpgrade} className="ml-1">
              <CrownIcon aria-hidden="true" />
              Upgrade
            </Button>
          </div>
          <ThemeToggle />
          {user ? (
            <div className="hidden items-center gap-2 border-l pl-3 lg:flex">
              <UserAvatar name={user.name} picture={user.picture} />
              <span className="max-w-32 truncate text-sm font-medium" data-testid="nav-user-name">
                {user.name}
              </span>
              <Button variant="outline" size="sm" onClick={onLogout}>
                <LogOutIcon aria-hidden="true" />
                Logout
              </Button>
            </div>
          ) : null}
          <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon-sm" className="lg:hidden" aria-label="Open menu">
                <MenuIcon aria-hidden="true" />
              </Button>
            </SheetTrigger>
            <SheetContent side="right">
              <SheetHeader>
                <SheetTitle>Menu</SheetTitle>
                <SheetDescription className="sr-only">Navigate Vitae</SheetDescription>
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
                <MenuLink href="/documents" icon={<FileTextIcon aria-hidden="true" />} onNavigate={() => setMenuOpen(false)}>
                  My Documents
                </MenuLink>
                <MenuLink href="/linkedin-tips" icon={<BriefcaseBusinessIcon aria-hidden="true" />} onNavigate={() => setMenuOpen(false)}>
                  LinkedIn Tips
                </MenuLink>
                <MenuLink href="/settings" icon={<SettingsIcon aria-hidden="true" />} onNavigate={() => setMenuOpen(false)}>
                  Settings
                </MenuLink>
                <Button
                  variant="ghost"
                  className="justify-start"
                  onClick={() => {
                    setMenuOpen(false);
                    openUpgrade();
                  }}
                >
                  <CrownIcon aria-hidden="true" />
                  Upgrade Pro
                </Button>
                <MenuLink href="/contact" icon={<LifeBuoyIcon aria-hidden="true" />} onNavigate={() => setMenuOpen(false)}>
                  Contact Support
                </MenuLink>
              </div>
              <Separator />
              <Button variant="outline" onClick={onLogout}>
                <LogOutIcon aria-hidden="true" />
                Logout
              </Button>
            </SheetContent>
          </Sheet>
        </div>
      </nav>
    </header>
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
