import { ApiError } from "@/lib/api/errors";

/** The name the server gave the attachment, when it gave one. */
function attachmentName(res: Response): string | null {
  const match = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "");
  return match?.[1] ?? null;
}

/**
 * Fetches a file from the API and hands it to the browser as a download. Errors are thrown as
 * ApiError with the server's body, so callers can tell 402 (plan needed) from the rest.
 */
export async function downloadFile(opts: {
  path: string;
  /** Used when the server does not name the file. */
  fileName: string;
  /** Prefer `fileName` over the server's name. */
  overrideName?: boolean;
  /** Called once the server has agreed to send the file. */
  onStart?: () => void;
}): Promise<void> {
  const res = await fetch(`/api${opts.path}`, { credentials: "include" });
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
  a.download = (!opts.overrideName && attachmentName(res)) || opts.fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
