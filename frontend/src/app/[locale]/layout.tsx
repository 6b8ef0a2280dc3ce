import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { getTranslations } from "next-intl/server";
import { directionOf, LOCALES } from "@/i18n/locales";
import { enterLocale, localeOf, type LocaleProps } from "@/i18n/page";
import { Providers } from "./providers";
import "../globals.css";

const inter = localFont({
  src: "../../fonts/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  weight: "100 900",
  display: "swap",
});

/** Every page is exported once per language; the server picks the tree by the visitor's language. */
export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}
export const dynamicParams = false;

type LayoutProps = LocaleProps & { children: React.ReactNode };

export async function generateMetadata(props: LocaleProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(props), namespace: "meta" });
  return {
    title: { default: t("title"), template: t("titleTemplate", { page: "%s" }) },
    description: t("description"),
  };
}

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#fcfcfc" },
    { media: "(prefers-color-scheme: dark)", color: "#16171b" },
  ],
};

export default async function LocaleLayout({ children, ...props }: LayoutProps) {
  const locale = await enterLocale(props);
  const t = await getTranslations("layout");
  return (
    <html lang={locale} dir={directionOf(locale)} suppressHydrationWarning className={inter.variable}>
      <body className="min-h-dvh font-sans">
        <a
          href="#main"
          className="sr-only rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:start-3 focus:z-[100]"
        >
          {t("skipToContent")}
        </a>
        <Providers loginFailed={t("loginFailed")}>{children}</Providers>
      </body>
    </html>
  );
}
