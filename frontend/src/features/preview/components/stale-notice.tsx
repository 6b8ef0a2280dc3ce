"use client";

import { useTranslations } from "next-intl";
import { RefreshCwIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/**
 * Said when some AI-enhanced texts were written from originals the user has edited since: the
 * preview prints the edits instead, and the AI can enhance them again.
 */
export function StaleNotice({ count, busy, onRegenerate }: { count: number; busy: boolean; onRegenerate: () => void }) {
  const t = useTranslations("preview.stale");
  return (
    <div
      role="status"
      data-testid="stale-notice"
      className="flex flex-col gap-3 rounded-xl border border-amber-500/40 bg-amber-500/10 p-4 text-sm sm:flex-row sm:items-center"
    >
      <p className="flex-1">{t("notice", { count })}</p>
      <Button variant="outline" size="sm" onClick={onRegenerate} disabled={busy}>
        {busy ? <Spinner /> : <RefreshCwIcon aria-hidden="true" />}
        {t("regenerate")}
      </Button>
    </div>
  );
}
