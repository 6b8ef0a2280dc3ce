"use client";

import { ResumePreview } from "@/features/preview/components/resume-preview";
import { ResumeMatchPanel } from "../../resume-match";

export function PreviewWithMatch() {
  return <ResumePreview matchPanel={(record, content) => <ResumeMatchPanel resumeId={record.id} content={content} />} />;
}
