"use client";

import * as React from "react";
import { ResumePreview } from "@/features/preview/components/resume-preview";

// The page is what this screen is for; the ATS panel beside it loads just after, outside the
// route's first-load JavaScript (the page carries the renderer's catalog and its fonts).
const ResumeMatchPanel = React.lazy(() => import("../../resume-match").then((m) => ({ default: m.ResumeMatchPanel })));

export function PreviewWithMatch() {
  return (
    <ResumePreview
      matchPanel={(record, content) => (
        <React.Suspense fallback={null}>
          <ResumeMatchPanel resumeId={record.id} content={content} />
        </React.Suspense>
      )}
    />
  );
}
