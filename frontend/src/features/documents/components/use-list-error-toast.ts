"use client";

import * as React from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/lib/toast";

/** A failed resume list ends loading and shows an error toast once. */
export function useListErrorToast(isError: boolean) {
  const t = useTranslations("documents");
  const message = t("loadFailed");
  React.useEffect(() => {
    if (isError) toast.error(message, { id: "resume-list-error" });
  }, [isError, message]);
}
