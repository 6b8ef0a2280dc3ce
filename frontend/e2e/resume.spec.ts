import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { PNG_1PX, SHOTS, photoPng, captureScreen, expectAccessible, saveResumeViaApi, shot, signIn } from "./helpers";

const TEMPLATES = ["modern", "minimal", "corporate", "classic", "elegant"];
const REQUIRED = [
  "Full name is required",
  "Email is required",
  "Phone is required",
  "Location is required",
  "Target job title is required",
  "Professional summary is required",
  "Position is required",
  "Company is required",
  "Duration is required",
  "Description is required",
  "Degree is required",
  "Institution is required",
  "Year is required",
];

async function fillResume(page: Page) {
  await page.getByTestId("photo-input").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: await photoPng(page) });
  await expect(page.getByAltText("Profile photo preview")).toBeVisible();
  await page.getByLabel("Full Name").fill("Taylor Morgan");
  await page.getByLabel("Email").fill("taylor.morgan@example.com");
  await page.getByLabel("Phone").fill("+1 415 555 0134");
  await page.getByLabel("Location").fill("Austin, TX");
  await page.getByLabel("Target Job Title").fill("Customer Success Manager");
  await page.getByLabel("Experience Level").selectOption({ label: "Mid Level (3-5 years)" });
  await page.getByLabel("Professional Summary").fill("Customer success lead who turns onboarding chaos into calm, repeatable programs.");
  await page.getByLabel("Position").fill("Customer Success Specialist");
  await page.getByLabel("Company").fill("Brightline Software");
  await page.getByLabel("Duration").fill("2021 - Present");
  await page.getByLabel("Description").fill("handled onboarding for new accounts\nworked with sales on renewals");
  await page.getByLabel("Degree").fill("B.A. Communication");
  await page.getByLabel("Institution").fill("University of Texas");
  await page.getByLabel("Year").fill("2019");
  await page.getByLabel("Skill 1", { exact: true }).fill("Onboarding");
  await page.getByRole("button", { name: "Add Skill" }).click();
  await page.getByLabel("Skill 2", { exact: true }).fill("Salesforce");
  await page.getByRole("button", { name: "Add Skill" }).click();
  await page.getByLabel("Skill 3", { exact: true }).fill("   ");
}

