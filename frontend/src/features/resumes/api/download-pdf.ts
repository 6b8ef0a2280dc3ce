import { ApiError } from "@/lib/api/errors";

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
  const res = await fetch(`/api/resume/${encodeURIComponent(opts.id)}/pdf?${params}`, { credentials: "include" });
  if (!res.ok) {
    let body: unknown;
    try {
      body = await res.json();
    } catch {
      body = undefined;
    }
    throw new ApiError(`Request failed with status code ${res.status}`, { status: res.status, body });
  }
  opts.onStart?.();
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = opts.fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
