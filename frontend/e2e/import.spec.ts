import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { captureScreen, expectAccessible, signIn } from "./helpers";

/**
 * A resume printed by another tool: the JSON Resume `stackoverflow` theme, printed by headless
 * Chromium, from the importer's corpus (crates/import/corpus/pdf on the import branch).
 */
const PDF_NAME = "stackoverflow--product-manager.pdf";
const PDF = path.resolve(process.cwd(), "e2e", "fixtures", PDF_NAME);

const dialogOf = (page: Page) => page.getByRole("dialog", { name: "Import existing resume" });
const pick = (page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }) =>
  page.getByTestId("import-resume-input").setInputFiles(file);

async function openImport(page: Page) {
  await page.getByRole("button", { name: "Import existing resume" }).click();
  await expect(dialogOf(page)).toBeVisible();
}

/** Fills every field the form marks wrong after a submit: what the file did not have. */
async function fillWhatIsMissing(page: Page) {
  const invalid = page.locator("input[aria-invalid=true], textarea[aria-invalid=true]");
  for (let round = 0; round < 3 && (await invalid.count()) > 0; round += 1) {
    // By id: a field filled is no longer invalid, which would shift a list of matches.
    const ids = await invalid.evaluateAll((fields) => fields.map((f) => f.id));
    for (const id of ids) {
      const value = id.endsWith("-url") ? "https://example.com" : id.endsWith("-year") ? "2014" : "Filled in after the import";
      await page.locator(`[id="${id}"]`).fill(value);
    }
    await page.getByRole("button", { name: "Generate Resume with AI" }).click();
  }
}

test.describe("importing an existing resume", () => {
  test("a PDF from another tool fills the create form; checked and saved, it opens in the preview", async ({ page }) => {
    test.setTimeout(150_000);
    await signIn(page, "Priya Raghunathan");

    await openImport(page);
    await expectAccessible(page, "import dialog");

    // Refused before sending: too large. Refused by the server: not a resume file type.
    await pick(page, { name: "huge.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await expect(dialogOf(page).getByRole("alert")).toHaveText("This file is too large to import (at most 5 MB).");
    await pick(page, { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("Some notes, not a resume.\n") });
    await expect(dialogOf(page).getByRole("alert")).toContainText("This file type is not supported");
    await expect(page).toHaveURL(/\/dashboard$/);

    await pick(page, PDF);
    await page.waitForURL(/\/create\?import=[0-9a-f]{32}$/);
    const draftUrl = page.url();
    await expect(page.getByTestId("import-summary")).toContainText(`Filled in from ${PDF_NAME}.`);
    await expect(page.locator("#f-name")).toHaveValue("Priya Raghunathan");
    await expect(page.locator("#f-email")).toHaveValue("priya.r@example.in");
    await expect(page.locator("#f-work_experience-0-position")).toHaveValue("Senior Product Manager");
    await expect(page.locator("#f-work_experience-0-company")).toHaveValue("Razorpay");

    // The draft survives a reload of the page.
    await page.reload();
    await expect(page.locator("#f-name")).toHaveValue("Priya Raghunathan");
    await expect(page.locator("#f-work_experience-0-company")).toHaveValue("Razorpay");
    await captureScreen(page, "create-imported", async (p) => {
      await expect(p.locator("#f-name")).toHaveValue("Priya Raghunathan");
    }, { fullPage: false });

    // Nothing was saved by the import itself.
    const list = await page.request.get("/api/resume/list");
    expect(await list.json()).toEqual([]);

    await page.getByRole("button", { name: "Generate Resume with AI" }).click();
    await fillWhatIsMissing(page);
    await page.waitForURL(/\/preview\/[^_]/, { timeout: 90_000 });
    await expect(page.getByText("Resume created successfully!")).toBeVisible();
    const doc = page.getByTestId("resume-page");
    await expect(doc.getByRole("heading", { name: "Priya Raghunathan" })).toBeVisible();
    await expect(doc.getByText("Razorpay").first()).toBeVisible();

    // Saved, the draft is gone: its address opens the form empty.
    await page.goto(draftUrl);
    await expect(page.getByText(/The imported draft is no longer here/)).toBeVisible();
    await expect(page.locator("#f-name")).toHaveValue("");
  });

  test("the documents and create pages offer it too; the dialog, light and dark, phone and desktop", async ({ page }) => {
    await signIn(page, "Sam Okafor");
    await page.goto("/documents");
    await expect(page.getByRole("button", { name: "Import JSON Resume" })).toBeVisible();
    await captureScreen(page, "import-dialog", async (p) => {
      await expect(p.getByRole("heading", { name: "My Documents" })).toBeVisible();
      await openImport(p);
    }, { fullPage: false });

    await page.goto("/create");
    await openImport(page);
    await pick(page, { name: "scan.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") });
    await expect(dialogOf(page).getByRole("alert")).toBeVisible();
    await expect(page).toHaveURL(/\/create$/);
    await page.keyboard.press("Escape");
    await expect(dialogOf(page)).toBeHidden();
  });
});
