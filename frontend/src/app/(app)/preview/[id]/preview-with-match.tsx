"use client";

import { ResumePreview } from "@/features/resumes/components/resume-preview";
import { ResumeMatchPanel } from "../../resume-match";

export function PreviewWithMatch() {
  return <ResumePreview matchPanel={(record, content) => <ResumeMatchPanel resumeId={record.id} content={content} />} />;
}
