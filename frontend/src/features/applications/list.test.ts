import { describe, expect, it } from "vitest";
import { DEFAULT_SORT, nextSort, visibleRows, type Filter } from "./list";
import { application } from "./test-fixtures";

const all: Filter = { status: "all", query: "" };
const acme = application({ company: "acme", role: "Designer", status: "applied", next_step_date: "2026-03-09", updated_at: "2026-03-01T10:00:00.5Z" });
const zeta = application({ company: "Zeta", role: "Analyst", status: "saved", location: "Berlin", updated_at: "2026-03-03T10:00:00Z" });
const beta = application({ company: "Beta", role: "Engineer", status: "offer", next_step_date: "2026-03-05", next_step_note: "Call Sam", updated_at: "2026-03-02T10:00:00.123456789Z" });
const apps = [zeta, beta, acme];
const ids = (rows: { company: string }[]) => rows.map((r) => r.company);

describe("the list's order", () => {
  it("is most recently changed first by default, whatever the times' decimals", () => {
    expect(ids(visibleRows([acme, beta, zeta], all, DEFAULT_SORT))).toEqual(["Zeta", "Beta", "acme"]);
  });

  it("sorts words A to Z ignoring case, then Z to A on a second click", () => {
    const byCompany = nextSort(DEFAULT_SORT, "company");
    expect(byCompany).toEqual({ key: "company", direction: "asc" });
    expect(ids(visibleRows(apps, all, byCompany))).toEqual(["acme", "Beta", "Zeta"]);
    expect(ids(visibleRows(apps, all, nextSort(byCompany, "company")))).toEqual(["Zeta", "Beta", "acme"]);
    expect(ids(visibleRows(apps, all, { key: "role", direction: "asc" }))).toEqual(["Zeta", "acme", "Beta"]);
  });

  it("sorts statuses in the board's order, and next steps soonest first with none last either way", () => {
    expect(ids(visibleRows(apps, all, { key: "status", direction: "asc" }))).toEqual(["Zeta", "acme", "Beta"]);
    expect(ids(visibleRows(apps, all, { key: "next_step", direction: "asc" }))).toEqual(["Beta", "acme", "Zeta"]);
    expect(ids(visibleRows(apps, all, { key: "next_step", direction: "desc" }))).toEqual(["acme", "Beta", "Zeta"]);
  });
});

describe("the list's filter", () => {
  it("keeps one status", () => {
    expect(ids(visibleRows(apps, { status: "offer", query: "" }, DEFAULT_SORT))).toEqual(["Beta"]);
  });

  it("keeps the applications holding every word, in company, role, location or note", () => {
    expect(ids(visibleRows(apps, { status: "all", query: "BERLIN" }, DEFAULT_SORT))).toEqual(["Zeta"]);
    expect(ids(visibleRows(apps, { status: "all", query: "call beta" }, DEFAULT_SORT))).toEqual(["Beta"]);
    expect(ids(visibleRows(apps, { status: "all", query: "call zeta" }, DEFAULT_SORT))).toEqual([]);
    expect(ids(visibleRows(apps, { status: "applied", query: "designer" }, DEFAULT_SORT))).toEqual(["acme"]);
  });
});
