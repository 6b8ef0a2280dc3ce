"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { LogOutIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth/session";
import { toast } from "@/lib/toast";

/** Ends every session of the account (a lost phone, a shared computer), this one included. */
export function SignOutEverywhere() {
  const { logout } = useAuth();
  const router = useRouter();
  const [busy, setBusy] = React.useState(false);
  const t = useTranslations("account.signOutEverywhere");
  const onClick = async () => {
    setBusy(true);
    const ok = await logout({ everywhere: true });
    setBusy(false);
    if (!ok) {
      toast.error(t("failed"));
      return;
    }
    toast.success(t("done"));
    router.replace("/");
  };
  return (
    <Button variant="outline" size="sm" onClick={onClick} disabled={busy} className="self-start">
      <LogOutIcon aria-hidden="true" className="rtl:-scale-x-100" />
      {t("button")}
    </Button>
  );
}
