"use client";

import * as React from "react";

/**
 * The real id of a dynamic route in the static export. The export ships one shell per route
 * (id `_`) and the server serves it for any id, so the id comes from the address after mount;
 * `useParams()` would return `_`. Null until mounted (server render and hydration).
 */
export function useRouteId(prefix: "preview" | "edit" | "cover-letter" | "applications" | "r"): string | null {
  return React.useSyncExternalStore(
    () => () => {},
    () => idFromPath(window.location.pathname, prefix),
    () => null,
  );
}

export function idFromPath(pathname: string, prefix: string): string | null {
  const parts = pathname.split("/").filter(Boolean);
  const i = parts.indexOf(prefix);
  const raw = i >= 0 ? parts[i + 1] : undefined;
  if (!raw || raw === "_") return null;
  return decodeURIComponent(raw.replace(/\.html$/, ""));
}

export const EDITING_KEY = "editingResume";
