import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { freeUser } from "@/lib/auth/user-fixture";
import { SupportForm } from "./support-form";

vi.mock("@/lib/auth/session", () => ({ useUser: () => freeUser }));
vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), loading: vi.fn(), dismiss: vi.fn() }) }));

afterEach(() => vi.unstubAllGlobals());

describe("the support form when the server refuses the request (422)", () => {
  it("shows each message at its field, not joined in a toast", async () => {
    const detail = [{ loc: ["body", "subject"], msg: "Must be at most 200 characters", type: "too_long" }];
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ detail }), { status: 422, headers: { "content-type": "application/json" } })),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SupportForm />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Subject"), "Cannot download");
    await user.type(screen.getByLabelText("Message"), "Help please");
    await user.click(screen.getByRole("button", { name: "Send Request" }));

    expect(await screen.findByText("Must be at most 200 characters")).toBeInTheDocument();
    expect(screen.getByLabelText("Subject")).toHaveAttribute("aria-invalid", "true");
    const { toast } = await import("sonner");
    expect(toast.error).not.toHaveBeenCalled();
  });
});
