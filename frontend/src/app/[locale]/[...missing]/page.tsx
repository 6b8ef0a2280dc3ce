import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NotFoundPage } from "@/components/layout/not-found-page";
import { enterLocale, localeOf, type LocaleProps } from "@/i18n/page";

/**
 * Each language's 404 page, exported as `<locale>/404.html` with its `lang` and `dir` in the
 * HTML; the server answers unknown addresses with it. Drawn here rather than by `notFound()`,
 * whose exported page is an empty error shell that only draws itself once scripts run.
 */
export function generateStaticParams() {
  return [{ missing: ["404"] }];
}

export async function generateMetadata(props: LocaleProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(props), namespace: "notFound" });
  return { title: t("title"), robots: { index: false } };
}

export default async function Missing(props: LocaleProps) {
  await enterLocale(props);
  return <NotFoundPage />;
}
