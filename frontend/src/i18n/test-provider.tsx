import * as React from "react";
import { NextIntlClientProvider, type Messages } from "next-intl";
import messages from "../../messages/en.json";
import { ErrorWords } from "./error-words";
import type { Locale } from "./locales";

/** A catalog around what a unit test renders, as the signed-in layout provides it (`ClientMessages`). */
export function withMessages(locale: Locale, catalog: Messages, Inner?: React.JSXElementConstructor<{ children: React.ReactNode }>) {
  return function TestMessages({ children }: { children: React.ReactNode }) {
    return (
      <NextIntlClientProvider locale={locale} messages={catalog} timeZone="UTC">
        <ErrorWords />
        {Inner ? <Inner>{children}</Inner> : children}
      </NextIntlClientProvider>
    );
  };
}

/** The English catalog around what a unit test renders. */
export function withEnglishMessages(Inner?: React.JSXElementConstructor<{ children: React.ReactNode }>) {
  return withMessages("en", messages, Inner);
}
