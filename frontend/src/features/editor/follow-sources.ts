import type { StoredResume } from "@/lib/api/generated/zod.gen";
import { toResumeData, type ResumeFormValues } from "./resume-form-schema";

/**
 * A saved resume with the editor's values: what a save sends and what the live preview prints.
 * Work and education entries are edited or moved, never added or removed in the editor;
 * certifications and level are kept. Enhanced entries move with their sources.
 */
export function edited(record: StoredResume, values: ResumeFormValues): StoredResume {
  const data = toResumeData(values);
  const before = record.resume_data;
  const ai = record.ai_enhanced_data;
  return {
    ...record,
    resume_data: { ...data, experience_level: before.experience_level, certifications: before.certifications },
    ai_enhanced_data: {
      ...ai,
      enhanced_work_experience: followSources(ai.enhanced_work_experience ?? [], before.work_experience, data.work_experience, (w) => ({
        ...w,
        enhanced_description: "",
      })),
      enhanced_projects: followSources(ai.enhanced_projects ?? [], before.projects ?? [], data.projects ?? [], (p) => ({
        name: p.name,
        description: p.description,
        enhanced_description: "",
      })),
      enhanced_volunteering: followSources(ai.enhanced_volunteering ?? [], before.volunteering ?? [], data.volunteering ?? [], (v) => ({
        role: v.role,
        organization: v.organization,
        description: v.description,
        enhanced_description: "",
      })),
    },
  };
}

/**
 * Enhanced entries re-paired with their source entries after the user reordered, added or removed
 * entries in the editor (enhanced lists hold one entry per source entry, in the same order).
 *
 * A source entry left unchanged takes the enhancement written for it, wherever it moved. An entry
 * that changed keeps the enhancement at its own position, which the preview then judges stale by
 * its recorded original. A new entry with no enhancement to take gets `blank` (no enhanced text,
 * so its original is printed). A resume never enhanced stays without enhancements.
 */
export function followSources<S, E>(enhanced: readonly E[], before: readonly S[], after: readonly S[], blank: (source: S) => E): E[] {
  if (!enhanced.length) return [];
  const same = (a: S, b: S) => JSON.stringify(a) === JSON.stringify(b);
  const used = new Set<number>();
  const matched = after.map((source) => {
    const j = before.findIndex((old, j) => j < enhanced.length && !used.has(j) && same(old, source));
    if (j >= 0) used.add(j);
    return j;
  });
  return after.map((source, i) => {
    const j = matched[i] ?? -1;
    if (j >= 0) return enhanced[j] as E;
    if (i < enhanced.length && !used.has(i) && !matched.includes(i)) {
      used.add(i);
      return enhanced[i] as E;
    }
    return blank(source);
  });
}
