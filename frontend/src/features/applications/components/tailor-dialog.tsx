"use client";

import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckIcon, CircleIcon, WandSparklesIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, chooseErrorMessage, errorReference } from "@/lib/api/errors";
import type { Application } from "@/lib/api/generated/zod.gen";
import { resumeKeys } from "@/lib/api/keys";
import { generateCoverLetter } from "@/lib/resumes/cover-letters";
import { resumeListQueryOptions, resumeTitle } from "@/lib/resumes/list";
import { tailorResume } from "@/lib/resumes/tailor";
import { toast } from "@/lib/toast";
import { openUpgrade } from "@/lib/upgrade";
import { cn, formatDate } from "@/lib/utils";
import { useUpdateApplication } from "../api/applications";
import { LetterFailed, TAILOR_STEPS, tailorForApplication, type TailorStep } from "../tailor-chain";

const CHAIN_FAILED = "Could not tailor the resume. Please try again.";

/**
 * "Create tailored copy and letter": the resume to start from, then the tailoring, the letter and
 * the links in one go, each step shown as it runs. Loaded on first use; it mounts opened.
 */
export function TailorDialog({
  application,
  trigger,
  onLinked,
}: {
  application: Application;
  trigger: React.ReactElement;
  onLinked: (application: Application) => void;
}) {
  const [open, setOpen] = React.useState(true);
  const resumes = useQuery(resumeListQueryOptions());
  const [chosen, setChosen] = React.useState(application.resume_id ?? "");
  const base = chosen || resumes.data?.[0]?.id || "";
  const [step, setStep] = React.useState<TailorStep | null>(null);
  const queryClient = useQueryClient();
  const { mutateAsync: update } = useUpdateApplication();
  const running = step !== null;

  const run = async () => {
    try {
      const saved = await tailorForApplication(application, base, {
        tailor: tailorResume,
        writeLetter: generateCoverLetter,
        link: (fields) => update({ id: application.id, fields }),
        onStep: setStep,
      });
      toast.success("Tailored copy and letter linked");
      onLinked(saved);
      setOpen(false);
    } catch (error) {
      if (error instanceof LetterFailed) {
        onLinked(error.application);
        toast.error("The tailored copy is linked, but the letter could not be written.", {
          description: chooseErrorMessage(error.reason, "Please try again from the cover letter page."),
        });
        setOpen(false);
      } else if (error instanceof ApiError && error.status === 402) {
        toast.info(chooseErrorMessage(error, CHAIN_FAILED));
        openUpgrade();
      } else {
        toast.error(chooseErrorMessage(error, CHAIN_FAILED), errorReference(error));
      }
    } finally {
      setStep(null);
      void queryClient.invalidateQueries({ queryKey: resumeKeys.all });
    }
  };

  const reached = step ? TAILOR_STEPS.findIndex((s) => s.step === step) : -1;
  return (
    <Dialog open={open} onOpenChange={(next) => !running && setOpen(next)}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create tailored copy and letter</DialogTitle>
          <DialogDescription>
            For {application.company}, from the job description saved with this application. It uses two AI requests.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor="tailor-base">Start from</Label>
          <NativeSelect id="tailor-base" value={base} onChange={(e) => setChosen(e.target.value)} disabled={running || !resumes.data}>
            {resumes.data?.length === 0 ? <option value="">You have no resumes yet</option> : null}
            {resumes.data?.map((r) => (
              <option key={r.id} value={r.id}>
                {resumeTitle(r)} · {formatDate(r.created_at)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <ol className="grid gap-2 text-sm" aria-live="polite" aria-label="Steps">
          {TAILOR_STEPS.map((s, i) => {
            const state = i < reached ? "done" : i === reached ? "running" : "waiting";
            return (
              <li key={s.step} className={cn("flex items-center gap-2", state === "waiting" && "text-muted-foreground")}>
                {state === "done" ? (
                  <CheckIcon aria-hidden="true" className="size-4 text-success" />
                ) : state === "running" ? (
                  <Spinner className="text-primary" />
                ) : (
                  <CircleIcon aria-hidden="true" className="size-4 opacity-40" />
                )}
                {s.label}
                <span className="sr-only">{state === "done" ? ": done" : state === "running" ? ": under way" : ""}</span>
              </li>
            );
          })}
        </ol>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={running}>
            Cancel
          </Button>
          <Button onClick={() => void run()} disabled={running || !base}>
            {running ? <Spinner /> : <WandSparklesIcon aria-hidden="true" />}
            Create
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
