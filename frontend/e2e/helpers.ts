import path from "node:path";
import fs from "node:fs";
import { expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

/**
 * Where screenshots go: an ignored folder by default, so a test run leaves the tracked tree
 * untouched; `UPDATE_SCREENSHOTS=1` (`make screenshots`) refreshes the committed ones in
 * docs/screenshots.
 */
export const SHOTS =
  process.env.UPDATE_SCREENSHOTS === "1"
    ? path.resolve(process.cwd(), "..", "docs", "screenshots")
    : path.resolve(process.cwd(), "test-results", "screenshots");
fs.mkdirSync(SHOTS, { recursive: true });

let counter = 0;
/** A fresh, unique e-mail per sign-in so tests do not share accounts. */
export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@example.com`;
}

/** Goes through the dev sign-in from the landing page's call-to-action to the dashboard. */
export async function signIn(page: Page, name = "Jordan Rivera", email = uniqueEmail()): Promise<{ name: string; email: string }> {
  await page.goto("/");
  await page.getByTestId("hero-cta").click();
  await page.waitForURL(/\/api\/auth\/dev\/login/);
  await page.locator("input[name=name]").fill(name);
  await page.locator("input[name=email]").fill(email);
  await Promise.all([
    page.waitForURL(/\/dashboard/),
    page.locator("form").filter({ has: page.locator("input[name=email]") }).locator("button, input[type=submit]").first().click(),
  ]);
  await expect(page.getByRole("heading", { name: `Welcome back, ${name.split(" ")[0]}!` })).toBeVisible({ timeout: 20_000 });
  return { name, email };
}

export async function setTheme(page: Page, theme: "light" | "dark") {
  await page.evaluate((t) => window.localStorage.setItem("theme", t), theme);
}

/**
 * No serious or critical axe violations on the current screen. A violation must hold on three
 * analyses a moment apart: a toast that starts its exit fade while axe measures colours is not a
 * contrast failure, a real one is there every time.
 */
export async function expectAccessible(page: Page, label: string) {
  let summary: string[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    await settleAnimations(page);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    summary = bad.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
    if (summary.length === 0) return;
  }
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** Lets enter and exit animations (dialogs, toasts) finish so colours are measured at rest; endless ones (spinners) aside. */
async function settleAnimations(page: Page) {
  // Animations a step just triggered have started by the second frame after it.
  await nextFrames(page);
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: 5_000 },
  );
}

/** Waits until the browser has drawn two more frames: what a step changed is on screen. */
async function nextFrames(page: Page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/**
 * Screenshots of the current screen at desktop and phone width, light and dark, into
 * SHOTS/<name>-<viewport>-<theme>.png; runs axe in both themes at desktop width.
 * `ready` waits for the screen's content after each reload.
 */
export async function captureScreen(page: Page, name: string, ready: (page: Page) => Promise<void>, opts: { axe?: boolean; fullPage?: boolean } = {}) {
  for (const theme of ["light", "dark"] as const) {
    for (const vp of ["desktop", "phone"] as const) {
      await page.setViewportSize(VIEWPORTS[vp]);
      await setTheme(page, theme);
      await page.reload();
      await ready(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      // Faces fetched for the page's script (Devanagari) are drawn, not their fallback's boxes.
      await page.evaluate(() => document.fonts.ready);
      await nextFrames(page);
      await page.screenshot({ path: path.join(SHOTS, `${name}-${vp}-${theme}.png`), fullPage: opts.fullPage ?? true, animations: "disabled" });
      if (opts.axe !== false && vp === "desktop") await expectAccessible(page, `${name} (${theme})`);
    }
  }
  await page.setViewportSize(VIEWPORTS.desktop);
  await setTheme(page, "light");
  await page.reload();
  await ready(page);
}

/** A tiny valid PNG for the photo upload. */
export const PNG_1PX = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAAP0lEQVR42u3PMQ0AAAjDMOZf9DDBQ9JKaKbT5TM8BAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEvroBVR+Hv6Xr8dIAAAAASUVORK5CYII=",
  "base64",
);

export async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), animations: "disabled" });
}

export const SAMPLE_RESUME = {
  resume_data: {
    name: "Taylor Morgan",
    email: "taylor.morgan@example.com",
    phone: "+1 415 555 0134",
    location: "Austin, TX",
    summary: "Customer success lead who turns onboarding chaos into calm, repeatable programs.",
    job_title: "Customer Success Manager",
    experience_level: "mid",
    work_experience: [
      {
        position: "Customer Success Specialist",
        company: "Brightline Software",
        duration: "2021 - Present",
        description: "handled onboarding for new accounts\nworked with sales on renewals",
      },
      { position: "Support Associate", company: "Harbor Retail", duration: "2019 - 2021", description: "answered customer tickets" },
    ],
    education: [{ degree: "B.A. Communication", institution: "University of Texas", year: "2019" }],
    skills: ["Onboarding", "Salesforce", "Customer retention"],
    certifications: ["Certified Customer Success Manager"],
    profile_photo: null as string | null,
  },
  ai_enhanced_data: {
    enhanced_summary:
      "Customer success manager with five years of experience building onboarding programs that keep mid-market customers renewing.",
    enhanced_work_experience: [
      {
        position: "Customer Success Specialist",
        company: "Brightline Software",
        duration: "2021 - Present",
        description: "handled onboarding for new accounts\nworked with sales on renewals",
        enhanced_description: "Led onboarding for new accounts, shortening time-to-value\nPartnered with sales to secure renewals",
      },
      {
        position: "Support Associate",
        company: "Harbor Retail",
        duration: "2019 - 2021",
        description: "answered customer tickets",
        enhanced_description: "Resolved customer tickets quickly and courteously across channels",
      },
    ],
    ats_keywords: ["customer success", "onboarding"],
    suggested_skills: [],
  },
  template_style: "modern",
};

/** A real PNG drawn by the browser (a soft portrait placeholder) as a data URL. */
export async function photoDataUrl(page: Page): Promise<string> {
  return page.evaluate(() => {
    const c = document.createElement("canvas");
    c.width = 160;
    c.height = 160;
    const g = c.getContext("2d")!;
    const grad = g.createLinearGradient(0, 0, 160, 160);
    grad.addColorStop(0, "#c7d2fe");
    grad.addColorStop(1, "#6366f1");
    g.fillStyle = grad;
    g.fillRect(0, 0, 160, 160);
    g.fillStyle = "rgba(255,255,255,0.9)";
    g.beginPath();
    g.arc(80, 62, 30, 0, Math.PI * 2);
    g.fill();
    g.beginPath();
    g.ellipse(80, 150, 52, 44, 0, 0, Math.PI * 2);
    g.fill();
    return c.toDataURL("image/png");
  });
}

/** The same portrait as PNG bytes, for the file picker. */
export async function photoPng(page: Page): Promise<Buffer> {
  const url = await photoDataUrl(page);
  return Buffer.from(url.split(",")[1]!, "base64");
}

/** Saves a resume through the API with the page's session cookie; returns its id. */
export async function saveResumeViaApi(page: Page, withPhoto = true): Promise<string> {
  const body = structuredClone(SAMPLE_RESUME);
  if (withPhoto) body.resume_data.profile_photo = await photoDataUrl(page);
  const res = await page.request.post("/api/resume/save", { data: body, headers: { origin: new URL(page.url()).origin } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}
