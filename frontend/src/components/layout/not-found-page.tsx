import { useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button-variants";

/* A plain link, not next/link in a Slot: the not-found page belongs to every route's layout,
   so whatever client code it imports lands in every page's first-load JS. */

/** "Page not found", in the page's language: `[locale]/not-found` and the exported `<locale>/404`. */
export function NotFoundPage() {
  const t = useTranslations("notFound");
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      {/* eslint-disable-next-line react/jsx-no-literals -- the status code reads the same in every language */}
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
      <p className="max-w-md text-muted-foreground">{t("description")}</p>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load is fine from a 404 */}
      <a href="/" className={buttonVariants()}>
        {t("goHome")}
      </a>
    </main>
  );
}
