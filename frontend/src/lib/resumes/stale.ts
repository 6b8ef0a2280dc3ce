/**
 * Which text to print for an original the AI enhanced, by the rule the server's outputs follow
 * (`crates/domain/src/enhanced.rs`).
 *
 * An enhanced text is tied to the original it was written from. The server records that original
 * with each enhanced entry (its `description`) and beside the summary (`enhanced_summary_source`).
 * When the recorded original differs from today's original (whitespace aside), the user has
 * edited it since: the enhancement is stale, and the user's edit is printed instead. When nothing
 * was recorded (empty: resumes enhanced before it was), the enhancement is printed as before.
 */
export function chooseText(original: string, enhanced: string | undefined, recorded: string | undefined): { text: string; stale: boolean } {
  if (!enhanced?.trim()) return { text: original, stale: false };
  if (recorded?.trim() && normalise(recorded) !== normalise(original)) return { text: original, stale: true };
  return { text: enhanced, stale: false };
}

/** What an enhanced entry holds: the improved text and the original it was written from. */
export interface EnhancedEntry {
  enhanced_description: string;
  description: string;
}

const normalise = (text: string) => text.trim().replace(/\s+/g, " ");
