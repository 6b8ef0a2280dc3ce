"use client";

import * as React from "react";
import { queryOptions, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import { ApiError } from "@/lib/api/errors";
import { authKeys } from "@/lib/api/keys";
import { schemaOf } from "@/lib/api/load-schemas";
import type { User } from "@/lib/api/generated/zod.gen";
import type { ExchangeSessionData } from "@/lib/api/generated/types.gen";
import { DEFAULT_LOCALE, LANGUAGE_COOKIE, isLocale } from "@/i18n/locales";


/** Auth loading gives up after 15 s; the session exchange may take 100 s. */
export const AUTH_TIMEOUT_MS = 15_000;
export const SESSION_EXCHANGE_TIMEOUT_MS = 100_000;
export const REVERIFY_DELAY_MS = 500;
export const LOGIN_FAILED = "Login failed. Please try again.";
export const INVALID_SESSION_ID = "Invalid session ID format";

export type AuthStatus = "loading" | "authenticated" | "anonymous";

/**
 * A non-secret hint that this browser signed in (the session cookie itself is HttpOnly). The
 * public landing page skips the session check without it, so anonymous visitors never wait for
 * (or log) a 401; every other route always asks the server.
 */
const SIGNED_IN_HINT = "vitae.signedIn";

function setHint(on: boolean) {
  try {
    if (on) window.localStorage.setItem(SIGNED_IN_HINT, "1");
    else window.localStorage.removeItem(SIGNED_IN_HINT);
  } catch {
    /* storage unavailable */
  }
}

function hasHint(): boolean {
  try {
    return window.localStorage.getItem(SIGNED_IN_HINT) === "1";
  } catch {
    return true;
  }
}

/** The current user, or null when not signed in (401) or when the check timed out/failed. */
export async function fetchMe(): Promise<User | null> {
  if (window.location.pathname === "/" && !hasHint()) return null;
  try {
    const user = await apiRequest("/auth/me", { schema: schemaOf("zUser"), timeoutMs: AUTH_TIMEOUT_MS });
    setHint(true);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) setHint(false);
    return null;
  }
}

/** The server's configuration; `enabled: false` until a caller has something to show with it. */
export function useConfig({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: authKeys.config(),
    queryFn: () => apiRequest("/config", { schema: schemaOf("zPublicConfig") }),
    staleTime: Infinity,
    retry: 1,
    enabled,
  });
}

/** `/api/auth/login?redirect=<origin>/dashboard`: where every sign-in button sends the browser. */
export function signInHref(): string {
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  return `/api/auth/login?redirect=${encodeURIComponent(`${origin}/dashboard`)}`;
}

interface AuthContextValue {
  status: AuthStatus;
  user: User | null;
  /**
   * Ends this session, or with `everywhere` every session of the account. Resolves to whether
   * the server confirmed it; this browser is signed out either way.
   */
  logout: (options?: { everywhere?: boolean }) => Promise<boolean>;
}

const AuthContext = React.createContext<AuthContextValue | null>(null);

