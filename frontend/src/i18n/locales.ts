/** The interface languages, each exported as its own tree of pages (`out/<locale>/…`). */
export const LOCALES = ["en", "ar", "hi", "es", "fr", "de", "pt-BR"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

/** The cookie the server reads to pick which export answers a page request. */
export const LANGUAGE_COOKIE = "vitae_lang";

/** Each language named in itself, as a reader of it looks for it in a menu. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: "English",
  ar: "العربية",
  hi: "हिन्दी",
  es: "Español",
  fr: "Français",
  de: "Deutsch",
  "pt-BR": "Português (Brasil)",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): "rtl" | "ltr" {
  return locale === "ar" ? "rtl" : "ltr";
}

/**
 * A page's address as the visitor sees it. The export renders `/en/dashboard`, the server and the
 * dev rewrites answer `/dashboard` with it: the leading language, if any, is not part of the route.
 */
export function unlocalizedPath(pathname: string): string {
  const [, first, ...rest] = pathname.split("/");
  return isLocale(first) ? `/${rest.join("/")}` : pathname;
}
