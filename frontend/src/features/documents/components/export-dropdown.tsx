"use client";

import * as React from "react";
import { DownloadIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { OnDemand } from "@/components/layout/on-demand";
import { PlainButton } from "@/components/ui/plain-button";
import { Spinner } from "@/components/ui/spinner";

const loadMenu = () => import("./export-menu");
const ExportMenu = React.lazy(() => loadMenu().then((m) => ({ default: m.ExportMenu })));

/** The card's "Export" button; the menu's code (Radix DropdownMenu) loads on first use. */
export function ExportDropdown({ id, title }: { id: string; title: string }) {
  return (
    <OnDemand popup="menu" preload={loadMenu} trigger={(props) => <ExportTrigger title={title} {...props} />}>
      <ExportMenu id={id} title={title} />
    </OnDemand>
  );
}

/** The button itself; also the real menu's trigger (Radix adds its props). */
export function ExportTrigger({ title, busy = false, ...props }: React.ComponentProps<"button"> & { title: string; busy?: boolean }) {
  const t = useTranslations("documents.export");
  return (
    <PlainButton variant="outline" size="sm" disabled={busy} aria-label={t("label", { title })} {...props}>
      {busy ? <Spinner /> : <DownloadIcon aria-hidden="true" />}
      {t("button")}
    </PlainButton>
  );
}
