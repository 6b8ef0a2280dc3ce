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
  const messages = useMessages();
  const codes: Record<string, unknown> = messages.errors;
  const fieldCodes: Record<string, unknown> = messages.fieldErrors;
  const t = useTranslations("errors");
  const tField = useTranslations("fieldErrors");
  React.useEffect(() => {
    if (locale === DEFAULT_LOCALE) return;
    return setErrorWords({
      forCode: (code) => (typeof codes[code] === "string" ? t(code as Parameters<typeof t>[0]) : undefined),
      forField: ({ code, params }) =>
        typeof fieldCodes[code] === "string" ? tField(code as Parameters<typeof tField>[0], valuesOf(params) as never) : undefined,
      network: () => t("client.network"),
      timeout: (ms) => t("client.timeout", { ms }),
      unexpectedResponse: () => t("client.unexpectedResponse"),
      reference: (id) => t("client.reference", { id }),
    });
  }, [locale, codes, fieldCodes, t, tField]);
  return null;
}

/** A problem's values for ICU: whole numbers as numbers, so plurals and digits follow the language. */
function valuesOf(params: Record<string, string> | undefined): Record<string, string | number> {
  return Object.fromEntries(Object.entries(params ?? {}).map(([name, value]) => [name, /^\d+$/.test(value) ? Number(value) : value]));
}
