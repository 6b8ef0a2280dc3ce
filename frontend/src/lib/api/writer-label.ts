import { useTranslations } from "next-intl";

/* Apart from the API schemas so that pages showing it need not ship zod before their first request. */

/** Says who wrote a text: "built-in" is the deterministic rule-based writer; anything else is a language model. */
export function useWriterLabel(): (provider: string | undefined) => string | null {
  const t = useTranslations("lib.writer");
  return (provider) => {
    if (!provider) return null;
    return provider === "built-in" ? t("builtIn") : t("model");
  };
}
