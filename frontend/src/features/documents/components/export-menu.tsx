"use client";

import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { toast } from "@/lib/toast";
import { BracesIcon, FileTextIcon, FileTypeIcon } from "lucide-react";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { ApiError, chooseErrorMessage, isMissingEndpoint } from "@/lib/api/errors";
import { authKeys } from "@/lib/api/keys";
import { useRegion } from "@/lib/region";
import { openUpgrade } from "@/lib/upgrade";
import { paperFor } from "@/lib/resumes/paper";
import { exportResume, type ExportFormat } from "../api/export-resume";
import { ExportTrigger } from "./export-dropdown";

const ITEMS = [
  { format: "json-resume", icon: <BracesIcon aria-hidden="true" /> },
  { format: "txt", icon: <FileTextIcon aria-hidden="true" /> },
  { format: "docx", icon: <FileTypeIcon aria-hidden="true" /> },
] as const satisfies readonly { format: ExportFormat; icon: React.ReactNode }[];

/**
 * Per-resume downloads on /documents, loaded on first use by `ExportDropdown`; it mounts opened.
 * The Word document follows the PDF's paywall.
 */
export function ExportMenu({ id, title }: { id: string; title: string }) {
  const queryClient = useQueryClient();
  const { country } = useRegion();
  const [busy, setBusy] = React.useState(false);
  const t = useTranslations("documents.export");

  const run = async (format: ExportFormat) => {
    setBusy(true);
    try {
      await exportResume({ id, format, paper: paperFor(country) });
      // A Single PDF credit may have been spent on the Word document: refresh the plan shown.
      if (format === "docx") void queryClient.invalidateQueries({ queryKey: authKeys.me() });
    } catch (error) {
      if (error instanceof ApiError && error.status === 402) {
        toast.info(t("upgradeForDocx"));
        openUpgrade();
      } else if (isMissingEndpoint(error)) {
        toast.error(t("unavailable"));
      } else {
        toast.error(chooseErrorMessage(error, t("failed")));
      }
    } finally {
      setBusy(false);
    }
  };

  // Not modal: a modal menu hides the rest of the page, skip link included, from assistive
  // technology while it is open.
  return (
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger asChild>
        <ExportTrigger title={title} busy={busy} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {ITEMS.map((item) => (
          <DropdownMenuItem key={item.format} onSelect={() => void run(item.format)}>
            {item.icon}
            {t(`formats.${item.format}`)}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
