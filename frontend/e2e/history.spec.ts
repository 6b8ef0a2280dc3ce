import path from "node:path";
import { expect, test } from "@playwright/test";
import { SAMPLE_RESUME, SHOTS, expectAccessible, saveResumeViaApi, signIn } from "./helpers";

test("undo and redo across fields, then the history: compare a version beside now and restore it", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const id = await saveResumeViaApi(page, false);
  await page.goto(`/edit/${id}`);
  const summary = page.getByLabel("Professional Summary");
  const title = page.getByLabel("Target Job Title");
  const original = SAMPLE_RESUME.resume_data.summary;
  await expect(summary).toHaveValue(original);

  // Two fields changed; Ctrl+Z steps back through both, Shift+Ctrl+Z forward again.
  await summary.fill("Edited summary for the history test.");
  await title.fill("Head of Customer Success");
  await page.keyboard.press("Control+z");
  await expect(title).toHaveValue(SAMPLE_RESUME.resume_data.job_title);
  await page.keyboard.press("Control+z");
  await expect(summary).toHaveValue(original);
  await expect(page.getByRole("button", { name: "Undo" })).toBeDisabled();
  await page.keyboard.press("Control+Shift+z");
  await expect(summary).toHaveValue("Edited summary for the history test.");
  await page.getByRole("button", { name: "Redo" }).click();
  await expect(title).toHaveValue("Head of Customer Success");

  await page.getByRole("button", { name: "Save Changes" }).click();
  await page.waitForURL(new RegExp(`/preview/${id}$`));

  // The first content is a version; the edited one is now.
  await page.goto(`/edit/${id}`);
  await page.getByRole("button", { name: "History" }).click();
  const dialog = page.getByRole("dialog", { name: "History" });
  await dialog.getByRole("button", { name: /Version 1/ }).click();
  // Each side prints as the PDF would: version 1 its AI summary, now the user's edit of it.
  await expect(dialog.getByRole("figure", { name: "Version 1" })).toContainText(SAMPLE_RESUME.ai_enhanced_data.enhanced_summary);
  await expect(dialog.getByRole("figure", { name: "Now" })).toContainText("Edited summary for the history test.");
  await expectAccessible(page, "history dialog");
  await page.screenshot({ path: path.join(SHOTS, "history-desktop-light.png"), animations: "disabled" });

  await dialog.getByRole("button", { name: "Restore this version" }).click();
  await expect(page.getByText("Version 1 restored")).toBeVisible();
  await expect(summary).toHaveValue(original);
  await expect(title).toHaveValue(SAMPLE_RESUME.resume_data.job_title);
});

test("undo a section deletion with Ctrl+Z: the section comes back with what was typed in it", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  const id = await saveResumeViaApi(page, false);
  await page.goto(`/edit/${id}`);
  await expect(page.getByLabel("Professional Summary")).toHaveValue(SAMPLE_RESUME.resume_data.summary);

  await page.getByLabel("Add a section").selectOption({ label: "Projects" });
  await page.getByRole("button", { name: "Add Section" }).click();
  await page.getByLabel("Project Name").fill("Churn early-warning dashboard");
  await page.locator("#f-projects-0-description").fill("Flags accounts at risk a month ahead.");

  // The card's own Remove (the outline below has another).
  await page.getByRole("button", { name: "Remove Projects section" }).first().click();
  await expect(page.getByLabel("Project Name")).toHaveCount(0);

  // Focus is on the page, not in a field: the shortcut is the editor's, not a text box's.
  await page.keyboard.press("Control+z");
  await expect(page.getByLabel("Project Name")).toHaveValue("Churn early-warning dashboard");
  await expect(page.locator("#f-projects-0-description")).toHaveValue("Flags accounts at risk a month ahead.");

  await page.keyboard.press("Control+Shift+z");
  await expect(page.getByLabel("Project Name")).toHaveCount(0);
  await page.keyboard.press("Control+z");
  await expect(page.getByLabel("Project Name")).toHaveValue("Churn early-warning dashboard");
  // The deletion was one step: the next one back is the description typed before it.
  await page.keyboard.press("Control+z");
  await expect(page.locator("#f-projects-0-description")).toHaveValue("");
  await expect(page.getByLabel("Project Name")).toHaveValue("Churn early-warning dashboard");

  // What the undo brought back is what is saved.
  await page.getByRole("button", { name: "Save Changes" }).click();
  await page.waitForURL(new RegExp(`/preview/${id}$`));
  const saved = await page.request.get(`/api/resume/${id}`);
  const record = (await saved.json()) as { resume_data: { projects: Array<{ name: string }> } };
  expect(record.resume_data.projects.map((p) => p.name)).toEqual(["Churn early-warning dashboard"]);
});
