import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { captureScreen, expectAccessible, saveResumeViaApi, signIn } from "./helpers";

/** Chooses an export of the first resume card and returns the downloaded file. */
async function exportFirst(page: Page, item: string) {
  await page.getByRole("button", { name: /^Export / }).first().click();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("menuitem", { name: item }).click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), text: fs.readFileSync(file, "utf8") };
}

async function importFile(page: Page, name: string, text: string) {
  await page.getByTestId("import-json-resume-input").setInputFiles({ name, mimeType: "application/json", buffer: Buffer.from(text) });
}

test.describe("moving resumes in and out", () => {
  test("export a resume as JSON Resume, import it as a copy, download .txt; problems and the paywall explained", async ({ page }) => {
    await signIn(page, "Robin Lee");
    await saveResumeViaApi(page, false);
    await page.goto("/documents");
    await expect(page.getByTestId("document-card")).toHaveCount(1);

    const json = await exportFirst(page, "Export JSON Resume");
    expect(json.name).toBe("Taylor-Morgan-resume.json");
    const doc = JSON.parse(json.text) as { basics: { name: string; label: string }; work: { name: string }[] };
    expect(doc.basics).toMatchObject({ name: "Taylor Morgan", label: "Customer Success Manager" });
    expect(doc.work.map((w) => w.name)).toEqual(["Brightline Software", "Harbor Retail"]);

    await importFile(page, json.name, json.text);
    await expect(page.getByText("Resume imported successfully!")).toBeVisible();
    await expect(page.getByTestId("document-card")).toHaveCount(2);
    await expect(page.getByTestId("document-card").first()).toContainText("Taylor Morgan");

    const txt = await exportFirst(page, "Download .txt");
    expect(txt.name).toBe("Taylor-Morgan-resume.txt");
    expect(txt.text).toContain("Taylor Morgan\nCustomer Success Manager\n");
    for (const heading of ["PROFESSIONAL SUMMARY", "WORK EXPERIENCE", "EDUCATION", "SKILLS", "CERTIFICATIONS"]) {
      expect(txt.text).toContain(`\n${heading}\n`);
    }

    // A free user asking for the Word document meets the PDF's paywall.
    await page.getByRole("button", { name: /^Export / }).first().click();
    await page.getByRole("menuitem", { name: "Download .docx" }).click();
    await expect(page.getByText("Upgrade to download your resume as a Word document")).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Upgrade Your Plan" })).toBeVisible();
    await page.keyboard.press("Escape");

    // A broken document: every problem at its place in the file, and nothing is added.
    const broken = JSON.stringify({ ...doc, basics: { ...doc.basics, label: 42 }, work: [{ ...doc.work[0], startDate: "March 2021" }] });
    await importFile(page, "broken.json", broken);
    const dialog = page.getByRole("dialog", { name: "This JSON Resume could not be imported" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("broken.json has 2 problems");
    await expect(dialog.getByRole("listitem")).toHaveText([
      "basics.label: Expected text, found a number",
      "work[0].startDate: Expected a date like 2020-01 or 2020-01-15",
    ]);
    await expectAccessible(page, "import problems");
    await dialog.getByRole("button", { name: "Close" }).last().click();
    await expect(page.getByTestId("document-card")).toHaveCount(2);

    await importFile(page, "notes.json", "not json at all");
    await expect(page.getByText("This file is not JSON. Choose a JSON Resume file (.json).")).toBeVisible();

    await captureScreen(page, "documents-export-menu", async (p) => {
      await expect(p.getByTestId("document-card")).toHaveCount(2);
      await p.getByRole("button", { name: /^Export / }).first().click();
      await expect(p.getByRole("menuitem", { name: "Download .docx" })).toBeVisible();
    }, { fullPage: false });
    await captureScreen(page, "documents-import-problems", async (p) => {
      await expect(p.getByTestId("document-card")).toHaveCount(2);
      await importFile(p, "broken.json", broken);
      await expect(p.getByRole("dialog", { name: "This JSON Resume could not be imported" })).toBeVisible();
    }, { fullPage: false });
  });
});
