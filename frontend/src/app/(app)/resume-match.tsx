"use client";

import { AtsPanel } from "@/features/ats/components/ats-panel";
import { useAddSkill } from "@/features/editor/api/add-skill";
import { useResume } from "@/lib/resumes/get-resume";

/**
 * The ATS Match panel wired to a resume: its skills, and a one-click add that saves. The preview
 * and cover-letter pages each wire it in a module of their own, so neither loads the other's code.
 */
export function ResumeMatchPanel({ resumeId, content }: { resumeId: string; content: "enhanced" | "original" }) {
  const resume = useResume(resumeId);
  const addSkill = useAddSkill();
  return (
    <AtsPanel
      resumeId={resumeId}
      content={content}
      skills={resume.data?.resume_data.skills}
      onAddSkill={async (skill) => {
        if (resume.data) await addSkill(resume.data, skill);
      }}
    />
  );
}
