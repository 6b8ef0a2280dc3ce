import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod/mini";
import { apiRequest } from "./client";
import { ApiError } from "./errors";

function mockFetch(impl: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  const fn = vi.fn(impl);
  vi.stubGlobal("fetch", fn);
  return fn;
}

afterEach(() => vi.unstubAllGlobals());

describe("apiRequest", () => {
  it("sends cookies and JSON, and parses the answer with the schema", async () => {
    const fetchFn = mockFetch(async () =>
      new Response(JSON.stringify({ id: "abc", extra: 1 }), { status: 201, headers: { "content-type": "application/json" } }),
    );
    const res = await apiRequest("/resume/save", { method: "POST", body: { a: 1 }, schema: z.object({ id: z.string() }) });
    expect(res).toEqual({ id: "abc" });
    const [url, init] = fetchFn.mock.calls[0]!;
    expect(url).toBe("/api/resume/save");
    expect(init?.credentials).toBe("include");
    expect(init?.body).toBe(JSON.stringify({ a: 1 }));
  });

  it("sends a FormData as it is, leaving its Content-Type (with the boundary) to the browser", async () => {
    const fetchFn = mockFetch(async () => new Response(JSON.stringify({ id: "abc" }), { status: 200, headers: { "content-type": "application/json" } }));
    const form = new FormData();
    form.append("file", new File(["%PDF-1.7"], "cv.pdf", { type: "application/pdf" }));
    await apiRequest("/resume/import/file", { method: "POST", body: form, schema: z.object({ id: z.string() }) });
    const init = fetchFn.mock.calls[0]![1]!;
    expect(init.body).toBe(form);
    expect(init.headers).toEqual({ Accept: "application/json" });
  });

  it("throws ApiError with the parsed error body", async () => {
    mockFetch(async () =>
      new Response(JSON.stringify({ detail: "Resume not found" }), { status: 404, headers: { "content-type": "application/json" } }),
    );
    const err = await apiRequest("/resume/x").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(404);
    expect((err as ApiError).body).toEqual({ detail: "Resume not found" });
  });

  it("rejects an answer that does not match the schema", async () => {
    mockFetch(async () => new Response(JSON.stringify({ nope: true }), { status: 200, headers: { "content-type": "application/json" } }));
    await expect(apiRequest("/x", { schema: z.object({ id: z.string() }) })).rejects.toMatchObject({ code: "ERR_SHAPE" });
  });

  it("marks a timeout with the ECONNABORTED code", async () => {
    mockFetch(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const err = await apiRequest("/slow", { timeoutMs: 5 }).catch((e: unknown) => e);
    expect((err as ApiError).isTimeout).toBe(true);
  });
});
