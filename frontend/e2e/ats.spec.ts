import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { SHOTS, expectAccessible, saveResumeViaApi, setTheme, signIn } from "./helpers";

const POSTING = `Customer Success Manager

Requirements:
- 3+ years in customer success or account management
- Salesforce and Zendesk are required
- Onboarding programs for mid-market customers
- Strong communication skills

Nice to have:
- HubSpot

Benefits:
- Health insurance`;

async function check(page: Page) {
  const panel = page.getByTestId("ats-panel");
  await panel.getByLabel("Job posting").fill(POSTING);
  await panel.getByRole("button", { name: "Check match" }).click();
  await expect(panel.getByTestId("ats-score")).toBeVisible();
  return panel;
}

const scoreOf = async (page: Page) => Number(await page.getByTestId("ats-score").textContent());

test("ATS match: paste a posting, add a missing skill, tailor a copy", async ({ page }) => {
  await signIn(page);
  const id = await saveResumeViaApi(page, false);
  await page.goto(`/preview/${id}`);
  const panel = await check(page);
  await expect(panel.getByTestId("matched-keywords")).toContainText("Salesforce");
  await expect(panel.getByTestId("missing-keywords")).toContainText("Zendesk");
  await expect(panel.getByTestId("missing-keywords")).not.toContainText("Health insurance");
  const before = await scoreOf(page);

  // One click adds the skill to the resume (saved) and re-scores.
  await panel.getByRole("button", { name: "Add Zendesk to your skills" }).click();
  await expect(page.getByText("Added Zendesk to your skills")).toBeVisible();
  await expect(panel.getByTestId("matched-keywords")).toContainText("Zendesk");
  await expect.poll(() => scoreOf(page)).toBeGreaterThan(before);
  await expect(page.getByTestId("resume-page")).toContainText("Zendesk");

  // The panel in both themes at phone and desktop width.
  for (const theme of ["light", "dark"] as const) {
    for (const [vp, size] of [
      ["desktop", { width: 1280, height: 800 }],
      ["phone", { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(size);
      await setTheme(page, theme);
      await page.reload();
      const p = await check(page);
      await p.screenshot({ path: path.join(SHOTS, `ats-match-${vp}-${theme}.png`), animations: "disabled" });
      if (vp === "desktop") await expectAccessible(page, `ATS match (${theme})`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await setTheme(page, "light");
  await page.reload();

  // Tailor: a new copy, the score before and after, a link to it.
  const again = await check(page);
  await again.getByRole("button", { name: "Tailor for a job" }).click();
  const result = again.getByTestId("tailor-result");
  await expect(result).toBeVisible({ timeout: 30_000 });
  const scoreBefore = Number(await result.getByTestId("score-before").textContent());
  const scoreAfter = Number(await result.getByTestId("score-after").textContent());
  expect(scoreAfter).toBeGreaterThanOrEqual(scoreBefore);
  await result.screenshot({ path: path.join(SHOTS, "ats-tailor-desktop-light.png"), animations: "disabled" });
  await result.getByRole("link", { name: /Customer Success Manager — tailored/ }).click();
  await page.waitForURL((url) => url.pathname.startsWith("/preview/") && !url.pathname.includes(id));
  await expect(page.getByTestId("resume-page")).toContainText("Customer Success Manager — tailored");

  // The cover-letter screen has the same panel.
  await page.goto(`/cover-letter/${id}`);
  await check(page);
});
