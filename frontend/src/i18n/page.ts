import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { Messages } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { isLocale, type Locale } from "./locales";

/** What every page and layout under `[locale]` receives. */
export type LocaleProps = { params: Promise<{ locale: string }> };

/** The `[locale]` segment; only the exported languages ever render (`dynamicParams = false`). */
export async function localeOf({ params }: LocaleProps): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return locale;
}

/** Static rendering: next-intl cannot read a request in an export, so each page names its locale. */
export async function enterLocale(props: LocaleProps): Promise<Locale> {
  const locale = await localeOf(props);
  setRequestLocale(locale);
  return locale;
}

/** A page's `generateMetadata`: its title, in the page's language, from `pageTitles`. */
export function titled(key: keyof Messages["pageTitles"]) {
  return async (props: LocaleProps): Promise<Metadata> => {
    const t = await getTranslations({ locale: await localeOf(props), namespace: "pageTitles" });
    return { title: t(key) };
  };
}
