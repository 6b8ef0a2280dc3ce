import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api/errors";
import { freeUser } from "./user-fixture";
import { INVALID_SESSION_ID, LOGIN_FAILED, exchangeSessionId, fetchMe, reportProviderLoginFailure, signInHref } from "./session";

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.history.replaceState(null, "", "/");
});

const user = freeUser;

describe("session", () => {
  it("refuses a session id shorter than 10 characters without calling the server", async () => {
    const fetchFn = vi.fn();
    vi.stubGlobal("fetch", fetchFn);
    const err = await exchangeSessionId("short").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).body).toEqual({ detail: INVALID_SESSION_ID });
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it("exchanges a ticket for the user", async () => {
    const fetchFn = vi.fn(async () => new Response(JSON.stringify(user), { status: 200, headers: { "content-type": "application/json" } }));
    vi.stubGlobal("fetch", fetchFn);
    await expect(exchangeSessionId("0123456789abcdef")).resolves.toMatchObject({ name: "Ada Lovelace" });
    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/auth/session");
    expect(JSON.parse(String(init.body))).toEqual({ session_id: "0123456789abcdef" });
  });

  it("treats a 401 from /auth/me as anonymous", async () => {
    window.history.replaceState(null, "", "/dashboard");
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ detail: "Not authenticated" }), { status: 401, headers: { "content-type": "application/json" } })));
    await expect(fetchMe()).resolves.toBeNull();
  });

  it("skips the check on / for a browser that never signed in", async () => {
    const fetchFn = vi.fn();
    vi.stubGlobal("fetch", fetchFn);
    await expect(fetchMe()).resolves.toBeNull();
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it("sends sign-in to the provider with a redirect back to the dashboard", () => {
    expect(signInHref()).toBe(`/api/auth/login?redirect=${encodeURIComponent(`${window.location.origin}/dashboard`)}`);
  });

  it("shows 'Login failed' when the provider's sign-in failed, and cleans the address", () => {
    const alert = vi.fn();
    vi.stubGlobal("alert", alert);
    window.history.replaceState(null, "", "/?login_error=1");
    expect(reportProviderLoginFailure()).toBe(true);
    expect(alert).toHaveBeenCalledWith(LOGIN_FAILED);
    expect(window.location.search).toBe("");
    expect(reportProviderLoginFailure()).toBe(false);
    expect(alert).toHaveBeenCalledTimes(1);
  });

  it("says it in the page's language when given its words", () => {
    const alert = vi.fn();
    vi.stubGlobal("alert", alert);
    window.history.replaceState(null, "", "/?login_error=1");
    expect(reportProviderLoginFailure("Échec de la connexion. Veuillez réessayer.")).toBe(true);
    expect(alert).toHaveBeenCalledWith("Échec de la connexion. Veuillez réessayer.");
  });
});
