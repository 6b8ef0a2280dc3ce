import { apiRequest } from "@/lib/api/client";
import type { AccountSettingsChange } from "@/lib/api/generated/types.gen";
import { schemaOf } from "@/lib/api/load-schemas";
import { LANGUAGE_COOKIE, type Locale } from "./locales";

const ONE_YEAR_S = 31_536_000;

/** Keeps the language on the account (the other settings stay as they are). */
export async function saveAccountLanguage(language: Locale): Promise<void> {
  const body: AccountSettingsChange = { language };
  await apiRequest("/account/settings", { method: "PUT", body, schema: schemaOf("zSetSettingsResponse") });
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
