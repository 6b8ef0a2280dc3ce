import { downloadFile } from "@/lib/api/download-file";
import { apiRequest } from "@/lib/api/client";
import { schemaOf } from "@/lib/api/load-schemas";
import type { ContentVersion, Paper, TemplateStyle } from "@/lib/api/generated/types.gen";

/** Streams the server's PDF of a resume and saves it (paid users). */
export async function downloadResumePdf(opts: {
  id: string;
  template: TemplateStyle;
  content: ContentVersion;
  paper: Paper;
  fileName: string;
  /** Called once the server has agreed to send the file. */
  onStart?: () => void;
}): Promise<void> {
  const params = new URLSearchParams({ template: opts.template, content: opts.content, paper: opts.paper });
  await downloadFile({
    path: `/resume/${encodeURIComponent(opts.id)}/pdf?${params}`,
    fileName: opts.fileName,
    overrideName: true,
    onStart: opts.onStart,
  });
}

/**
 * Characters of the resume no font on the server can print, which a PDF would leave out
 * (`GET /api/resume/{id}/print-check`). Asked before a download, so the user decides.
 */
export async function missingCharacters(id: string): Promise<string[]> {
  const check = await apiRequest(`/resume/${encodeURIComponent(id)}/print-check`, { schema: schemaOf("zPrintCheck") });
  return check.missing_characters;
}
