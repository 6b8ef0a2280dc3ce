import { useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { apiRequest } from "@/lib/api/client";
import { ApiError } from "@/lib/api/errors";
import { schemaOf } from "@/lib/api/load-schemas";
import type { PublicResume } from "@/lib/api/generated/zod.gen";

/** What a public link shows: the resume, a password to ask for, or nothing (unknown or revoked). */
export type PublicLink = { kind: "resume"; resume: PublicResume } | { kind: "password" } | { kind: "gone" };

export const publicKey = (slug: string) => ["public", slug] as const;

async function fetchPublic(slug: string): Promise<PublicLink> {
  try {
    const resume = await apiRequest(`/public/${encodeURIComponent(slug)}`, { schema: schemaOf("zPublicResume") });
    return { kind: "resume", resume };
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
