/** The server's limit on a pasted job description (the ATS route). */
export const JOB_DESCRIPTION_MAX = 20_000;

export type MatchLevel = "low" | "fair" | "good" | "strong";

/** How a score reads: the words and colour of the meter. */
export function matchLevel(score: number): { level: MatchLevel; label: string } {
  if (score >= 80) return { level: "strong", label: "Strong match" };
  if (score >= 60) return { level: "good", label: "Good match" };
  if (score >= 40) return { level: "fair", label: "Fair match" };
  return { level: "low", label: "Low match" };
}
