import type { ResumeRecord } from "@/lib/api/schemas";

/** The server's limits (crates/domain resume limits and the ATS route). */
export const JOB_DESCRIPTION_MAX = 20_000;
export const SKILLS_MAX = 100;

export type MatchLevel = "low" | "fair" | "good" | "strong";

/** How a score reads: the words and colour of the meter. */
export function matchLevel(score: number): { level: MatchLevel; label: string } {
  if (score >= 80) return { level: "strong", label: "Strong match" };
  if (score >= 60) return { level: "good", label: "Good match" };
  if (score >= 40) return { level: "fair", label: "Fair match" };
  return { level: "low", label: "Low match" };
}

export function hasSkill(record: ResumeRecord, keyword: string): boolean {
  const wanted = keyword.trim().toLowerCase();
  return record.resume_data.skills.some((s) => s.trim().toLowerCase() === wanted);
}

/**
 * The record with `keyword` added to its skills, or null when there is nothing to add (already
 * listed, blank) or no room (the 100-skill limit). `updated_at` is kept, so the save is a
 * compare-and-set against the version the user sees.
 */
export function withSkill(record: ResumeRecord, keyword: string): ResumeRecord | null {
  const skill = keyword.trim();
  if (!skill || hasSkill(record, skill)) return null;
  const skills = record.resume_data.skills.filter((s) => s.trim() !== "");
  if (skills.length >= SKILLS_MAX) return null;
  return { ...record, resume_data: { ...record.resume_data, skills: [...skills, skill] } };
}
