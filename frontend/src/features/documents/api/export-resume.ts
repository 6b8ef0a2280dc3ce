import { downloadFile } from "@/lib/api/download-file";
import type { Paper } from "@/lib/api/generated/types.gen";

export type ExportFormat = "json-resume" | "txt" | "docx";

const EXTENSIONS: Record<ExportFormat, string> = { "json-resume": "json", txt: "txt", docx: "docx" };

/**
 * Downloads a resume as a JSON Resume document, plain text or a Word document. The server names
 * the file; the text exports carry the AI-enhanced wording where there is some.
 */
export function exportResume(opts: { id: string; format: ExportFormat; paper?: Paper }): Promise<void> {
  const query = opts.format === "docx" && opts.paper ? `?paper=${opts.paper}` : "";
  return downloadFile({
    path: `/resume/${encodeURIComponent(opts.id)}/${opts.format}${query}`,
    fileName: `resume.${EXTENSIONS[opts.format]}`,
  });
}
