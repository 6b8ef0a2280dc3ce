"use client";

import * as React from "react";
import { OnDemand } from "@/components/layout/on-demand";
import { ResumePreview } from "@/features/preview/components/resume-preview";
import { ShareTrigger } from "@/features/share/components/share-trigger";

// The page is what this screen is for; the ATS panel beside it loads just after, and the share
// dialog on first use, outside the route's first-load JavaScript.
const ResumeMatchPanel = React.lazy(() => import("../../resume-match").then((m) => ({ default: m.ResumeMatchPanel })));
const loadShareDialog = () => import("@/features/share/components/share-dialog");
const ShareDialog = React.lazy(() => loadShareDialog().then((m) => ({ default: m.ShareDialog })));

export function PreviewWithMatch() {
  return (
    <ResumePreview
      matchPanel={(record, content) => (
        <React.Suspense fallback={null}>
          <ResumeMatchPanel resumeId={record.id} content={content} />
        </React.Suspense>
      )}
      share={(record) => (
        <OnDemand popup="dialog" preload={loadShareDialog} trigger={(props) => <ShareTrigger {...props} />}>
          <ShareDialog resumeId={record.id} trigger={<ShareTrigger />} />
        </OnDemand>
      )}
    />
  );
}
