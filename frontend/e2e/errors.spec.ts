import { expect, test } from "@playwright/test";
import { saveResumeViaApi, signIn } from "./helpers";

// Each failure shows its own message. The server is real; the failure is injected at
// the browser's network boundary so every branch of the message choice can be seen.
const json = (status: number, body: unknown) => ({ status, contentType: "application/json", body: JSON.stringify(body) });

test.describe("error messages", () => {
  test("resume list, delete and update failures", async ({ page }) => {
    await signIn(page, "Err List");
    const id = await saveResumeViaApi(page, false);

    await page.route("**/api/resume/list", (r) => r.fulfill(json(500, { detail: "boom" })));
    await page.goto("/dashboard");
    await expect(page.getByText("Failed to load resumes")).toBeVisible();
    await page.unroute("**/api/resume/list");

    await page.goto("/documents");
    await expect(page.getByTestId("document-card")).toHaveCount(1);
    await page.route(`**/api/resume/${id}`, (r) => (r.request().method() === "DELETE" ? r.fulfill(json(500, { detail: "boom" })) : r.continue()));
    await page.getByRole("button", { name: /^Delete/ }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Failed to delete resume")).toBeVisible();
    await expect(page.getByTestId("document-card")).toHaveCount(1);
    await page.unroute(`**/api/resume/${id}`);

    await page.goto(`/edit/${id}`);
    await expect(page.getByLabel("Full Name")).toHaveValue("Taylor Morgan");
    await page.route(`**/api/resume/${id}`, (r) => (r.request().method() === "PUT" ? r.fulfill(json(500, { detail: "boom" })) : r.continue()));
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Failed to update resume")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/edit/${id}$`));
  });

  test("checkout failures: the server's detail, the default, and a missing URL", async ({ page }) => {
    await signIn(page, "Err Pay");
    await page.getByRole("button", { name: "Upgrade" }).click();
    const modal = page.getByTestId("upgrade-modal");
    const single = modal.getByTestId("plan-single_pdf").getByRole("button");
    const pro = modal.getByTestId("plan-pro_monthly").getByRole("button");

    let release: () => void = () => {};
    await page.route("**/api/payment/create-checkout", async (r) => {
      await new Promise<void>((res) => (release = res));
      await r.fulfill(json(400, { detail: "Payments are paused for maintenance" }));
    });
    await pro.click();
    await expect(pro).toHaveText("Processing...");
    await expect(single).toBeDisabled();
    release();
    await expect(page.getByText("Payments are paused for maintenance")).toBeVisible();
    await expect(single).toBeEnabled();
    await expect(pro).toBeEnabled();
    await page.unroute("**/api/payment/create-checkout");

    await page.route("**/api/payment/create-checkout", (r) => r.fulfill({ status: 500, body: "" }));
    await single.click();
    await expect(page.getByText("Failed to initiate payment. Please try again.")).toBeVisible();
    await page.unroute("**/api/payment/create-checkout");

    await page.route("**/api/payment/create-checkout", (r) => r.fulfill(json(200, { session_id: "cs_x" })));
    await single.click();
    await expect(page.getByText("No checkout URL received")).toBeVisible();
  });

  test("support and cover-letter failures", async ({ page }) => {
    await signIn(page, "Err Help");
    await page.goto("/contact");
    await page.route("**/api/support/contact", (r) => r.fulfill({ status: 503, body: "" }));
    await page.getByLabel("Subject").fill("Hello");
    await page.getByLabel("Message").fill("Something broke");
    await page.getByRole("button", { name: "Send Request" }).click();
    await expect(page.getByText("Failed to send support request. Please try again.")).toBeVisible();
    await expect(page.getByLabel("Subject")).toHaveValue("Hello");

    const id = await saveResumeViaApi(page, false);
    await page.goto(`/cover-letter/${id}`);
    await page.route("**/api/cover-letter/generate", (r) => r.fulfill({ status: 502, body: "" }));
    await page.getByLabel("Company Name").fill("Northwind");
    await page.getByLabel("Job Description").fill("Own onboarding.");
    await page.getByRole("button", { name: "Generate Cover Letter" }).click();
    await expect(page.getByText("Failed to generate cover letter")).toBeVisible();
    await page.unroute("**/api/cover-letter/generate");
    await page.route("**/api/cover-letter/generate", (r) => r.fulfill(json(429, { detail: "Daily AI limit reached. Upgrade or try again tomorrow." })));
    await page.getByRole("button", { name: "Generate Cover Letter" }).click();
    await expect(page.getByText("Daily AI limit reached. Upgrade or try again tomorrow.")).toBeVisible();
  });
});
