import * as React from "react";
import { useTranslations } from "next-intl";
import { HistoryIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The History button: the stand-in until the dialog's code loads, then the dialog's own trigger. */
export function HistoryTrigger(props: React.ComponentProps<"button">) {
  const t = useTranslations("editor.history");
  return (
    <Button variant="outline" size="sm" {...props}>
      <HistoryIcon aria-hidden="true" />
      {t("title")}
    </Button>
  );
}
