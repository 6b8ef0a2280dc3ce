"use client";

import { CoverLetterPage } from "@/features/cover-letter/components/cover-letter-page";
import { ResumeMatchPanel } from "../../resume-match";

export function CoverLetterWithMatch() {
  return <CoverLetterPage matchPanel={(resumeId) => <ResumeMatchPanel resumeId={resumeId} content="enhanced" />} />;
}
