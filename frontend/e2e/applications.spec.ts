import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { captureScreen, expectAccessible, saveResumeViaApi, signIn } from "./helpers";

const POSTING = `Customer Success Manager

Requirements:
- 3+ years in customer success or account management
- Salesforce and Zendesk are required
- Onboarding programs for mid-market customers`;

/** Today as the server counts next steps: the UTC day. */
const today = () => new Date().toISOString().slice(0, 10);
const daysFromToday = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** A few applications in every column, so the board, the list and the chart have something to show. */
function seedCsv(): string {
  const rows = [
    ["Globex", "Support Lead", "applied", "Berlin", daysFromToday(-2), "Send references", daysFromToday(-10)],
    ["Initech", "Account Manager", "interviewing", "Remote", daysFromToday(3), "Panel interview", daysFromToday(-20)],
    ["Umbrella", "Onboarding Specialist", "offer", "Austin, TX", daysFromToday(1), "Answer the offer", daysFromToday(-30)],
    ["Hooli", "Customer Success Manager", "saved", "", "", "", ""],
    ["Pied Piper", "Customer Success Lead", "saved", "Remote", daysFromToday(6), "Ask Sam for a referral", ""],
    ["Vandelay", "Client Partner", "rejected", "Chicago", "", "", daysFromToday(-40)],
    ["Stark Industries", "Renewals Manager", "applied", "New York", "", "", daysFromToday(-5)],
    ["Wayne Enterprises", "Success Engineer", "withdrawn", "", "", "", daysFromToday(-50)],
  ];
  const header = "company,role,status,location,next_step_date,next_step_note,applied_on";
  const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
  return [header, ...rows.map((r) => r.map(cell).join(","))].join("\n") + "\n";
}

async function seed(page: Page) {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post("/api/applications/import", {
    headers: { origin },
    multipart: { file: { name: "seed.csv", mimeType: "text/csv", buffer: Buffer.from(seedCsv()) } },
  });
  expect(res.status(), await res.text()).toBe(201);
}

const column = (page: Page, status: string) => page.getByTestId(`column-${status}`);
const card = (page: Page, status: string, company: string) => column(page, status).getByRole("link", { name: new RegExp(`^${company}`) });
/** dnd-kit's live region: what a screen reader hears while a card is moved. */
const announced = (page: Page, words: string) => page.getByRole("status").filter({ hasText: words });
/** dnd-kit listens for the arrows from the task after a card is lifted (a setTimeout of its own). */
const nextTask = (page: Page) => page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));

