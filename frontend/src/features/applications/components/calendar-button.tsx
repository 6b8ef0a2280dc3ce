"use client";

import * as React from "react";
import { CalendarPlusIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { PlainButton } from "@/components/ui/plain-button";
import { Spinner } from "@/components/ui/spinner";
import { downloadFile } from "@/lib/api/download-file";
import { chooseErrorMessage, errorReference } from "@/lib/api/errors";
import { toast } from "@/lib/toast";

/**
 * "Add to calendar": the saved next step as an .ics file, which a calendar opens as one
 * all-day event (importing it again after a change updates that event).
 */
export function AddToCalendarButton({ applicationId }: { applicationId: string }) {
  const t = useTranslations("applications.page");
  const [busy, setBusy] = React.useState(false);
  const onDownload = async () => {
    setBusy(true);
    try {
      await downloadFile({
        path: `/applications/${encodeURIComponent(applicationId)}/event.ics`,
        fileName: "next-step.ics",
      });
    } catch (error) {
      toast.error(chooseErrorMessage(error, t("calendarFailed")), errorReference(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <PlainButton type="button" variant="outline" onClick={() => void onDownload()} disabled={busy}>
      {busy ? <Spinner /> : <CalendarPlusIcon aria-hidden="true" />}
      {t("addToCalendar")}
    </PlainButton>
  );
}
