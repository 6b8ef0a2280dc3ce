import type { StoredResume } from "@/lib/api/generated/zod.gen";

/** The server's limit on skills per resume (crates/domain resume limits). */
export const SKILLS_MAX = 100;

export function hasSkill(record: StoredResume, skill: string): boolean {
  const wanted = skill.trim().toLowerCase();
  return record.resume_data.skills.some((s) => s.trim().toLowerCase() === wanted);
}

/**
 * The record with `skill` added to its skills, or null when there is nothing to add (already
 * listed, blank) or no room. `updated_at` is kept, so the save is a compare-and-set against the
 * version the user sees.
 */
export function withSkill(record: StoredResume, skill: string): StoredResume | null {
  const name = skill.trim();
  if (!name || hasSkill(record, name)) return null;
  const skills = record.resume_data.skills.filter((s) => s.trim() !== "");
  if (skills.length >= SKILLS_MAX) return null;
  return { ...record, resume_data: { ...record.resume_data, skills: [...skills, name] } };
}
