"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { useAuth } from "@/lib/auth/session";
import { LoadingScreen } from "./loading-screen";

/** Every route but / needs a signed-in user; anonymous visitors are sent to /. */
export function RequireAuth({ children }: { children: React.ReactNode }) {
  const { status } = useAuth();
  const router = useRouter();
  React.useEffect(() => {
    if (status === "anonymous") router.replace("/");
  }, [status, router]);
  if (status !== "authenticated") return <LoadingScreen />;
  return <>{children}</>;
}