function readSessionIdFromHash(): string | null {
  if (typeof window === "undefined") return null;
  const hash = window.location.hash.replace(/^#/, "");
  if (!hash) return null;
  const params = new URLSearchParams(hash);
  return params.has("session_id") ? (params.get("session_id") ?? "") : null;
}

const meQueryOptions = () => queryOptions({ queryKey: authKeys.me(), queryFn: fetchMe, staleTime: 60_000, retry: false });

/**
 * Starts the session check as the client is created, at the start of hydration, instead of in
 * AuthProvider's effect once hydration has finished: a signed-in page shows nothing but its
 * loading screen until the answer is in, so the request and the schemas' chunk load while React
 * hydrates. Not while a `#session_id=` ticket waits to be exchanged (AuthProvider asks after it).
 */
export function prefetchSession(client: QueryClient): void {
  if (typeof window === "undefined" || readSessionIdFromHash() !== null) return;
  void client.prefetchQuery(meQueryOptions());
}

/** Exchanges the one-time `#session_id=` ticket for a session cookie. */
export async function exchangeSessionId(sessionId: string): Promise<User> {
  if (sessionId.length < 10) {
    throw new ApiError(INVALID_SESSION_ID, { status: 400, body: { detail: INVALID_SESSION_ID } });
  }
  const body: ExchangeSessionData["body"] = { session_id: sessionId };
  return apiRequest("/auth/session", {
    method: "POST",
    body,
    schema: schemaOf("zUser"),
    timeoutMs: SESSION_EXCHANGE_TIMEOUT_MS,
  });
}

/**
 * A sign-in the identity provider could not complete (wrong state, expired code, bad token)
 * comes back as `/?login_error=1`: the same alert as a failed exchange, then a clean address.
 * Returns whether there was one.
 */
export function reportProviderLoginFailure(loginFailed = LOGIN_FAILED): boolean {
  const params = new URLSearchParams(window.location.search);
  if (!params.has("login_error")) return false;
  window.history.replaceState(null, "", "/");
  window.alert(loginFailed);
  return true;
}

/** The server's reason on an English page (its details are English), else `loginFailed`. */
function exchangeFailureMessage(error: unknown, loginFailed: string): string {
  const english = document.documentElement.lang === DEFAULT_LOCALE;
  if (english && error instanceof ApiError && error.body && typeof error.body === "object" && "detail" in error.body) {
    const d = (error.body as { detail: unknown }).detail;
    if (typeof d === "string" && d) return d;
  }
  return loginFailed;
}

/** Whether the sign-in set the language cookie to another language than this page's. */
function languageChangedBySignIn(): boolean {
  const chosen = document.cookie.match(new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=([^;]+)`))?.[1];
  return isLocale(chosen) && chosen !== document.documentElement.lang;
}

export function AuthProvider({ children, loginFailed = LOGIN_FAILED }: { children: React.ReactNode; loginFailed?: string }) {
  const queryClient = useQueryClient();
  // True while a `#session_id=` ticket from the address is being exchanged.
  const [exchanging, setExchanging] = React.useState<boolean>(() => readSessionIdFromHash() !== null);

  React.useEffect(() => {
    reportProviderLoginFailure(loginFailed);
  }, [loginFailed]);

  React.useEffect(() => {
    const ticket = readSessionIdFromHash();
    if (ticket === null) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    exchangeSessionId(ticket)
      .then((user) => {
        if (cancelled) return;
        setHint(true);
        queryClient.setQueryData(authKeys.me(), user);
        window.history.replaceState(null, "", "/dashboard");
        // The account's language came back with the session: load the dashboard in it.
        if (languageChangedBySignIn()) {
          window.location.reload();
          return;
        }
        setExchanging(false);
        timer = setTimeout(() => {
          void queryClient.invalidateQueries({ queryKey: authKeys.me() });
        }, REVERIFY_DELAY_MS);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        window.alert(exchangeFailureMessage(error, loginFailed));
        window.location.replace("/");
      });
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [queryClient, loginFailed]);

  const me = useQuery({ ...meQueryOptions(), enabled: !exchanging });

  const logout = React.useCallback(async ({ everywhere = false }: { everywhere?: boolean } = {}) => {
    let confirmed = true;
    try {
      await apiRequest(everywhere ? "/auth/logout-all" : "/auth/logout", { method: "POST" });
    } catch (error) {
      // A failed sign-out is only logged; this browser forgets the user all the same.
      console.warn("Logout failed", error);
      confirmed = false;
    }
    if (everywhere && !confirmed) return false;
    setHint(false);
    queryClient.setQueryData(authKeys.me(), null);
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== authKeys.all[0] && q.queryKey[0] !== "config" });
    return confirmed;
  }, [queryClient]);

  const status: AuthStatus =
    exchanging || me.isPending ? "loading" : me.data ? "authenticated" : "anonymous";

  const value = React.useMemo<AuthContextValue>(
    () => ({ status, user: me.data ?? null, logout }),
    [status, me.data, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const ctx = React.useContext(AuthContext);
  if (!ctx) throw new Error("useAuth must be used inside <AuthProvider>");
  return ctx;
}

/** The signed-in user; only call below <RequireAuth>. */
export function useUser(): User {
  const { user } = useAuth();
  if (!user) throw new Error("useUser called without a signed-in user");
  return user;
}

export function isPaid(user: User | null | undefined): boolean {
  return user?.subscription_status === "active";
}

/** Pro, as the server decides it: an unspent Single PDF credit makes the account active but is
    not Pro (no Pro AI limits, nothing to manage or cancel). */
export function hasPro(user: User | null | undefined): boolean {
  return isPaid(user) && user?.subscription_plan === "pro_monthly";
}