test("applications: tailor a copy, track it, move it by keyboard, a next step due today on the dashboard", async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, "Jordan Rivera");
  const resumeId = await saveResumeViaApi(page, false);
  await seed(page);

  // A tailored copy, then "Track this application" with what the copy knows filled in.
  await page.goto(`/preview/${resumeId}`);
  const panel = page.getByTestId("ats-panel");
  await panel.getByLabel("Job posting").fill(POSTING);
  await panel.getByRole("button", { name: "Tailor for a job" }).click();
  const result = panel.getByTestId("tailor-result");
  await expect(result).toBeVisible({ timeout: 60_000 });
  await result.getByRole("button", { name: "Track this application" }).click();
  const dialog = page.getByRole("dialog", { name: "Track this application" });
  await expect(dialog.getByRole("textbox", { name: "Role", exact: true })).toHaveValue("Customer Success Manager");
  await expect(dialog.getByLabel("Job description")).toHaveValue(POSTING);
  await expect(dialog.getByLabel("Resume", { exact: true }).locator("option:checked")).toContainText("Customer Success Manager — tailored");
  await expect(dialog.getByLabel("Status", { exact: true })).toHaveValue("saved");
  // The company is the one thing a tailored copy does not know; the server's 422 shows at its field.
  await dialog.getByLabel("Job link").fill("ftp://northwind.example");
  await dialog.getByRole("button", { name: "Save application" }).click();
  await expect(dialog.getByText("Company is required")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Company", exact: true }).fill("Northwind");
  await dialog.getByRole("button", { name: "Save application" }).click();
  await expect(dialog.getByText("The job link must be a web address starting with http:// or https://")).toBeVisible();
  await expect(dialog.getByLabel("Job link")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page, "track this application, with a problem");
  await dialog.getByLabel("Job link").fill("https://northwind.example/jobs/42");
  await dialog.getByRole("button", { name: "Save application" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Application added")).toBeVisible();
  await expect(result.getByRole("link", { name: "Open the application" })).toBeVisible();

  // The board: the new card in Saved, moved by the keyboard to Applied, then to Interviewing.
  await page.goto("/applications");
  await expect(card(page, "saved", "Northwind")).toBeVisible();
  await expect(column(page, "offer")).toContainText("Umbrella");
  await expectAccessible(page, "applications board");
  for (const [from, to, label] of [
    ["saved", "applied", "Applied"],
    ["applied", "interviewing", "Interviewing"],
  ] as const) {
    await card(page, from, "Northwind").focus();
    await page.keyboard.press("Space");
    await expect(announced(page, "Picked up Northwind, Customer Success Manager")).toBeAttached();
    await nextTask(page);
    await page.keyboard.press("ArrowRight");
    await expect(announced(page, `is over ${label}`)).toBeAttached();
    const saved = page.waitForResponse((r) => r.request().method() === "PATCH" && r.url().includes("/api/applications/"));
    await page.keyboard.press("Space");
    await expect(announced(page, `Moved Northwind, Customer Success Manager to ${label}.`)).toBeAttached();
    expect((await saved).status()).toBe(200);
    // The card is in its new column, and keeps the focus there.
    await expect(card(page, to, "Northwind")).toBeFocused();
  }
  // Escape puts a lifted card back.
  await page.keyboard.press("Space");
  await expect(announced(page, "Picked up Northwind, Customer Success Manager, in Interviewing.")).toBeAttached();
  await nextTask(page);
  await page.keyboard.press("ArrowRight");
  await expect(announced(page, "is over Offer")).toBeAttached();
  await page.keyboard.press("Escape");
  await expect(announced(page, "Move cancelled. Northwind, Customer Success Manager stays in Interviewing.")).toBeAttached();
  await page.reload();
  await expect(card(page, "interviewing", "Northwind")).toBeVisible();

  // The "Move to" menu moves a card without dragging.
  await column(page, "saved").getByRole("button", { name: "Move Hooli, Customer Success Manager" }).click();
  await page.getByRole("menuitemradio", { name: "Applied" }).click();
  await expect(card(page, "applied", "Hooli")).toBeFocused();

  // A failed move goes back, with an error toast.
  await page.route("**/api/applications/*", (route) => (route.request().method() === "PATCH" ? route.fulfill({ status: 503, json: { detail: "The service is briefly unavailable. Please try again in a moment." } }) : route.fallback()));
  await column(page, "applied").getByRole("button", { name: "Move Hooli, Customer Success Manager" }).click();
  await page.getByRole("menuitemradio", { name: "Offer" }).click();
  await expect(page.getByText("Could not move Hooli to Offer: it is back in Applied.")).toBeVisible();
  await expect(card(page, "applied", "Hooli")).toBeVisible();
  await page.unroute("**/api/applications/*");

  // Export and import.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^vitae-applications-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await download.path(), "utf8");
  expect(csv.split("\n")[0]).toContain("company,role,status");
  expect(csv).toContain("Northwind");
  await page.getByTestId("import-csv-input").setInputFiles({
    name: "broken.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("company,role,status,next_step_date\nAcme,Dev,ghosted,\nAcme,Dev,saved,2026-13-01\n"),
  });
  const problems = page.getByRole("dialog", { name: "This file could not be imported" });
  await expect(problems.getByRole("listitem").first()).toContainText("Row 2, column status");
  await expect(problems.getByRole("listitem").nth(1)).toContainText("Row 3, column next_step_date");
  await expect(problems).toContainText("Nothing was imported");
  await expectAccessible(page, "CSV problems");
  await problems.getByRole("button", { name: "Close" }).last().click();
  await expect(column(page, "saved")).not.toContainText("Acme");

  // The list: sorted and filtered.
  await page.getByRole("button", { name: "List", exact: true }).click();
  const table = page.getByTestId("applications-table");
  await expect(table.getByRole("row")).toHaveCount(10);
  await table.getByRole("button", { name: "Company" }).click();
  await expect(table.getByRole("row").nth(1)).toContainText("Globex");
  await table.getByRole("button", { name: "Company" }).click();
  await expect(table.getByRole("row").nth(1)).toContainText("Wayne Enterprises");
  await page.getByLabel("Status", { exact: true }).selectOption("interviewing");
  await expect(table.getByRole("row")).toHaveCount(3);
  await page.getByLabel("Search").fill("north");
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(page.getByText("1 of 9 applications")).toBeVisible();
  await expectAccessible(page, "applications list");

  // The application's page: its history, and a next step due today.
  await table.getByRole("link", { name: "Northwind" }).click();
  await page.waitForURL(/\/applications\/[^_/]+$/);
  await expect(page.getByRole("heading", { name: "Northwind", level: 1 })).toBeVisible();
  await expect(page.getByTestId("status-timeline").getByRole("listitem")).toHaveText([/^Saved/, /^Applied/, /^Interviewing/]);
  await expect(page.getByTestId("application-ats")).toBeVisible();
  await expect(page.getByRole("link", { name: "Open resume" })).toHaveAttribute("href", /^\/preview\//);
  await page.getByLabel("Date", { exact: true }).fill(today());
  await page.getByLabel("What to do").fill("Send the portfolio to Dana");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Changes saved")).toBeVisible();
  await expectAccessible(page, "application page");
  // The saved next step as a calendar file: one all-day event on that day.
  const [event] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Add to calendar" }).click()]);
  expect(event.suggestedFilename()).toBe("Northwind-next-step.ics");
  const ics = fs.readFileSync(await event.path(), "utf8");
  expect(ics).toContain(`DTSTART;VALUE=DATE:${today().replaceAll("-", "")}\r\n`);
  expect(ics).toContain("SUMMARY:Northwind (Customer Success Manager): Send the portfolio to Dana\r\n");

  // The dashboard: due today, and the funnel as the server counts it.
  await page.goto("/dashboard");
  const due = page.getByTestId("due-panel");
  await expect(due.getByRole("link", { name: /Northwind · Customer Success Manager/ })).toContainText("Due today");
  await expect(due.getByRole("link", { name: /Globex/ })).toContainText("Overdue");
  await expect(due).not.toContainText("Initech");
  const funnel = (await (await page.request.get("/api/applications/funnel")).json()) as { applied: number; interviewing: number; offer: number };
  expect(funnel.interviewing).toBeGreaterThanOrEqual(2);
  const chart = page.getByTestId("funnel-chart");
  for (const stage of ["applied", "interviewing", "offer"] as const) {
    await expect(chart.locator(`[data-stage="${stage}"]`)).toHaveAttribute("data-count", String(funnel[stage]));
  }
  await expect(chart.getByRole("img")).toHaveAccessibleName(`Applied ${funnel.applied}, Interviewing ${funnel.interviewing}, Offer ${funnel.offer}, in the last 90 days.`);
  await expectAccessible(page, "dashboard with applications");
  await due.getByRole("link", { name: /Northwind/ }).click();
  await page.waitForURL(/\/applications\/[^_/]+$/);
  await expect(page.getByLabel("What to do")).toHaveValue("Send the portfolio to Dana");
  const applicationUrl = page.url();

  // Screenshots: the board, the list, the application's page and the dashboard, phone and desktop, light and dark.
  await page.goto("/applications");
  await captureScreen(page, "applications-board", async (p) => {
    await expect(card(p, "interviewing", "Northwind")).toBeVisible();
  });
  await page.goto("/applications?view=list");
  await captureScreen(page, "applications-list", async (p) => {
    await expect(p.getByTestId("applications-table").getByRole("row")).toHaveCount(10);
  });
  await page.goto(applicationUrl);
  await captureScreen(page, "application-page", async (p) => {
    await expect(p.getByTestId("status-timeline")).toBeVisible();
  });
  await page.goto("/dashboard");
  await captureScreen(page, "dashboard-applications", async (p) => {
    // The chart loads once its card comes into view (below the first screen on a phone).
    await p.getByTestId("funnel-panel").scrollIntoViewIfNeeded();
    await expect(p.getByTestId("funnel-chart")).toBeVisible();
    await expect(p.getByTestId("due-panel")).toContainText("Northwind");
  });
});

test("settings: the daily email of next steps is off until turned on, and stays as set", async ({ page }) => {
  await signIn(page, "Jordan Rivera");
  await page.goto("/settings");
  const box = page.getByLabel("Email me my next steps each day");
  await expect(box).not.toBeChecked();
  await box.check();
  await expect(page.getByText("Daily email turned on")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Email me my next steps each day")).toBeChecked();
  expect(((await (await page.request.get("/api/account/settings")).json()) as { digest_opt_in: boolean }).digest_opt_in).toBe(true);
  await expectAccessible(page, "settings with the daily email");
});

test("a cover letter: Track this application fills in its company, posting, resume and letter", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, "Jordan Rivera");
  const resumeId = await saveResumeViaApi(page, false);
  await page.goto(`/cover-letter/${resumeId}`);
  await page.getByLabel("Company Name").fill("Contoso");
  await page.getByLabel("Job Description").fill(POSTING);
  await page.getByRole("button", { name: "Generate Cover Letter" }).click();
  await expect(page.getByText("Cover letter generated successfully!")).toBeVisible({ timeout: 60_000 });
  await page.getByRole("button", { name: "Track this application" }).click();
  const dialog = page.getByRole("dialog", { name: "Track this application" });
  await expect(dialog.getByRole("textbox", { name: "Company", exact: true })).toHaveValue("Contoso");
  await expect(dialog.getByRole("textbox", { name: "Role", exact: true })).toHaveValue("Customer Success Manager");
  await expect(dialog.getByLabel("Job description")).toHaveValue(POSTING);
  await expect(dialog.getByLabel("Resume", { exact: true })).toHaveValue(resumeId);
  await expect(dialog.getByLabel("Cover letter").locator("option:checked")).toContainText("Contoso");
  await dialog.getByRole("button", { name: "Save application" }).click();
  await page.getByRole("link", { name: "Open the application" }).click();
  await page.waitForURL(/\/applications\/[^_/]+$/);
  await expect(page.getByRole("heading", { name: "Contoso", level: 1 })).toBeVisible();
  // "Open letter" shows that letter on the cover-letter page.
  await page.getByRole("link", { name: "Open letter" }).click();
  await page.waitForURL(/\/cover-letter\/.+\?letter=/);
  await expect(page.getByTestId("letter-content")).toContainText("Contoso");
});
