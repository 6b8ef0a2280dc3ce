import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  COUNTRIES,
  COUNTRY_KEY,
  REGION_EVENT,
  REGION_KEY,
  ensureDefaultRegion,
  findCountry,
  normalizeRegion,
  regionForCountry,
  setCountry,
} from "./region";

beforeEach(() => window.localStorage.clear());

describe("region mapping", () => {
  it("lists 49 countries: India INR, the UAE AED, 47 USD", () => {
    expect(COUNTRIES).toHaveLength(49);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(49);
    expect(regionForCountry("IN")).toBe("INR");
    expect(regionForCountry("AE")).toBe("AED");
    expect(COUNTRIES.filter((c) => c.region === "USD")).toHaveLength(47);
  });

  it("carries the prices per region", () => {
    expect(findCountry("IN")).toMatchObject({ currencySymbol: "₹", singlePDF: 50, monthly: 1000 });
    expect(findCountry("AE")).toMatchObject({ singlePDF: 10, monthly: 200 });
    expect(findCountry("US")).toMatchObject({ currencySymbol: "$", singlePDF: 4.99, monthly: 49.99 });
  });

  it("treats unknown countries and regions as USD; defaults to the United States", () => {
    expect(regionForCountry("ZZ")).toBe("USD");
    expect(normalizeRegion("EUR")).toBe("USD");
    expect(normalizeRegion(null)).toBe("USD");
    expect(findCountry(null).code).toBe("US");
  });

  it("stores userCountry and userRegion and announces the change", () => {
    const listener = vi.fn();
    window.addEventListener(REGION_EVENT, listener);
    setCountry("IN");
    expect(window.localStorage.getItem(COUNTRY_KEY)).toBe("IN");
    expect(window.localStorage.getItem(REGION_KEY)).toBe("INR");
    expect(listener).toHaveBeenCalledTimes(1);
    window.removeEventListener(REGION_EVENT, listener);
  });

  it("sets userRegion to USD on start when none is stored", () => {
    ensureDefaultRegion();
    expect(window.localStorage.getItem(REGION_KEY)).toBe("USD");
    window.localStorage.setItem(REGION_KEY, "AED");
    ensureDefaultRegion();
    expect(window.localStorage.getItem(REGION_KEY)).toBe("AED");
  });
});
