"use client";

import { TrackApplicationButton } from "@/features/applications/components/new-application-button";
import { CoverLetterPage } from "@/features/cover-letter/components/cover-letter-page";
import { useResume } from "@/lib/resumes/get-resume";
import { untailoredTitle } from "@/lib/resumes/tailor";
import { ResumeMatchPanel } from "../../resume-match";

/**
 * The cover-letter page with the ATS Match panel below it, and "Track this application" beside a
 * letter: its company and posting, the letter and its resume, the role from the resume's job title.
 */
export function CoverLetterWithMatch() {
  return (
    <CoverLetterPage
      matchPanel={(resumeId) => <ResumeMatchPanel resumeId={resumeId} content="enhanced" />}
      track={(letter) => <TrackLetter key={letter.id} {...letter} />}
    />
  );
}

function TrackLetter({ id, resumeId, company, jobDescription }: { id: string; resumeId: string; company: string; jobDescription: string }) {
  const resume = useResume(resumeId);
  return (
    <TrackApplicationButton
      initial={{
        company,
        role: untailoredTitle(resume.data?.resume_data.job_title ?? ""),
        job_description: jobDescription,
        resume_id: resumeId,
        cover_letter_id: id,
      }}
    />
  );
}
