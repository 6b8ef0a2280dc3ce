"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Spinner } from "@/components/ui/spinner";
import { useAuth } from "@/lib/auth/session";

/**
 * Every route but / needs a signed-in user; anonymous visitors are sent to /. Until the session
 * is known a spinner shows, or with `showWhilePending` the page itself (which must then cope
 * without a user): the exported HTML then already holds the page, which paints before any script
 * has run instead of after the session check (docs/performance.md, "Lighthouse").
 */
export function RequireAuth({ showWhilePending, children }: { showWhilePending: boolean; children: React.ReactNode }) {
  const { status } = useAuth();
  const t = useTranslations("common");
  const router = useRouter();
  React.useEffect(() => {
    if (status === "anonymous") router.replace("/");
  }, [status, router]);
  if (status === "authenticated" || (status === "loading" && showWhilePending)) return <>{children}</>;
  return (
    <main id="main" className="flex flex-1 items-center justify-center">
      <div className="flex items-center gap-2 text-sm text-muted-foreground" role="status" aria-live="polite">
        <Spinner />
        <span>{t("loading")}</span>
      </div>
    </main>
  );
}
