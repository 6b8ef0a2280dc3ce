import { describe, expect, it } from "vitest";
import { createTranslator } from "next-intl";
import messages from "../../../messages/en.json";
import { STATUSES, byStatus, dueState, movedIn, nextStepLabel, restored, todayUtc, withStatus } from "./board";
import { application } from "./test-fixtures";

describe("the board's columns", () => {
  it("are the server's statuses in its order, each application in its own, the list's order kept", () => {
    expect(STATUSES).toEqual(["saved", "applied", "interviewing", "offer", "rejected", "withdrawn"]);
    const a = application({ status: "applied" });
    const b = application({ status: "saved" });
    const c = application({ status: "applied" });
    const columns = byStatus([a, b, c]);
    expect(columns.applied.map((x) => x.id)).toEqual([a.id, c.id]);
    expect(columns.saved.map((x) => x.id)).toEqual([b.id]);
    expect(columns.offer).toEqual([]);
  });
});

describe("a move shown before the server answers", () => {
  const at = "2026-04-01T09:00:00.000Z";

  it("changes the status, adds it to the history and puts the card first, as the server will", () => {
    const a = application({ updated_at: "2026-03-03T10:00:00Z" });
    const b = application({ updated_at: "2026-03-02T10:00:00Z" });
    const list = movedIn([a, b], b.id, "applied", at);
    expect(list.map((x) => x.id)).toEqual([b.id, a.id]);
    expect(list[0]?.status).toBe("applied");
    expect(list[0]?.updated_at).toBe(at);
    expect(list[0]?.status_history.map((h) => h.status)).toEqual(["saved", "applied"]);
    expect(list[1]).toBe(a);
  });

  it("changes nothing for the same status or an unknown card", () => {
    const a = application({ status: "offer" });
    expect(withStatus(a, "offer", at)).toBe(a);
    expect(movedIn([a], a.id, "offer", at)).toEqual([a]);
    expect(movedIn([a], "nope", "saved", at)).toEqual([a]);
  });

  it("is undone card by card: the refused one goes back in its place, another move made meanwhile stays", () => {
    const a = application({ updated_at: "2026-03-03T10:00:00Z" });
    const b = application({ updated_at: "2026-03-02T10:00:00Z" });
    const c = application({ updated_at: "2026-03-01T10:00:00Z" });
    // c moved, then a moved; the server refuses c's move.
    const afterBoth = movedIn(movedIn([a, b, c], c.id, "applied", "2026-04-01T09:00:00Z"), a.id, "offer", "2026-04-01T09:01:00Z");
    const undone = restored(afterBoth, c);
    expect(undone.map((x) => [x.id, x.status])).toEqual([
      [a.id, "offer"],
      [b.id, "saved"],
      [c.id, "saved"],
    ]);
  });
});

describe("next steps", () => {
  it("count days as the server does: the UTC day", () => {
    expect(todayUtc(new Date("2026-03-04T23:30:00-05:00"))).toBe("2026-03-05");
  });

  it("are overdue before today, due today, or later", () => {
    expect(dueState("2026-03-03", "2026-03-04")).toBe("overdue");
    expect(dueState("2026-03-04", "2026-03-04")).toBe("today");
    expect(dueState("2026-03-05", "2026-03-04")).toBe("later");
    const t = createTranslator({ locale: "en", messages, namespace: "applications.due" });
    expect(nextStepLabel("2026-03-04", "2026-03-04", t, "en")).toBe("Due today");
    expect(nextStepLabel("2026-03-03", "2026-03-04", t, "en")).toMatch(/^Overdue: .*2026/);
    expect(nextStepLabel("2026-03-09", "2026-03-04", t, "en")).toMatch(/2026/);
  });
});
