"use client";

import * as React from "react";
import { LifeBuoyIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { OnDemand } from "@/components/layout/on-demand";
import { Button } from "@/components/ui/button";

const loadModal = () => import("./support-modal");
const SupportModal = React.lazy(() => loadModal().then((m) => ({ default: m.SupportModal })));

/** 'Contact Support' on the settings page: the modal and its form load on first use. */
export function SupportDialog() {
  return (
    <OnDemand popup="dialog" preload={loadModal} trigger={(props) => <SupportTrigger {...props} />}>
      <SupportModal />
    </OnDemand>
  );
}

/** Also the real modal's trigger (Radix adds its props). */
export function SupportTrigger(props: React.ComponentProps<"button">) {
  const t = useTranslations("support");
  return (
    <Button variant="outline" {...props}>
      <LifeBuoyIcon aria-hidden="true" />
      {t("contact")}
    </Button>
  );
}
