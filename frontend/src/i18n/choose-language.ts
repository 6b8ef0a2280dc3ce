import { apiRequest } from "@/lib/api/client";
import { LANGUAGE_COOKIE, type Locale } from "./locales";

const ONE_YEAR_S = 31_536_000;

/**
 * The account's stored language. The generated client does not know the settings' optional
 * `language` yet, hence this small typed request of its own; the server answers with the settings.
 */
export function saveAccountLanguage(language: Locale): Promise<void> {
  return apiRequest("/account/settings", { method: "PUT", body: { language } });
}

/**
 * Switches the interface language: the cookie picks the server's export of every page, the
 * account keeps the choice for the next sign-in, and a reload brings the page back in the new
 * language and direction. A failed save still switches this browser.
 */
export async function chooseLanguage(language: Locale, { signedIn }: { signedIn: boolean }): Promise<void> {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
  if (signedIn) await saveAccountLanguage(language).catch(() => undefined);
  window.location.reload();
}
