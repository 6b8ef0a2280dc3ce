"use client";

import { toast } from "./toast";

/**
 * A toast that survives a full page load. Links into the dynamic routes (/preview/{id}, …) load a
 * new document in the static export (the client router cannot reuse the `_` shell's payload for
 * another id), which would drop a toast shown just before; the next document shows it instead.
 */
const KEY = "vitae.flash";
const MAX_AGE_MS = 15_000;

type Flash = { kind: "success" | "info" | "error"; message: string; at: number };

export function flashThenGo(kind: Flash["kind"], message: string, href: string): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ kind, message, at: Date.now() } satisfies Flash));
  } catch {
    toast[kind](message);
  }
  window.location.assign(href);
}

export function showPendingFlash(): void {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  if (!raw) return;
  try {
    const flash = JSON.parse(raw) as Flash;
    if (Date.now() - flash.at > MAX_AGE_MS) return;
    // Let the Toaster (loaded lazily too) mount first.
    setTimeout(() => toast[flash.kind](flash.message, { id: "flash" }), 150);
  } catch {
    /* ignore a malformed entry */
  }
}
