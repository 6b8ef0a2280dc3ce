"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { LogOutIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth/session";
import { toast } from "@/lib/toast";

export const SIGNED_OUT_EVERYWHERE = "Signed out of all devices";
export const SIGN_OUT_EVERYWHERE_FAILED = "Could not sign out of all devices. Please try again.";

/** Ends every session of the account (a lost phone, a shared computer), this one included. */
export function SignOutEverywhere() {
  const { logout } = useAuth();
  const router = useRouter();
  const [busy, setBusy] = React.useState(false);
  const onClick = async () => {
    setBusy(true);
    const ok = await logout({ everywhere: true });
    setBusy(false);
    if (!ok) {
      toast.error(SIGN_OUT_EVERYWHERE_FAILED);
      return;
    }
    toast.success(SIGNED_OUT_EVERYWHERE);
    router.replace("/");
  };
  return (
    <Button variant="outline" size="sm" onClick={onClick} disabled={busy} className="self-start">
      <LogOutIcon aria-hidden="true" />
      Sign out of all devices
    </Button>
  );
}
