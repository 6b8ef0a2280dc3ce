import type messages from "../../messages/en.json";
import type { Locale } from "./locales";

// Message keys and locales are checked by the compiler: a `t("…")` of a key en.json lacks fails `tsc`.
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
