import * as React from "react";
import { NextIntlClientProvider } from "next-intl";
import messages from "../../messages/en.json";

/** The English catalog around what a unit test renders, as the signed-in layout provides it. */
export function withEnglishMessages(Inner?: React.JSXElementConstructor<{ children: React.ReactNode }>) {
  return function EnglishMessages({ children }: { children: React.ReactNode }) {
    return (
      <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
        {Inner ? <Inner>{children}</Inner> : children}
      </NextIntlClientProvider>
    );
  };
}
