import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { NewApplicationDialog } from "./new-application-dialog";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn(), loading: vi.fn(), dismiss: vi.fn() }) }));
afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("the new-application dialog", () => {
  it("shows each of the server's 422 problems under its own field, not in a toast", async () => {
    const detail = [
      { loc: ["body", "job_url"], msg: "The job link must be a web address starting with http:// or https://", type: "value_error" },
      { loc: ["body", "resume_id"], msg: "Choose one of your resumes", type: "value_error" },
    ];
    const fetch = vi.fn(async (url: string) => (url === "/api/applications" ? json({ detail }, 422) : json([])));
    vi.stubGlobal("fetch", fetch);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <NewApplicationDialog trigger={<button type="button">Open</button>} initial={{ role: "Designer", resume_id: "someone-elses" }} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    expect(screen.getByLabelText(/^Role/)).toHaveValue("Designer");
    await user.type(screen.getByLabelText(/^Company/), "Acme");
    await user.type(screen.getByLabelText("Job link"), "ftp://acme");
    await user.click(screen.getByRole("button", { name: "Save application" }));

    expect(await screen.findByText(detail[0]!.msg)).toBeInTheDocument();
    expect(screen.getByLabelText("Job link")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Job link")).toHaveAccessibleDescription(detail[0]!.msg);
    expect(screen.getByLabelText("Resume")).toHaveAccessibleDescription("Choose one of your resumes");
    const [, init] = fetch.mock.calls.find(([url]) => url === "/api/applications") as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ company: "Acme", role: "Designer", job_url: "ftp://acme", resume_id: "someone-elses", next_step_date: null });
    const { toast } = await import("sonner");
    expect(toast.error).not.toHaveBeenCalled();

    // The message goes once the field is changed.
    await user.type(screen.getByLabelText("Job link"), "x");
    expect(screen.queryByText(detail[0]!.msg)).not.toBeInTheDocument();
  });

  it("asks for the company and the role before sending anything", async () => {
    const fetch = vi.fn<(url: string) => Promise<Response>>(async () => json([]));
    vi.stubGlobal("fetch", fetch);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <NewApplicationDialog trigger={<button type="button">Open</button>} />
      </QueryClientProvider>,
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Save application" }));
    expect(await screen.findByText("Company is required")).toBeInTheDocument();
    expect(screen.getByText("Role is required")).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => url === "/api/applications")).toBe(false);
  });

  it("offers every cover letter, those written from the chosen resume first", async () => {
    const letters = [
      { id: "l-globex", resume_id: "original", company_name: "Globex", created_at: "2026-11-21T10:00:00Z" },
      { id: "l-acme", resume_id: "tailored", company_name: "Acme", created_at: "2026-11-19T10:00:00Z" },
    ];
    const fetch = vi.fn(async (url: string) => json(url === "/api/cover-letters" ? letters : []));
    vi.stubGlobal("fetch", fetch);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <NewApplicationDialog trigger={<button type="button">Open</button>} initial={{ resume_id: "tailored" }} />
      </QueryClientProvider>,
    );
    const select = screen.getByLabelText("Cover letter");
    expect(await screen.findByRole("option", { name: /^Globex/ })).toBeInTheDocument();
    const groups = Array.from(select.querySelectorAll("optgroup")).map((g) => [g.label, Array.from(g.querySelectorAll("option")).map((o) => o.value)]);
    expect(groups).toEqual([
      ["Written from this resume", ["l-acme"]],
      ["Other letters", ["l-globex"]],
    ]);
    // A letter of the original resume may go with its tailored copy.
    await userEvent.setup().selectOptions(select, "l-globex");
    expect(select).toHaveValue("l-globex");
  });
});
