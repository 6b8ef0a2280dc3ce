"use client";

import * as React from "react";
import { useLocale, useTranslations } from "next-intl";
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
import { useRestoreVersion, useVersion, useVersions } from "../api/versions";

/**
 * The resume's history: every earlier version with what its save changed, shown beside the
 * resume as it is now, and restored with one click (the content it replaces becomes a version
 * too, so a restore can itself be undone). Loaded on first use; it mounts opened.
 */
export function HistoryDialog({ record, trigger, onRestored }: { record: StoredResume; trigger: React.ReactNode; onRestored: (restored: StoredResume) => void }) {
  const t = useTranslations("editor.history");
  const locale = useLocale();
  const when = React.useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }), [locale]);
  const versions = useVersions(record.id);
  const [chosen, setChosen] = React.useState<number | null>(null);
  const version = useVersion(record.id, chosen);
  const restore = useRestoreVersion(record);
  const [open, setOpen] = React.useState(true);

  const onRestore = (n: number) =>
    restore.mutate(n, {
      onSuccess: (restored) => {
        toast.success(t("restored", { version: n }));
        setOpen(false);
        onRestored(restored);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) toast.error(t("conflict"));
        else toast.error(chooseErrorMessage(error, t("restoreFailed")));
      },
    });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-6xl">
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        {versions.isPending ? (
          <Spinner className="mx-auto size-6 text-primary" />
        ) : versions.isError ? (
          <p className="text-sm text-destructive">{chooseErrorMessage(versions.error, t("loadFailed"))}</p>
        ) : versions.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("empty")}</p>
        ) : (
          <div className="grid gap-4 md:grid-cols-[16rem_minmax(0,1fr)]">
            <ol className="grid max-h-[60dvh] content-start gap-1 overflow-y-auto" aria-label={t("versions")}>
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
                      {t("entry", { version: v.version, saved: when.format(new Date(v.saved_at)) })}
                    </span>
                    <span className="text-muted-foreground">{v.summary}</span>
                  </button>
                </li>
              ))}
            </ol>
            {chosen === null ? (
              <p className="self-center text-center text-sm text-muted-foreground">{t("choose")}</p>
            ) : version.isPending ? (
              <Spinner className="mx-auto size-6 text-primary" />
            ) : version.isError ? (
              <p className="text-sm text-destructive">{chooseErrorMessage(version.error, t("versionFailed"))}</p>
            ) : (
              <div className="grid gap-3">
                <div className="grid gap-3 sm:grid-cols-2">
                  <Side label={t("version", { version: version.data.version })} record={version.data} />
                  <Side label={t("now")} record={record} />
                </div>
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <p className="text-sm text-muted-foreground">{t("restoreNote")}</p>
                  <Button onClick={() => onRestore(version.data.version)} disabled={restore.isPending}>
                    {restore.isPending ? <Spinner /> : <RotateCcwIcon aria-hidden="true" />}
                    {t("restore")}
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
