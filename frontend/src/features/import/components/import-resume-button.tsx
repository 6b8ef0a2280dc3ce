"use client";

import * as React from "react";
import { useTranslations } from "next-intl";
import { FileUpIcon } from "lucide-react";
import { OnDemand } from "@/components/layout/on-demand";
import { Button } from "@/components/ui/button";

// The dialog (Radix Dialog, the upload, the draft store) loads on first use, not with the page.
const loadDialog = () => import("./import-resume-dialog");
const ImportResumeDialog = React.lazy(() => loadDialog().then((m) => ({ default: m.ImportResumeDialog })));

type TriggerProps = React.ComponentProps<typeof Button>;

/**
 * "Import existing resume" on the dashboard, the documents page and /create: opens the dialog
 * that reads a PDF, Word document or LinkedIn export into a draft for the create form.
 */
export function ImportResumeButton({ size, className }: Pick<TriggerProps, "size" | "className">) {
  const look = { size, className };
  return (
    <OnDemand popup="dialog" preload={loadDialog} trigger={(props) => <ImportResumeTrigger {...look} {...props} />}>
      <ImportResumeDialog trigger={<ImportResumeTrigger {...look} />} />
    </OnDemand>
  );
}

/** Also the real dialog's trigger (Radix adds its props). */
export function ImportResumeTrigger(props: TriggerProps) {
  const t = useTranslations("import.file");
  return (
    <Button variant="outline" {...props}>
      <FileUpIcon aria-hidden="true" />
      {t("title")}
    </Button>
  );
}
