"use client";

import * as React from "react";
import { useTranslations } from "next-intl";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { SupportForm } from "./support-form";
import { SupportTrigger } from "./support-dialog";

/** The support modal, loaded on first use by `SupportDialog`; it mounts opened. */
export function SupportModal() {
  const [open, setOpen] = React.useState(true);
  const t = useTranslations("support");
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <SupportTrigger />
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t("contact")}</DialogTitle>
          <DialogDescription>{t("modalDescription")}</DialogDescription>
        </DialogHeader>
        <SupportForm idPrefix="support-modal" onSent={() => setOpen(false)} onCancel={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
