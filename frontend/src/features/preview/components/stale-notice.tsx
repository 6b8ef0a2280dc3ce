"use client";

import { RefreshCwIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/**
 * Said when some AI-enhanced texts were written from originals the user has edited since: the
 * preview prints the edits instead, and the AI can enhance them again.
 */
export function StaleNotice({ count, busy, onRegenerate }: { count: number; busy: boolean; onRegenerate: () => void }) {
  return (
    <div
      role="status"
      data-testid="stale-notice"
      className="flex flex-col gap-3 rounded-xl border border-amber-500/40 bg-amber-500/10 p-4 text-sm sm:flex-row sm:items-center"
    >
      <p className="flex-1">
        {count === 1 ? "You edited a text" : `You edited ${count} texts`} after the AI enhanced {count === 1 ? "it" : "them"}, so the
        preview shows your words. Regenerate to have the AI enhance your edits.
      </p>
      <Button variant="outline" size="sm" onClick={onRegenerate} disabled={busy}>
        {busy ? <Spinner /> : <RefreshCwIcon aria-hidden="true" />}
        Regenerate AI text
      </Button>
    </div>
  );
}
