import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { SHOTS, expectAccessible, saveResumeViaApi, setTheme, signIn } from "./helpers";

const TEMPLATES = ["modern", "minimal", "corporate", "classic", "elegant"];
/** Corporate prints these in its sidebar, which comes first in reading order. */
const SIDEBAR = ["Education", "Skills", "Certifications", "Languages"];
const SECTION_SHOTS = path.join(SHOTS, "sections");
fs.mkdirSync(SECTION_SHOTS, { recursive: true });

async function addSection(page: Page, label: string) {
  await page.getByLabel("Add a section").selectOption({ label });
  await page.getByRole("button", { name: "Add Section" }).click();
}

/** The headings of the printed sections in reading order. */
async function printedHeadings(page: Page): Promise<string[]> {
  return page.getByTestId("resume-page").locator("section[data-section] > h3").allInnerTexts();
}

const titleCase = (s: string) => s.toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase());

/** Desktop and phone, light and dark, of the current screen (reloaded, so it must be saved). */
async function shoot(page: Page, name: string, ready: () => Promise<void>) {
  for (const theme of ["light", "dark"] as const) {
    for (const [vp, size] of [
      ["desktop", { width: 1280, height: 800 }],
      ["phone", { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(size);
      await setTheme(page, theme);
      await page.reload();
      await ready();
      await page.screenshot({ path: path.join(SECTION_SHOTS, `${name}-${vp}-${theme}.png`), fullPage: true, animations: "disabled" });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await setTheme(page, "light");
}

test.describe("sections beyond the first five", () => {
  test("add Projects and a custom section, move Skills above Experience, hide Certifications; every template prints them in order", async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page, "Taylor Morgan");
    const id = await saveResumeViaApi(page, false);
    await page.goto(`/edit/${id}`);
    await expect(page.getByLabel("Full Name")).toHaveValue("Taylor Morgan");

    await page.getByLabel("Resume Title").fill("Austin CS roles");

    await addSection(page, "Projects");
    await expect(page.getByLabel("Project Name")).toBeFocused();
    await page.getByLabel("Project Name").fill("Churn early-warning dashboard");
    await page.locator("#f-projects-0-url").fill("ftp://example.com/churn");
    await page.locator("#f-projects-0-description").fill("built a dashboard that flags accounts at risk");

    await addSection(page, "Custom section");
    await expect(page.getByLabel("Section Heading")).toBeFocused();
    await page.getByLabel("Section Heading").fill("Licences");
    await page.locator("#f-custom_sections-0-entries-0-title").fill("Notary Public");
    await page.locator("#f-custom_sections-0-entries-0-subtitle").fill("State of Texas");

    // Skills above Work Experience, with the keyboard.
    await page.getByRole("button", { name: "Move Skills up" }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("announcer")).toHaveText("Skills moved up, now 2 of 7.");
    await expect(page.getByRole("button", { name: "Move Skills up" })).toBeFocused();
    await page.getByRole("button", { name: "Hide Certifications" }).click();
    await expect(page.getByRole("button", { name: "Show Certifications" })).toBeVisible();
    await expectAccessible(page, "editor with added sections");

    // A non-web address is refused with a message at the field.
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Enter a web address starting with http:// or https://")).toBeVisible();
    await page.locator("#f-projects-0-url").fill("https://example.com/churn");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.waitForURL(new RegExp(`/preview/${id}$`));
    await expect(page.getByText("Resume updated successfully!")).toBeVisible();

    const expected = ["Professional Summary", "Skills", "Work Experience", "Education", "Projects", "Licences"];
    const doc = page.getByTestId("resume-page");
    for (const t of TEMPLATES) {
      // The choice is saved with the resume; the screenshots below reload the page.
      const saved =
        t === "modern" ? null : page.waitForResponse((r) => r.url().endsWith(`/api/resume/${id}`) && r.request().method() === "PUT");
      await page.getByTestId("template-select").selectOption({ label: titleCase(t) });
      await expect(doc).toHaveAttribute("data-template", t);
      await saved;
      const headings = (await printedHeadings(page)).map(titleCase);
      const inOrder =
        t === "corporate"
          ? [...expected.filter((h) => SIDEBAR.includes(h)), ...expected.filter((h) => !SIDEBAR.includes(h))]
          : expected;
      expect(headings, t).toEqual(inOrder);
      await expect(doc.getByText("Certified Customer Success Manager")).toHaveCount(0);
      await expect(doc.getByText("Churn early-warning dashboard")).toBeVisible();
      await expect(doc.getByText("Notary Public")).toBeVisible();
      await expectAccessible(page, `preview ${t} with added sections`);
      await shoot(page, `preview-${t}`, async () => {
        await expect(page.getByTestId("resume-page")).toHaveAttribute("data-template", t);
      });
    }

    // The documents list names the resume by its title.
    await page.goto("/documents");
    await expect(page.getByTestId("document-card").getByText("Austin CS roles")).toBeVisible();

    await page.goto(`/edit/${id}`);
    await shoot(page, "editor", async () => {
      await expect(page.getByLabel("Section Heading")).toHaveValue("Licences");
    });
  });

  test("an edited work description is printed instead of its old AI text, with an offer to regenerate", async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, "Riley Chen");
    const id = await saveResumeViaApi(page, false);
    await page.goto(`/preview/${id}`);
    const doc = page.getByTestId("resume-page");
    await expect(doc.getByText("Led onboarding for new accounts, shortening time-to-value")).toBeVisible();
    await expect(page.getByTestId("stale-notice")).toHaveCount(0);

    await page.goto(`/edit/${id}`);
    await page.locator("#f-work_experience-0-description").fill("ran onboarding for forty new accounts a quarter");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.waitForURL(new RegExp(`/preview/${id}$`));

    await expect(doc.getByText("ran onboarding for forty new accounts a quarter")).toBeVisible();
    await expect(doc.getByText("Led onboarding for new accounts, shortening time-to-value")).toHaveCount(0);
    // The untouched entry keeps its AI text.
    await expect(doc.getByText("Resolved customer tickets quickly and courteously across channels")).toBeVisible();
    const notice = page.getByTestId("stale-notice");
    await expect(notice).toContainText("You edited a text after the AI enhanced it");
    await expectAccessible(page, "preview with stale AI text");
    await page.screenshot({ path: path.join(SECTION_SHOTS, "stale-notice-desktop-light.png"), animations: "disabled" });

    await notice.getByRole("button", { name: "Regenerate AI text" }).click();
    await expect(page.getByText("AI text regenerated from your edits")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("stale-notice")).toHaveCount(0);
  });
});
