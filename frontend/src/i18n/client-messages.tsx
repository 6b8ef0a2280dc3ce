import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";
import { ErrorWords } from "./error-words";

/**
 * The catalog for client components, this page's language only, and the words for failures it
 * holds (`ErrorWords`). Not in the root layout: the
 * landing and 404 pages draw their text on the server and pass the few labels their buttons need
 * as props, so next-intl's client runtime stays out of their first-load JS (floor + 20 kB).
 */
export async function ClientMessages({ children }: { children: React.ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  // `server` holds the words of the server's own pages and mail: nothing here shows them.
  const forClient = Object.fromEntries(Object.entries(messages).filter(([namespace]) => namespace !== "server"));
  return (
    <NextIntlClientProvider locale={locale} messages={forClient}>
      <ErrorWords />
      {children}
    </NextIntlClientProvider>
  );
}
