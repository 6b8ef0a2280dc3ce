export const REGION_KEY = "userRegion";

/**
 * userRegion is set to USD on start when none is stored. Apart from `region.ts` so that
 * every page can run it without loading the country list into its first-load JS.
 */
export function ensureDefaultRegion(): void {
  try {
    if (!window.localStorage.getItem(REGION_KEY)) window.localStorage.setItem(REGION_KEY, "USD");
  } catch {
    /* storage unavailable */
  }
}