test.describe("resumes", () => {
  test("create form: required messages, photo checks, add/remove rules, screenshots", async ({ page }) => {
    await signIn(page, "Taylor Morgan");
    await page.getByRole("link", { name: "New Resume" }).click();
    await page.waitForURL(/\/create$/);
    await expect(page.getByRole("heading", { name: "Create Your Resume" })).toBeVisible();
    await expect(page.getByText("Fill in your details and let AI enhance your content")).toBeVisible();
    await page.getByRole("button", { name: "Generate Resume with AI" }).click();
    for (const m of REQUIRED) await expect(page.getByText(m, { exact: true })).toBeVisible();
    await shot(page, "create-errors-desktop-light");
    await page.getByTestId("photo-input").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
    await expect(page.getByText("Please upload an image file").first()).toBeVisible();
    await page.getByTestId("photo-input").setInputFiles({ name: "big.png", mimeType: "image/png", buffer: Buffer.concat([PNG_1PX, Buffer.alloc(2_097_152)]) });
    await expect(page.getByText("Photo size should be less than 2MB").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Remove Experience 1" })).toHaveCount(0);
    await page.getByRole("button", { name: "Add Experience" }).click();
    await expect(page.getByRole("button", { name: "Remove Experience 2" })).toBeVisible();
    await page.getByRole("link", { name: "Cancel" }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.goto("/create");
    await captureScreen(page, "create", async (p) => {
      await expect(p.getByRole("heading", { name: "Create Your Resume" })).toBeVisible();
    });
  });

  test("create through the AI writer and land on the preview", async ({ page }) => {
    test.setTimeout(150_000);
    await signIn(page, "Taylor Morgan");
    await page.goto("/create");
    await fillResume(page);
    // Hold the request briefly so the busy state can be seen.
    await page.route("**/api/resume/generate", async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.getByRole("button", { name: "Generate Resume with AI" }).click();
    await expect(page.getByRole("button", { name: "Generating with AI..." })).toBeVisible();
    await expect(page.getByText("AI is generating your professional resume content...")).toBeVisible();
    await page.waitForURL(/\/preview\/[^_]/, { timeout: 90_000 });
    await expect(page.getByText("Resume created successfully!")).toBeVisible();
    const doc = page.getByTestId("resume-page");
    await expect(doc.getByRole("heading", { name: "Taylor Morgan" })).toBeVisible();
    await expect(doc.getByText("Salesforce", { exact: true }).first()).toBeVisible();
    await expect(doc.getByAltText("Photo of Taylor Morgan")).toBeVisible();
  });

  test("create: an AI writer failure shows the server's message; validation lists are joined", async ({ page }) => {
    await signIn(page, "Morgan Ray");
    await page.goto("/create");
    await fillResume(page);
    // The model server failing reaches the client as the API's 502 with a detail.
    await page.route("**/api/resume/generate", (route) =>
      route.fulfill({ status: 502, contentType: "application/json", body: JSON.stringify({ detail: "The AI writer is unavailable. Please try again." }) }),
    );
    await page.getByRole("button", { name: "Generate Resume with AI" }).click();
    await expect(page.getByText("The AI writer is unavailable. Please try again.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Generate Resume with AI" })).toBeEnabled();
    await page.unroute("**/api/resume/generate");
    await page.route("**/api/resume/generate", (route) =>
      route.fulfill({
        status: 422,
        contentType: "application/json",
        body: JSON.stringify({
          detail: [
            { loc: ["body", "resume_data", "phone"], msg: "Phone is required", type: "value_error" },
            { loc: ["body", "resume_data", "location"], msg: "Location is required", type: "value_error" },
          ],
        }),
      }),
    );
    await page.getByRole("button", { name: "Generate Resume with AI" }).click();
    await expect(page.getByText("Phone is required, Location is required")).toBeVisible();
    // ...and each message at its own field.
    await expect(page.locator("#f-phone-error")).toHaveText("Phone is required");
    await expect(page.locator("#f-location-error")).toHaveText("Location is required");
    await page.unroute("**/api/resume/generate");
    await page.route("**/api/resume/generate", (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "" }));
    await page.getByRole("button", { name: "Generate Resume with AI" }).click();
    await expect(page.getByText(/Request failed with status code 500|Failed to create resume\. Please try again\./)).toBeVisible();
  });

  test("preview: five templates, AI toggle, free prompts, actions sheet; edit and save", async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, "Taylor Morgan");
    const id = await saveResumeViaApi(page);
    await page.goto(`/preview/${id}`);
    const doc = page.getByTestId("resume-page");
    await expect(doc.getByRole("heading", { name: "Taylor Morgan" })).toBeVisible();
    await expect(page.getByTestId("watermark")).toBeVisible();
    await expect(doc.getByText("Led onboarding for new accounts, shortening time-to-value")).toBeVisible();

    for (const t of TEMPLATES) {
      // The choice is saved with the resume; the reload below reads the last one back.
      const saved =
        t === "modern" ? null : page.waitForResponse((r) => r.url().endsWith(`/api/resume/${id}`) && r.request().method() === "PUT");
      await page.getByTestId("template-select").selectOption({ label: t[0]!.toUpperCase() + t.slice(1) });
      await expect(doc).toHaveAttribute("data-template", t);
      await saved;
      await page.screenshot({ path: path.join(SHOTS, `preview-${t}-desktop-light.png`), fullPage: true, animations: "disabled" });
      await expectAccessible(page, `preview ${t}`);
    }

    const toggle = page.getByTestId("ai-toggle");
    await expect(toggle).toContainText("Showing AI-Enhanced Content - Click to see Original");
    await toggle.click();
    await expect(page.getByText("Showing original content", { exact: true })).toBeVisible();
    await expect(toggle).toContainText("Showing Original Content - Click to see AI-Enhanced");
    await expect(doc.getByText("handled onboarding for new accounts")).toBeVisible();
    await toggle.click();
    await expect(page.getByText("Showing AI-enhanced content", { exact: true })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(toggle).toHaveText("AI Enhanced", { useInnerText: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.reload();
    await expect(page.getByTestId("resume-page")).toHaveAttribute("data-template", "elegant");
    await page.getByTestId("template-select").selectOption({ label: "Modern" });
    await captureScreen(page, "preview", async (p) => {
      await expect(p.getByTestId("resume-page")).toBeVisible();
    });

    await page.getByRole("button", { name: "Email", exact: true }).click();
    await expect(page.getByText("Email share feature will be available in Pro version")).toBeVisible();
    await page.getByRole("button", { name: "Download PDF" }).click();
    await expect(page.getByText("Upgrade to download watermark-free PDF")).toBeVisible();
    await expect(page.getByTestId("upgrade-modal")).toBeVisible();
    await page.keyboard.press("Escape");

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload(); // clear the toasts above before the sheet's screenshot
    await expect(page.getByTestId("resume-page")).toBeVisible();
    await page.getByRole("button", { name: "Resume actions" }).click();
    const sheet = page.getByRole("dialog", { name: "Resume Actions" });
    for (const a of ["Edit Resume", "Create Cover Letter", "Email Resume", "Download PDF"]) await expect(sheet.getByText(a)).toBeVisible();
    await shot(page, "preview-actions-phone-light");
    await expectAccessible(page, "resume actions sheet");
    await page.keyboard.press("Escape");
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole("button", { name: "Edit Resume" }).click();
    await page.waitForURL(new RegExp(`/edit/${id}$`));
    await expect(page.getByRole("heading", { name: "Edit Resume" })).toBeVisible();
    await expect(page.getByText("Make changes to your resume details")).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue("Taylor Morgan");
    expect(await page.evaluate(() => sessionStorage.getItem("editingResume"))).toContain("Taylor Morgan");
    await expect(page.getByRole("button", { name: "Add Experience" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Remove (Experience|Education|skill)/ })).toHaveCount(0);
    await captureScreen(page, "edit", async (p) => {
      await expect(p.getByLabel("Full Name")).toHaveValue("Taylor Morgan");
    });
    await page.getByLabel("Target Job Title").fill("Senior Customer Success Manager");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.waitForURL(new RegExp(`/preview/${id}$`));
    await expect(page.getByText("Resume updated successfully!")).toBeVisible();
    await expect(page.getByTestId("resume-page").getByText("Senior Customer Success Manager").first()).toBeVisible();
  });

  test("edit: a stale save is explained with a way to reload", async ({ page, context }) => {
    await signIn(page, "Drew Hale");
    const id = await saveResumeViaApi(page, false);
    await page.goto(`/edit/${id}`);
    await expect(page.getByLabel("Full Name")).toHaveValue("Taylor Morgan");
    const other = await context.newPage();
    await other.goto(`/edit/${id}`);
    await other.getByLabel("Location").fill("Denver, CO");
    await other.getByRole("button", { name: "Save Changes" }).click();
    await other.waitForURL(new RegExp(`/preview/${id}$`));
    await other.close();
    await page.getByLabel("Phone").fill("+1 303 555 0000");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText(/changed elsewhere/)).toBeVisible();
    await page.getByRole("button", { name: "Reload latest" }).click();
    await expect(page.getByLabel("Location")).toHaveValue("Denver, CO");
  });

  test("cover letter: validation, generate, edit, copy, free download prompt", async ({ page, context }) => {
    test.setTimeout(150_000);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signIn(page, "Taylor Morgan");
    const id = await saveResumeViaApi(page, false);
    await page.goto(`/cover-letter/${id}`);
    await expect(page.getByRole("heading", { name: "Generate Cover Letter" })).toBeVisible();
    await expect(page.getByText("Your AI-generated cover letter will appear here")).toBeVisible();
    await expect(page.getByLabel("Job Description")).toHaveAttribute("rows", "8");
    await page.getByRole("button", { name: "Generate Cover Letter" }).click();
    await expect(page.getByText("Company name is required")).toBeVisible();
    await expect(page.getByText("Job description is required")).toBeVisible();
    await page.getByLabel("Company Name").fill("Northwind");
    await page.getByLabel("Job Description").fill("We need a customer success manager to own onboarding and renewals for mid-market accounts.");
    await page.getByRole("button", { name: "Generate Cover Letter" }).click();
    await expect(page.getByText("Cover letter generated successfully!")).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText("AI-Generated for Northwind")).toBeVisible();
    await expect(page.getByTestId("watermark")).toBeVisible();
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    const box = page.getByLabel("Edit cover letter");
    await expect(box).toHaveAttribute("rows", "20");
    await box.fill("Dear Northwind team,\n\nEdited letter.\n\nTaylor");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Changes saved!")).toBeVisible();
    await expect(page.getByTestId("letter-content")).toContainText("Edited letter.");
    await page.getByRole("button", { name: "Copy" }).click();
    await expect(page.getByText("Cover letter copied to clipboard!")).toBeVisible();
    await page.getByRole("button", { name: "Download" }).click();
    await expect(page.getByTestId("upgrade-modal")).toBeVisible();
    await page.keyboard.press("Escape");
    await captureScreen(page, "cover-letter", async (p) => {
      await expect(p.getByRole("heading", { name: "Generate Cover Letter" })).toBeVisible();
      // Earlier letters are listed and reopen.
      await p.getByRole("button", { name: /Northwind/ }).click();
      await expect(p.getByText("AI-Generated for Northwind")).toBeVisible();
    });
    await page.getByRole("link", { name: "Back to Resume" }).click();
    await page.waitForURL(new RegExp(`/preview/${id}$`));
  });

  test("paid: clean PDF download (%PDF) and the cover letter as .txt", async ({ page }) => {
    test.setTimeout(150_000);
    await signIn(page, "Pat Quinn");
    const id = await saveResumeViaApi(page);
    await page.getByRole("button", { name: "Upgrade" }).click();
    await page.getByTestId("plan-pro_monthly").getByRole("button").click();
    await page.waitForURL(/\/api\/payment\/demo\//);
    await page.getByRole("button", { name: /pay/i }).first().click();
    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible({ timeout: 20_000 });

    await page.goto(`/preview/${id}`);
    await expect(page.getByTestId("resume-page")).toBeVisible();
    await expect(page.getByTestId("watermark")).toHaveCount(0);
    const [pdf] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download PDF" }).click()]);
    await expect(page.getByText("Downloading your resume...")).toBeVisible();
    expect(fs.readFileSync(await pdf.path()).subarray(0, 4).toString()).toBe("%PDF");

    await page.goto(`/cover-letter/${id}`);
    await page.getByLabel("Company Name").fill("Northwind");
    await page.getByLabel("Job Description").fill("Own onboarding and renewals.");
    await page.getByRole("button", { name: "Generate Cover Letter" }).click();
    await expect(page.getByText("AI-Generated for Northwind")).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId("watermark")).toHaveCount(0);
    const [txt] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download" }).click()]);
    expect(txt.suggestedFilename()).toBe("cover-letter-Northwind.txt");
    await expect(page.getByText("Cover letter downloaded!")).toBeVisible();
  });

  test("Single PDF: one clean download unlocks that resume; another resume asks to upgrade", async ({ page }) => {
    test.setTimeout(150_000);
    await signIn(page, "Sol Reyes");
    const first = await saveResumeViaApi(page, false);
    const second = await saveResumeViaApi(page, false);
    await page.getByRole("button", { name: "Upgrade" }).click();
    await page.getByTestId("plan-single_pdf").getByRole("button").click();
    await page.waitForURL(/\/api\/payment\/demo\//);
    await page.getByRole("button", { name: /pay/i }).first().click();
    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText("Single PDF")).toBeVisible();

    await page.goto(`/preview/${first}`);
    await expect(page.getByTestId("watermark")).toHaveCount(0);
    const [pdf] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download PDF" }).click()]);
    expect(fs.readFileSync(await pdf.path()).subarray(0, 4).toString()).toBe("%PDF");
    // The unlocked resume downloads again without spending anything.
    const [again] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download PDF" }).click()]);
    expect(fs.readFileSync(await again.path()).subarray(0, 4).toString()).toBe("%PDF");

    await page.goto(`/preview/${second}`);
    await expect(page.getByTestId("resume-page")).toBeVisible();
    await page.getByRole("button", { name: "Download PDF" }).click();
    await expect(page.getByText("Upgrade to download watermark-free PDF")).toBeVisible();
    await expect(page.getByTestId("upgrade-modal")).toBeVisible();
  });

  test("dashboard and documents list resumes; delete with confirm", async ({ page }) => {
    await signIn(page, "Jamie Fox");
    await saveResumeViaApi(page, false);
    await page.goto("/dashboard");
    await expect(page.getByTestId("resume-card")).toHaveCount(1);
    await expect(page.getByTestId("resume-card")).toContainText("Customer Success Manager");
    await captureScreen(page, "dashboard", async (p) => {
      await expect(p.getByTestId("resume-card")).toHaveCount(1);
    });
    for (let i = 0; i < 6; i++) await saveResumeViaApi(page, false);
    await page.reload();
    await expect(page.getByTestId("resume-card")).toHaveCount(6);
    await page.getByRole("link", { name: "View All Resumes" }).click();
    await page.waitForURL(/\/documents$/);
    await expect(page.getByTestId("document-card")).toHaveCount(7);
    await captureScreen(page, "documents", async (p) => {
      await expect(p.getByTestId("document-card")).toHaveCount(7);
    });
    await page.getByRole("button", { name: /^Delete/ }).first().click();
    await expect(page.getByText("Are you sure you want to delete this resume?")).toBeVisible();
    await expectAccessible(page, "delete confirm");
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Resume deleted successfully")).toBeVisible();
    await expect(page.getByTestId("document-card")).toHaveCount(6);
  });

  test("an unknown resume id shows 'Failed to load resume' and returns to the dashboard", async ({ page }) => {
    await signIn(page, "Kim Park");
    await page.goto("/preview/does-not-exist-123");
    await expect(page.getByText("Failed to load resume")).toBeVisible();
    await page.waitForURL(/\/dashboard$/);
  });

  test("LinkedIn tips: job title required, then recommendations from the server", async ({ page }) => {
    await signIn(page, "Lee Wong");
    await page.goto("/linkedin-tips");
    await expect(page.getByRole("heading", { name: "LinkedIn Optimization" })).toBeVisible();
    await page.getByRole("button", { name: "Generate AI Tips" }).click();
    await expect(page.getByText("Please enter your job title")).toBeVisible();
    await page.getByLabel("Job Title").fill("Data Analyst");
    await page.getByRole("button", { name: "Generate AI Tips" }).click();
    await expect(page.getByTestId("li-headline-result")).toBeVisible({ timeout: 60_000 });
    await captureScreen(page, "linkedin-tips", async (p) => {
      await expect(p.getByRole("heading", { name: "LinkedIn Optimization" })).toBeVisible();
    });
  });
});
