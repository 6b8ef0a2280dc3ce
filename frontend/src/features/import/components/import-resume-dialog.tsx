"use client";

import * as React from "react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { AlertCircleIcon, FileUpIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { useUser } from "@/lib/auth/session";
import { cn } from "@/lib/utils";
import { IMPORT_FILE_ACCEPT, checkImportFile, importFailureMessage, useImportFile } from "../api/import-file";
import { keepDraft } from "@/lib/resumes/import-draft";

/**
 * The import dialog, loaded on first use by `ImportResumeButton`; it mounts opened. The user
 * picks a file or drops it on the zone; the server reads it into a draft, which waits in
 * `import-draft.ts` while /create opens filled with it. Nothing is saved here.
 */
export function ImportResumeDialog({ trigger, defaultOpen = true }: { trigger?: React.ReactNode; defaultOpen?: boolean }) {
  const t = useTranslations("import.file");
  const user = useUser();
  const router = useRouter();
  const importer = useImportFile();
  const [open, setOpen] = React.useState(defaultOpen);
  const [problem, setProblem] = React.useState<string | null>(null);
  const [reading, setReading] = React.useState<string | null>(null);
  const [dragging, setDragging] = React.useState(false);
  const input = React.useRef<HTMLInputElement>(null);
  const abort = React.useRef<AbortController | null>(null);
  const labelId = React.useId();
  const hintId = React.useId();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      // Closing while a file is read stops the upload; nothing was kept.
      abort.current?.abort();
      abort.current = null;
      setProblem(null);
      setReading(null);
      setDragging(false);
    }
  };

  const onFile = (file: File) => {
    const refusal = checkImportFile(file, t);
    if (refusal) {
      setProblem(refusal);
      return;
    }
    setProblem(null);
    setReading(file.name);
    const controller = new AbortController();
    abort.current = controller;
    importer.mutate(
      { file, signal: controller.signal },
      {
        onSuccess: (draft) => {
          if (controller.signal.aborted) return;
          const id = keepDraft(user.id, file.name, draft);
          abort.current = null;
          setReading(null);
          setOpen(false);
          router.push(`/create?import=${id}`);
        },
        onError: (error) => {
          if (controller.signal.aborted) return;
          abort.current = null;
          setReading(null);
          setProblem(importFailureMessage(error, t));
        },
      },
    );
  };

  const busy = reading !== null;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent data-testid="import-resume-dialog">
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>

        <input
          ref={input}
          type="file"
          accept={IMPORT_FILE_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="import-resume-input"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (file) onFile(file);
          }}
        />
        {/* aria-disabled rather than disabled while reading, so focus stays on the zone. */}
        <button
          type="button"
          aria-disabled={busy || undefined}
          aria-labelledby={labelId}
          aria-describedby={busy ? undefined : hintId}
          data-testid="import-drop-zone"
          onClick={() => {
            if (!busy) input.current?.click();
          }}
          onDragEnter={(e) => {
            e.preventDefault();
            if (!busy) setDragging(true);
          }}
          onDragOver={(e) => {
            e.preventDefault();
            e.dataTransfer.dropEffect = busy ? "none" : "copy";
          }}
          onDragLeave={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
          }}
          onDrop={(e) => {
            e.preventDefault();
            setDragging(false);
            const file = e.dataTransfer.files[0];
            if (file && !busy) onFile(file);
          }}
          className={cn(
            "flex min-h-44 w-full cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-input bg-muted/40 px-6 py-8 text-center transition-colors",
            "hover:border-primary/50 hover:bg-accent/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
            "aria-disabled:cursor-progress aria-disabled:hover:border-input aria-disabled:hover:bg-muted/40",
            dragging && "border-primary bg-accent",
          )}
        >
          {busy ? (
            <span className="flex flex-col items-center gap-2">
              <Spinner className="size-7 text-primary" />
              <span id={labelId} className="font-medium">
                {t("reading")}
              </span>
              <span className="max-w-full truncate text-sm text-muted-foreground">{reading}</span>
            </span>
          ) : (
            <>
              <span className="flex size-11 items-center justify-center rounded-full bg-accent text-accent-foreground [&_svg]:size-5">
                <FileUpIcon aria-hidden="true" />
              </span>
              <span id={labelId} className="font-medium">
                {dragging ? t("dropHere") : t("dropOrChoose")}
              </span>
              <span id={hintId} className="text-sm text-muted-foreground">
                {t("hint")}
              </span>
            </>
          )}
        </button>

        <p role="status" className="sr-only">
          {busy ? t("reading") : ""}
        </p>

        {problem ? (
          <div
            role="alert"
            data-testid="import-problem"
            className="flex gap-2.5 rounded-lg border border-destructive/40 bg-destructive/10 px-3.5 py-3 text-sm"
          >
            <AlertCircleIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
            <p>{problem}</p>
          </div>
        ) : null}

        <p className="text-xs text-muted-foreground">
          {t("linkedinHint")}
        </p>

        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t("cancel")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
