"use client";

import * as React from "react";
import { ArrowRightIcon, BriefcaseBusinessIcon, PlusIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { OnDemand } from "@/components/layout/on-demand";
import { PlainButton } from "@/components/ui/plain-button";
import type { Application } from "@/lib/api/generated/zod.gen";
import type { ApplicationFormValues } from "../form";

const loadDialog = () => import("./new-application-dialog");
const NewApplicationDialog = React.lazy(() => loadDialog().then((m) => ({ default: m.NewApplicationDialog })));

/** "New application"; the dialog's code (Radix Dialog, the form) loads on first use. */
export function NewApplicationButton() {
  return (
    <OnDemand popup="dialog" preload={loadDialog} trigger={(props) => <NewApplicationTrigger {...props} />}>
      <NewApplicationDialog trigger={<NewApplicationTrigger />} />
    </OnDemand>
  );
}

/** Also the real dialog's trigger (Radix adds its props). */
function NewApplicationTrigger(props: React.ComponentProps<"button">) {
  const t = useTranslations("applications.new");
  return (
    <PlainButton {...props}>
      <PlusIcon aria-hidden="true" />
      {t("button")}
    </PlainButton>
  );
}

/**
 * "Track this application", where a tailored copy or a cover letter is shown: the new-application
 * dialog with what that document knows filled in. Once saved, a link to the application.
 */
export function TrackApplicationButton({ initial, size = "sm" }: { initial: Partial<ApplicationFormValues>; size?: "sm" | "default" }) {
  const t = useTranslations("applications.new");
  const [tracked, setTracked] = React.useState<Application | null>(null);
  if (tracked) {
    return (
      <a
        href={`/applications/${encodeURIComponent(tracked.id)}`}
        className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        {t("open")}
        <ArrowRightIcon aria-hidden="true" className="size-3.5 rtl:-scale-x-100" />
      </a>
    );
  }
  const trigger = (props: React.ComponentProps<"button">) => (
    <PlainButton variant="outline" size={size} {...props}>
      <BriefcaseBusinessIcon aria-hidden="true" />
      {t("track")}
    </PlainButton>
  );
  return (
    <OnDemand popup="dialog" preload={loadDialog} trigger={trigger}>
      <NewApplicationDialog trigger={trigger({})} title={t("track")} initial={initial} onCreated={setTracked} />
    </OnDemand>
  );
}
