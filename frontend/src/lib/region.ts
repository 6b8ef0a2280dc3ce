"use client";

import * as React from "react";
import { REGION_KEY, ensureDefaultRegion } from "./region-default";

export type Region = "INR" | "AED" | "USD";

export interface Country {
  code: string;
  name: string;
  flag: string;
  region: Region;
  currencySymbol: string;
  singlePDF: number;
  monthly: number;
}

const PRICES: Record<Region, { currencySymbol: string; singlePDF: number; monthly: number }> = {
  INR: { currencySymbol: "₹", singlePDF: 50, monthly: 1000 },
  AED: { currencySymbol: "AED ", singlePDF: 10, monthly: 200 },
  USD: { currencySymbol: "$", singlePDF: 4.99, monthly: 49.99 },
};

function flagOf(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

// India is INR, the UAE is AED, and 47 other countries are USD.
const RAW: Array<[string, string, Region]> = [
  ["US", "United States", "USD"],
  ["IN", "India", "INR"],
  ["AE", "United Arab Emirates", "AED"],
  ["GB", "United Kingdom", "USD"],
  ["CA", "Canada", "USD"],
  ["AU", "Australia", "USD"],
  ["NZ", "New Zealand", "USD"],
  ["IE", "Ireland", "USD"],
  ["DE", "Germany", "USD"],
  ["FR", "France", "USD"],
  ["IT", "Italy", "USD"],
  ["ES", "Spain", "USD"],
  ["PT", "Portugal", "USD"],
  ["NL", "Netherlands", "USD"],
  ["BE", "Belgium", "USD"],
  ["CH", "Switzerland", "USD"],
  ["AT", "Austria", "USD"],
  ["SE", "Sweden", "USD"],
  ["NO", "Norway", "USD"],
  ["DK", "Denmark", "USD"],
  ["FI", "Finland", "USD"],
  ["PL", "Poland", "USD"],
  ["CZ", "Czechia", "USD"],
  ["GR", "Greece", "USD"],
  ["JP", "Japan", "USD"],
  ["KR", "South Korea", "USD"],
  ["CN", "China", "USD"],
  ["HK", "Hong Kong", "USD"],
  ["TW", "Taiwan", "USD"],
  ["SG", "Singapore", "USD"],
  ["MY", "Malaysia", "USD"],
  ["ID", "Indonesia", "USD"],
  ["PH", "Philippines", "USD"],
  ["TH", "Thailand", "USD"],
  ["VN", "Vietnam", "USD"],
  ["BR", "Brazil", "USD"],
  ["MX", "Mexico", "USD"],
  ["AR", "Argentina", "USD"],
  ["CL", "Chile", "USD"],
  ["CO", "Colombia", "USD"],
  ["PE", "Peru", "USD"],
  ["ZA", "South Africa", "USD"],
  ["NG", "Nigeria", "USD"],
  ["KE", "Kenya", "USD"],
  ["EG", "Egypt", "USD"],
  ["SA", "Saudi Arabia", "USD"],
  ["QA", "Qatar", "USD"],
  ["IL", "Israel", "USD"],
  ["TR", "Turkey", "USD"],
];

export const COUNTRIES: Country[] = RAW.map(([code, name, region]) => ({
  code,
  name,
  flag: flagOf(code),
  region,
  ...PRICES[region],
}));

export const DEFAULT_COUNTRY = "US";
export const COUNTRY_KEY = "userCountry";
export { REGION_KEY, ensureDefaultRegion };
export const REGION_EVENT = "regionChanged";

/** Any region other than INR or AED is treated as USD, as the server does. */
export function normalizeRegion(value: string | null | undefined): Region {
  return value === "INR" || value === "AED" ? value : "USD";
}

export function regionForCountry(code: string | null | undefined): Region {
  return COUNTRIES.find((c) => c.code === code)?.region ?? "USD";
}

export function findCountry(code: string | null | undefined): Country {
  return COUNTRIES.find((c) => c.code === code) ?? (COUNTRIES[0] as Country);
}

const regionNames = new Map<string, Intl.DisplayNames>();

/** A country's name in the interface language: the list's own in English, else the browser's (`Intl.DisplayNames`). */
export function countryName(country: Country, locale: string): string {
  if (locale === "en") return country.name;
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: "region" });
    regionNames.set(locale, names);
  }
  return names.of(country.code) ?? country.name;
}

interface RegionSnapshot {
  country: string;
  region: Region;
}

function read(): RegionSnapshot {
  try {
    const country = window.localStorage.getItem(COUNTRY_KEY);
    const region = window.localStorage.getItem(REGION_KEY);
    const code = COUNTRIES.some((c) => c.code === country) ? (country as string) : DEFAULT_COUNTRY;
    return { country: code, region: region ? normalizeRegion(region) : regionForCountry(code) };
  } catch {
    return { country: DEFAULT_COUNTRY, region: "USD" };
  }
}

/** Stores userCountry and userRegion and announces the change. */
export function setCountry(code: string): void {
  const region = regionForCountry(code);
  try {
    window.localStorage.setItem(COUNTRY_KEY, code);
    window.localStorage.setItem(REGION_KEY, region);
  } catch {
    /* storage unavailable */
  }
  window.dispatchEvent(new CustomEvent(REGION_EVENT, { detail: { country: code, region } }));
}

let cached: RegionSnapshot | null = null;
const SERVER: RegionSnapshot = { country: DEFAULT_COUNTRY, region: "USD" };

function subscribe(onChange: () => void): () => void {
  const handler = () => {
    cached = null;
    onChange();
  };
  window.addEventListener(REGION_EVENT, handler);
  // Another tab changing the country reaches us as a storage event.
  window.addEventListener("storage", handler);
  return () => {
    window.removeEventListener(REGION_EVENT, handler);
    window.removeEventListener("storage", handler);
  };
}

function snapshot(): RegionSnapshot {
  const next = read();
  if (!cached || cached.country !== next.country || cached.region !== next.region) cached = next;
  return cached;
}

export function useRegion(): RegionSnapshot {
  return React.useSyncExternalStore(subscribe, snapshot, () => SERVER);
}
