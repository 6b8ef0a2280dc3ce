"use client";

import * as React from "react";
import { CreateResume } from "@/features/editor/components/create-resume";

// Shown only for a form filled from an imported file, so it loads with the draft, not the page.
const ImportNotes = React.lazy(() => import("@/features/import/components/import-notes").then((m) => ({ default: m.ImportNotes })));

/** The create form (editor) with the notes about an imported draft (import). */
export function CreateWithImportNotes() {
  return <CreateResume notes={({ file, draft }) => <ImportNotes file={file} draft={draft} />} />;
}
