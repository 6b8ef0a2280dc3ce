import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import type { User } from "@/lib/api/generated/zod.gen";
import { freeUser } from "@/lib/auth/user-fixture";
import { AppNav, showsUpgrade } from "./app-nav";
import { MobileMenu } from "./mobile-menu";

let user: User | null = freeUser;
vi.mock("next/navigation", () => ({ useRouter: () => ({ replace: vi.fn(), push: vi.fn() }) }));
vi.mock("@/lib/auth/session", async (original) => ({
  ...(await original<typeof import("@/lib/auth/session")>()),
  useAuth: () => ({ user, logout: vi.fn() }),
}));

const pro: User = { ...freeUser, subscription_status: "active", subscription_plan: "pro_monthly", subscription_end: "2026-12-23T10:00:00Z" };
const singlePdf: User = { ...freeUser, subscription_status: "active", subscription_plan: "single_pdf", pdf_credits: 1 };

describe("the nav's Upgrade", () => {
  it("is offered to everyone but a Pro subscriber", () => {
    expect(showsUpgrade(freeUser)).toBe(true);
    expect(showsUpgrade(null)).toBe(true);
    expect(showsUpgrade(singlePdf)).toBe(true);
    expect(showsUpgrade(pro)).toBe(false);
    expect(showsUpgrade({ ...pro, cancel_at_period_end: true })).toBe(false);
  });

  it("is not in a Pro user's nav bar nor side menu", () => {
    user = pro;
    const bar = render(<AppNav />);
    expect(screen.getByRole("link", { name: "My Documents" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Upgrade" })).not.toBeInTheDocument();
    bar.unmount();
    render(<MobileMenu onLogout={() => undefined} />);
    expect(screen.getByRole("link", { name: "Contact Support" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Upgrade Pro" })).not.toBeInTheDocument();
  });

  it("stays in a Single PDF buyer's nav bar and side menu", () => {
    user = singlePdf;
    const bar = render(<AppNav />);
    expect(screen.getByRole("button", { name: "Upgrade" })).toBeInTheDocument();
    bar.unmount();
    render(<MobileMenu onLogout={() => undefined} />);
    expect(screen.getByRole("button", { name: "Upgrade Pro" })).toBeInTheDocument();
  });
});
