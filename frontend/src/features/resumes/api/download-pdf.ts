import { downloadFile } from "@/lib/api/download-file";

/** US Letter where it is the norm, A4 elsewhere. */
const LETTER_COUNTRIES = new Set(["US", "CA", "MX", "CL", "CO", "PH"]);
export function paperFor(country: string): "a4" | "letter" {
  return LETTER_COUNTRIES.has(country) ? "letter" : "a4";
}

/** Streams the server's PDF of a resume and saves it (paid users). */
export async function downloadResumePdf(opts: {
  id: string;
  template: string;
  content: "enhanced" | "original";
  paper: "a4" | "letter";
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
