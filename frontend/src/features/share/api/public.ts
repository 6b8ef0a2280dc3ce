import { useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { apiRequest } from "@/lib/api/client";
import { ApiError } from "@/lib/api/errors";

/** What a public link shows: whose resume it is, a password to ask for, or nothing (unknown or revoked). */
export type PublicLink = { kind: "resume"; name: string } | { kind: "password" } | { kind: "gone" };

/**
 * The part of `PublicResume` the page uses: the pages come drawn by the server, so checking the
 * whole resume (and loading every generated schema to do it) would cost a phone time for nothing.
 */
const zPublicName = z.object({ resume_data: z.object({ name: z.string() }) });

export const publicKey = (slug: string) => ["public", slug] as const;

async function fetchPublic(slug: string): Promise<PublicLink> {
  try {
    const resume = await apiRequest(`/public/${encodeURIComponent(slug)}`, { schema: zPublicName });
    return { kind: "resume", name: resume.resume_data.name.trim() };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { kind: "password" };
    if (error instanceof ApiError && error.status === 404) return { kind: "gone" };
    throw error;
  }
}

export function usePublicLink(slug: string | null) {
  return useQuery({ queryKey: publicKey(slug ?? ""), queryFn: () => fetchPublic(slug ?? ""), enabled: !!slug, retry: false });
}

/** Sends a link's password; a right one sets the link's cookie, so the next fetch shows it. */
export function openWithPassword(slug: string, password: string): Promise<void> {
  return apiRequest(`/public/${encodeURIComponent(slug)}/access`, { method: "POST", body: { password } });
}

/** The link's pages drawn by the server (HTML of inline SVG), for a link its password opened. */
export function usePublicPages(slug: string | null, enabled: boolean) {
  return useQuery({
    queryKey: [...publicKey(slug ?? ""), "pages"],
    queryFn: () => apiRequest(`/public/${encodeURIComponent(slug ?? "")}/pages`, { schema: z.string() }),
    enabled: enabled && !!slug,
    retry: false,
    staleTime: Infinity,
  });
}

export const publicPdfUrl = (slug: string) => `/api/public/${encodeURIComponent(slug)}/pdf`;
