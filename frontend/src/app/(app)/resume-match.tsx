"use client";

import { AtsPanel } from "@/features/ats/components/ats-panel";
import { CoverLetterPage } from "@/features/cover-letter/components/cover-letter-page";
import { useAddSkill } from "@/features/resumes/api/add-skill";
import { useResume } from "@/features/resumes/api/get-resume";
import { ResumePreview } from "@/features/resumes/components/resume-preview";

/** The ATS Match panel wired to a resume: its skills, and a one-click add that saves. */
function ResumeMatchPanel({ resumeId, content }: { resumeId: string; content: "enhanced" | "original" }) {
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

export function PreviewWithMatch() {
  return <ResumePreview matchPanel={(record, content) => <ResumeMatchPanel resumeId={record.id} content={content} />} />;
}

export function CoverLetterWithMatch() {
  return <CoverLetterPage matchPanel={(resumeId) => <ResumeMatchPanel resumeId={resumeId} content="enhanced" />} />;
}
