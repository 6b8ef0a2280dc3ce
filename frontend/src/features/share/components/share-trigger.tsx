import * as React from "react";
import { useTranslations } from "next-intl";
import { Share2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The Share button: the stand-in until the dialog's code loads, then the dialog's own trigger. */
export function ShareTrigger(props: React.ComponentProps<"button">) {
  const t = useTranslations("share");
  return (
    <Button variant="outline" size="sm" {...props}>
      <Share2Icon aria-hidden="true" />
      <span className="max-md:sr-only">{t("trigger")}</span>
    </Button>
  );
}
