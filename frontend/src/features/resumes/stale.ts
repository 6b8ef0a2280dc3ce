/**
 * Which text to print for an original the AI enhanced.
 *
 * An enhanced text is tied to the original it was written from. The server records that original
 * with each enhanced entry (`source_description`, or beside the summary `enhanced_summary_source`); older
 * enhanced work entries carry a copy of the whole source entry, whose `description` serves the
 * same purpose. When the recorded original differs from today's original (whitespace aside), the
 * user has edited it since: the enhancement is stale, and the user's edit is printed instead.
 * When nothing was recorded we cannot tell, and the enhancement is printed as before.
 */
export function chooseText(original: string, enhanced: string | undefined, recorded: string | undefined): { text: string; stale: boolean } {
  if (!enhanced) return { text: original, stale: false };
  if (recorded !== undefined && normalise(recorded) !== normalise(original)) return { text: original, stale: true };
  return { text: enhanced, stale: false };
}

/** The original an enhanced entry was written from, if the server recorded it. */
export function recordedSource(entry: { source_description?: string; description?: string } | undefined): string | undefined {
  return entry?.source_description ?? entry?.description;
}

const normalise = (text: string) => text.trim().replace(/\s+/g, " ");
