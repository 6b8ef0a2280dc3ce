import * as React from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, renderHook, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { Application } from "@/lib/api/generated/zod.gen";
import { applicationKeys } from "@/lib/api/keys";
import { application } from "../test-fixtures";
import { useMoveApplication, useUpdateApplication } from "./applications";

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function setup(list: Application[]) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  queryClient.setQueryData(applicationKeys.lists(), list);
  const wrapper = ({ children }: { children: React.ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useMoveApplication(), { wrapper });
  const statuses = () => queryClient.getQueryData<Application[]>(applicationKeys.lists())?.map((a) => [a.id, a.status]);
  return { queryClient, result, statuses };
}

describe("moving a card", () => {
  it("shows it in the new column before the server answers, PATCHes only the status, then keeps the server's answer", async () => {
    const a = application({ updated_at: "2026-03-02T10:00:00Z" });
    const b = application({ updated_at: "2026-03-01T10:00:00Z" });
    let answer: (r: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal("fetch", fetch);
    const { result, statuses, queryClient } = setup([a, b]);

    act(() => result.current.mutate({ id: b.id, status: "applied" }));
    await waitFor(() => expect(statuses()).toEqual([[b.id, "applied"], [a.id, "saved"]]));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/applications/${b.id}`);
    expect(init.method).toBe("PATCH");
    expect(JSON.parse(String(init.body))).toEqual({ status: "applied" });

    const saved = { ...b, status: "applied", ats_score: 70, updated_at: "2026-04-01T00:00:00Z", status_history: [...b.status_history, { status: "applied", at: "2026-04-01T00:00:00Z" }] };
    act(() => answer(json(saved)));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData<Application[]>(applicationKeys.lists())?.[0]).toEqual(saved);
    expect(queryClient.getQueryData(applicationKeys.detail(b.id))).toEqual(saved);
  });

  it("puts the card back where it was when the server refuses, and says so", async () => {
    const a = application({ updated_at: "2026-03-02T10:00:00Z" });
    const b = application({ updated_at: "2026-03-01T10:00:00Z" });
    vi.stubGlobal("fetch", vi.fn(async () => json({ detail: "Application not found" }, 404)));
    const { result, statuses } = setup([a, b]);
    const onError = vi.fn();

    act(() => result.current.mutate({ id: b.id, status: "offer" }, { onError }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(statuses()).toEqual([[a.id, "saved"], [b.id, "saved"]]);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it("puts back only the refused card when another was moved meanwhile", async () => {
    const a = application({ updated_at: "2026-03-02T10:00:00Z" });
    const b = application({ updated_at: "2026-03-01T10:00:00Z" });
    const answers: Array<(r: Response) => void> = [];
    vi.stubGlobal("fetch", vi.fn(() => new Promise<Response>((resolve) => answers.push(resolve))));
    const { result, statuses } = setup([a, b]);

    act(() => result.current.mutate({ id: b.id, status: "applied" }));
    await waitFor(() => expect(answers).toHaveLength(1));
    act(() => result.current.mutate({ id: a.id, status: "interviewing" }));
    await waitFor(() => expect(answers).toHaveLength(2));
    act(() => answers[0]?.(json({ detail: "Network trouble" }, 503)));
    await waitFor(() => expect(statuses()).toEqual([[a.id, "interviewing"], [b.id, "saved"]]));
  });
});

describe("saving an application's page", () => {
  it("reads the application again when the server says it changed elsewhere, so the next save starts from there", async () => {
    const a = application({ updated_at: "2026-03-02T10:00:00Z" });
    const refused = { detail: "This application was changed elsewhere after you opened it.", code: "application_changed_elsewhere" };
    vi.stubGlobal("fetch", vi.fn(async () => json(refused, 409)));
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    queryClient.setQueryData(applicationKeys.detail(a.id), a);
    const wrapper = ({ children }: { children: React.ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useUpdateApplication(), { wrapper });

    act(() => result.current.mutate({ id: a.id, fields: { location: "Porto", updated_at: a.updated_at } }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(queryClient.getQueryState(applicationKeys.detail(a.id))?.isInvalidated).toBe(true);
  });
});
