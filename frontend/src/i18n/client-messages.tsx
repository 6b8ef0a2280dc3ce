import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";

/**
 * The catalog for client components, this page's language only. Not in the root layout: the
 * landing and 404 pages draw their text on the server and pass the few labels their buttons need
 * as props, so next-intl's client runtime stays out of their first-load JS (floor + 20 kB).
 */
export async function ClientMessages({ children }: { children: React.ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
