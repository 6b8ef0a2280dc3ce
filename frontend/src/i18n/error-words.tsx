"use client";

import * as React from "react";
import { useLocale, useMessages, useTranslations } from "next-intl";
import { setErrorWords } from "@/lib/api/errors";
import { DEFAULT_LOCALE } from "./locales";

/**
 * Gives `lib/api/errors` this page's words for failures (the catalog's `errors`), so every error
 * message shown, in a component or a request's callback, is in the interface language. English
 * needs none: the server's details are its words.
 */
export function ErrorWords() {
  const locale = useLocale();
  const codes: Record<string, unknown> = useMessages().errors;
  const t = useTranslations("errors");
  React.useEffect(() => {
    if (locale === DEFAULT_LOCALE) return;
    return setErrorWords({
      forCode: (code) => (typeof codes[code] === "string" ? t(code as Parameters<typeof t>[0]) : undefined),
      network: () => t("client.network"),
      timeout: (ms) => t("client.timeout", { ms }),
      unexpectedResponse: () => t("client.unexpectedResponse"),
      reference: (id) => t("client.reference", { id }),
    });
  }, [locale, codes, t]);
  return null;
}
