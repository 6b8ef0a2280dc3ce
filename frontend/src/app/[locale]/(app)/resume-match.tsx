"use client";

import { TrackApplicationButton } from "@/features/applications/components/new-application-button";
import { AtsPanel } from "@/features/ats/components/ats-panel";
import { useAddSkill } from "@/features/editor/api/add-skill";
import { useResume } from "@/lib/resumes/get-resume";
import { untailoredTitle } from "@/lib/resumes/tailor";

/**
 * The ATS Match panel wired to a resume: its skills, a one-click add that saves, and "Track this
 * application" beside a tailored copy (the role from the copy's job title, its posting, the copy
 * as the resume sent). The preview and cover-letter pages each wire it in a module of their own,
 * so neither loads the other's code.
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
      track={(copy) => (
        <TrackApplicationButton
          initial={{ role: untailoredTitle(copy.jobTitle), job_description: copy.jobDescription, resume_id: copy.resumeId }}
        />
      )}
    />
  );
}
