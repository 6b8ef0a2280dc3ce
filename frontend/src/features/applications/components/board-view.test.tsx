import { describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { KeyboardCoordinateGetter } from "@dnd-kit/core";
import { application } from "../test-fixtures";
import { BoardView, COLUMN_PAGE, columnCoordinates } from "./board-view";

type Args = Parameters<KeyboardCoordinateGetter>[1];

/** Six columns 200 px wide side by side, the card 180 × 80 over `over`. */
function argsOver(over: string | null): Args {
  const statuses = ["saved", "applied", "interviewing", "offer", "rejected", "withdrawn"];
  const droppableRects = new Map(statuses.map((s, i) => [s, { left: i * 210, top: 100, width: 200, height: 600, right: i * 210 + 200, bottom: 700 }]));
  return {
    active: "a1",
    currentCoordinates: { x: 10, y: 150 },
    context: {
      over: over ? { id: over } : null,
      active: { id: "a1", data: { current: { status: "saved", name: "Acme, Dev" } } },
      droppableRects,
      collisionRect: { left: 10, top: 150, width: 180, height: 80 },
    },
  } as unknown as Args;
}

const key = (code: string) => new KeyboardEvent("keydown", { code, cancelable: true });

describe("the keyboard on a lifted card", () => {
  it("moves it toward the arrow's side of the screen in a right-to-left page", () => {
    document.dir = "rtl";
    try {
      expect(columnCoordinates(key("ArrowLeft"), argsOver("saved"))).toEqual({ x: 210 + 10, y: 148 });
      expect(columnCoordinates(key("ArrowRight"), argsOver("applied"))).toEqual({ x: 10, y: 148 });
    } finally {
      document.dir = "";
    }
  });

  it("moves it to the column beside the one it is over, centred under the heading", () => {
    expect(columnCoordinates(key("ArrowRight"), argsOver("saved"))).toEqual({ x: 210 + 10, y: 148 });
    expect(columnCoordinates(key("ArrowRight"), argsOver("interviewing"))).toEqual({ x: 3 * 210 + 10, y: 148 });
    expect(columnCoordinates(key("ArrowLeft"), argsOver("applied"))).toEqual({ x: 10, y: 148 });
  });

  it("starts from the card's own column when it is over none, and stops at the ends", () => {
    expect(columnCoordinates(key("ArrowRight"), argsOver(null))).toEqual({ x: 220, y: 148 });
    expect(columnCoordinates(key("ArrowLeft"), argsOver("saved"))).toBeUndefined();
    expect(columnCoordinates(key("ArrowRight"), argsOver("withdrawn"))).toBeUndefined();
  });

  it("keeps up and down from scrolling the page while it is lifted, and moves nothing", () => {
    const down = key("ArrowDown");
    expect(columnCoordinates(down, argsOver("saved"))).toBeUndefined();
    expect(down.defaultPrevented).toBe(true);
  });
});

describe("the board", () => {
  it("shows each application in its status's column, with its next step and ATS score", () => {
    const a = application({ company: "Acme", role: "Designer", status: "applied", ats_score: 82, next_step_date: "2000-01-01" });
    render(<BoardView applications={[a, application({ company: "Globex" })]} onMove={vi.fn()} />);
    const applied = screen.getByRole("region", { name: /^Applied/ });
    expect(within(applied).getByRole("link", { name: "Acme, Designer" })).toHaveAttribute("href", `/applications/${a.id}`);
    expect(within(applied).getByText("ATS 82")).toBeInTheDocument();
    expect(within(applied).getByText(/^Overdue/)).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: /^Saved/ })).getByText("Globex")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: /^Offer/ })).getByText("None yet")).toBeInTheDocument();
  });

  it("moves a card with its Move to menu, without dragging, and says so", async () => {
    const a = application({ company: "Acme", role: "Designer" });
    const onMove = vi.fn();
    render(<BoardView applications={[a]} onMove={onMove} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Move Acme, Designer" }));
    await user.click(await screen.findByRole("menuitemradio", { name: "Interviewing" }));
    expect(onMove).toHaveBeenCalledWith(a, "interviewing");
    expect(screen.getByText("Moved Acme, Designer to Interviewing.")).toHaveAttribute("role", "status");
  });

  it("shows a column's most recent cards first, and the rest on asking", async () => {
    const many = Array.from({ length: COLUMN_PAGE + 3 }, (_, i) => application({ company: `Firm ${i}`, status: "applied" }));
    render(<BoardView applications={many} onMove={vi.fn()} />);
    const applied = screen.getByRole("region", { name: new RegExp(`^Applied\\s*\\(${COLUMN_PAGE + 3}\\)$`) });
    expect(within(applied).getAllByRole("link")).toHaveLength(COLUMN_PAGE);
    expect(within(applied).getByRole("link", { name: "Firm 0, Engineer" })).toBeInTheDocument();
    await userEvent.setup().click(within(applied).getByRole("button", { name: /^Show 3 more/ }));
    expect(within(applied).getAllByRole("link")).toHaveLength(COLUMN_PAGE + 3);
    expect(within(applied).queryByRole("button", { name: /^Show/ })).not.toBeInTheDocument();
  });
});
