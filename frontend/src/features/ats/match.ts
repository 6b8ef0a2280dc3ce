/** The server's limit on a pasted job description (the ATS route). */
export const JOB_DESCRIPTION_MAX = 20_000;

export type MatchLevel = "low" | "fair" | "good" | "strong";

/** How a score reads: the colour of the meter and its words (`ats.level.<level>`). */
export function matchLevel(score: number): { level: MatchLevel } {
  if (score >= 80) return { level: "strong" };
  if (score >= 60) return { level: "good" };
  if (score >= 40) return { level: "fair" };
  return { level: "low" };
}
