/* Apart from the API schemas so that pages showing it need not ship zod before their first request. */

/** "built-in" is the deterministic rule-based writer; anything else is a language model. */
export function writerLabel(provider: string | undefined): string | null {
  if (!provider) return null;
  return provider === "built-in" ? "Written by the built-in writer (rule-based, no language model)" : "Written by an AI language model";
}
