"use client";

import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckIcon, CircleIcon, WandSparklesIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, chooseErrorMessage, errorReference } from "@/lib/api/errors";
import type { Application } from "@/lib/api/generated/zod.gen";
import { resumeKeys } from "@/lib/api/keys";
import { generateCoverLetter } from "@/lib/resumes/cover-letters";
import { resumeListQueryOptions, useResumeTitle } from "@/lib/resumes/list";
import { tailorResume } from "@/lib/resumes/tailor";
import { toast } from "@/lib/toast";
import { openUpgrade } from "@/lib/upgrade";
import { cn, formatDate } from "@/lib/utils";
import { useUpdateApplication } from "../api/applications";
import { LetterFailed, TAILOR_STEPS, tailorForApplication, type TailorStep } from "../tailor-chain";

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
  const t = useTranslations("applications.tailor");
  const fields = useTranslations("applications.fields");
  const locale = useLocale();
  const resumeTitle = useResumeTitle();
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
      toast.success(t("linked"));
      onLinked(saved);
      setOpen(false);
    } catch (error) {
      if (error instanceof LetterFailed) {
        onLinked(error.application);
        toast.error(t("letterFailed"), { description: chooseErrorMessage(error.reason, t("letterRetry")) });
        setOpen(false);
      } else if (error instanceof ApiError && error.status === 402) {
        toast.info(chooseErrorMessage(error, t("failed")));
        openUpgrade();
      } else {
        toast.error(chooseErrorMessage(error, t("failed")), errorReference(error));
      }
    } finally {
      setStep(null);
      void queryClient.invalidateQueries({ queryKey: resumeKeys.all });
    }
  };

  const reached = step ? TAILOR_STEPS.indexOf(step) : -1;
  return (
    <Dialog open={open} onOpenChange={(next) => !running && setOpen(next)}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description", { company: application.company })}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor="tailor-base">{t("startFrom")}</Label>
          <NativeSelect id="tailor-base" value={base} onChange={(e) => setChosen(e.target.value)} disabled={running || !resumes.data}>
            {resumes.data?.length === 0 ? <option value="">{t("noResumes")}</option> : null}
            {resumes.data?.map((r) => (
              <option key={r.id} value={r.id}>
                {fields("document", { title: resumeTitle(r), date: formatDate(r.created_at, locale) })}
              </option>
            ))}
          </NativeSelect>
        </div>
        <ol className="grid gap-2 text-sm" aria-live="polite" aria-label={t("steps")}>
          {TAILOR_STEPS.map((s, i) => {
            const state = i < reached ? "done" : i === reached ? "running" : "waiting";
            return (
              <li key={s} className={cn("flex items-center gap-2", state === "waiting" && "text-muted-foreground")}>
                {state === "done" ? (
                  <CheckIcon aria-hidden="true" className="size-4 text-success" />
                ) : state === "running" ? (
                  <Spinner className="text-primary" />
                ) : (
                  <CircleIcon aria-hidden="true" className="size-4 opacity-40" />
                )}
                {t(s)}
                <span className="sr-only">{state === "done" ? t("done") : state === "running" ? t("running") : ""}</span>
              </li>
            );
          })}
        </ol>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={running}>
            {t("cancel")}
          </Button>
          <Button onClick={() => void run()} disabled={running || !base}>
            {running ? <Spinner /> : <WandSparklesIcon aria-hidden="true" />}
            {t("create")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
