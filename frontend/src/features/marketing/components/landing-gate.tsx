"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { useAuth } from "@/lib/auth/session";

/** A signed-in user who opens / goes to /dashboard. */
export function useRedirectSignedIn() {
  const { status } = useAuth();
  const router = useRouter();
  React.useEffect(() => {
    if (status === "authenticated") router.replace("/dashboard");
  }, [status, router]);
  return status;
}

export function RedirectSignedIn() {
  useRedirectSignedIn();
  return null;
}
