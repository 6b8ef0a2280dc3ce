import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import catalog from "../src/lib/design/catalog.json" with { type: "json" };
import { SHOTS, expectAccessible, saveResumeViaApi, setTheme, signIn } from "./helpers";

const WORDS = catalog.languages[0]!.words as Record<string, string>;
const SECTION_SHOTS = path.join(SHOTS, "sections");
fs.mkdirSync(SECTION_SHOTS, { recursive: true });

async function addSection(page: Page, label: string) {
  await page.getByLabel("Add a section").selectOption({ label });
  await page.getByRole("button", { name: "Add Section" }).click();
}

/** The headings of the printed sections of one column (`main` or `sidebar`), in order. */
async function printedHeadings(page: Page, column: "main" | "sidebar"): Promise<string[]> {
  return page.getByTestId("resume-page").locator(`[data-part="${column}"] section[data-section] > h2`).allInnerTexts();
}

/**
 * The headings a template prints for `sections` (key and the user's heading), split into its
 * columns: its own words where it has them ("Profile" for the summary in some), else the user's.
 */
function expectedHeadings(template: (typeof catalog.templates)[number], sections: Array<[string, string]>) {
  const headings = template.headings as Record<string, string>;
  const side = new Set(template.sidebar?.keys ?? []);
  const word = ([key, heading]: [string, string]) => titleCase(headings[key] ? WORDS[headings[key]]! : heading);
  return {
    main: sections.filter(([key]) => !side.has(key)).map(word),
    sidebar: sections.filter(([key]) => side.has(key)).map(word),
  };
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

    const expected: Array<[string, string]> = [
      ["summary", "Professional Summary"],
      ["skills", "Skills"],
      ["work_experience", "Work Experience"],
      ["education", "Education"],
      ["projects", "Projects"],
      ["custom-0", "Licences"],
    ];
    const doc = page.getByTestId("resume-page");
    for (const template of catalog.templates) {
      const t = template.id;
      // The choice is saved with the resume; the screenshots below reload the page.
      const saved =
        t === "modern" ? null : page.waitForResponse((r) => r.url().endsWith(`/api/resume/${id}`) && r.request().method() === "PUT");
      await page.getByTestId("template-select").selectOption({ label: titleCase(t) });
      await expect(doc).toHaveAttribute("data-template", t);
      await saved;
      const want = expectedHeadings(template, expected);
      expect((await printedHeadings(page, "main")).map(titleCase), t).toEqual(want.main);
      expect((await printedHeadings(page, "sidebar")).map(titleCase), t).toEqual(want.sidebar);
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
