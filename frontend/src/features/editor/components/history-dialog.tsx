"use client";

import * as React from "react";
import { RotateCcwIcon } from "lucide-react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, chooseErrorMessage } from "@/lib/api/errors";
import type { StoredResume } from "@/lib/api/generated/zod.gen";
import { printed } from "@/lib/design/printed";
import { ResumePage } from "@/lib/design/page";
import { Scaled } from "@/lib/design/scaled";
import { cn } from "@/lib/utils";
import { RESTORE_FAILED, useRestoreVersion, useVersion, useVersions } from "../api/versions";

const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/**
 * The resume's history: every earlier version with what its save changed, shown beside the
 * resume as it is now, and restored with one click (the content it replaces becomes a version
 * too, so a restore can itself be undone). Loaded on first use; it mounts opened.
 */
export function HistoryDialog({ record, trigger, onRestored }: { record: StoredResume; trigger: React.ReactNode; onRestored: (restored: StoredResume) => void }) {
  const versions = useVersions(record.id);
  const [chosen, setChosen] = React.useState<number | null>(null);
  const version = useVersion(record.id, chosen);
  const restore = useRestoreVersion(record);
  const [open, setOpen] = React.useState(true);

  const onRestore = (n: number) =>
    restore.mutate(n, {
      onSuccess: (restored) => {
        toast.success(`Version ${n} restored`);
        setOpen(false);
        onRestored(restored);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) toast.error("This resume was changed elsewhere. Reload it, then restore.");
        else toast.error(chooseErrorMessage(error, RESTORE_FAILED));
      },
    });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-6xl">
        <DialogHeader>
          <DialogTitle>History</DialogTitle>
          <DialogDescription>Every save keeps the version it replaced. Pick one to compare it with the resume as saved now.</DialogDescription>
        </DialogHeader>
        {versions.isPending ? (
          <Spinner className="mx-auto size-6 text-primary" />
        ) : versions.isError ? (
          <p className="text-sm text-destructive">{chooseErrorMessage(versions.error, "Failed to load the history.")}</p>
        ) : versions.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No earlier versions yet: each save from now on keeps one.</p>
        ) : (
          <div className="grid gap-4 md:grid-cols-[16rem_minmax(0,1fr)]">
            <ol className="grid max-h-[60dvh] content-start gap-1 overflow-y-auto" aria-label="Versions">
              {versions.data.map((v) => (
                <li key={v.version}>
                  <button
                    type="button"
                    aria-pressed={chosen === v.version}
                    onClick={() => setChosen(v.version)}
                    className={cn(
                      "grid w-full gap-0.5 rounded-lg border px-3 py-2 text-start text-sm transition-colors hover:bg-accent/50 focus-visible:outline-2 focus-visible:outline-ring",
                      chosen === v.version ? "border-primary bg-accent/60" : "border-transparent",
                    )}
                  >
                    <span className="font-medium">
                      Version {v.version} · {when.format(new Date(v.saved_at))}
                    </span>
                    <span className="text-muted-foreground">{v.summary}</span>
                  </button>
                </li>
              ))}
            </ol>
            {chosen === null ? (
              <p className="self-center text-center text-sm text-muted-foreground">Choose a version to see it beside the current one.</p>
            ) : version.isPending ? (
              <Spinner className="mx-auto size-6 text-primary" />
            ) : version.isError ? (
              <p className="text-sm text-destructive">{chooseErrorMessage(version.error, "Failed to load this version.")}</p>
            ) : (
              <div className="grid gap-3">
                <div className="grid gap-3 sm:grid-cols-2">
                  <Side label={`Version ${version.data.version}`} record={version.data} />
                  <Side label="Now" record={record} />
                </div>
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <p className="text-sm text-muted-foreground">Restoring replaces the form&apos;s unsaved edits; the current content stays in the history.</p>
                  <Button onClick={() => onRestore(version.data.version)} disabled={restore.isPending}>
                    {restore.isPending ? <Spinner /> : <RotateCcwIcon aria-hidden="true" />}
                    Restore this version
                  </Button>
                </div>
              </div>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Side({ label, record }: { label: string; record: Pick<StoredResume, "resume_data" | "ai_enhanced_data" | "template_style"> }) {
  const view = printed(record.resume_data, record.ai_enhanced_data, true);
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium">{label}</figcaption>
      <Scaled className="rounded-md bg-white shadow ring-1 ring-black/5" label={label}>
        <ResumePage resume={view} template={record.template_style} design={record.resume_data.design} />
      </Scaled>
    </figure>
  );
}
