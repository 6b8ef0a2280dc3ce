import type { Paper } from "@/lib/api/generated/types.gen";

/** US Letter where it is the norm, A4 elsewhere. */
const LETTER_COUNTRIES = new Set(["US", "CA", "MX", "CL", "CO", "PH"]);
export function paperFor(country: string): Paper {
  return LETTER_COUNTRIES.has(country) ? "letter" : "a4";
}
