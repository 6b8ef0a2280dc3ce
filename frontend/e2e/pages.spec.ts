import { expect, test, type Page } from "@playwright/test";
import { SAMPLE_RESUME, captureScreen, signIn } from "./helpers";

/** Jobs enough for a second page that holds only a few lines in the Modern template's own design. */
const JOBS = 5;
const job = (i: number) => ({
  position: `Customer Success Lead ${i + 1}`,
  company: `Company ${i + 1}`,
  duration: `${2010 + i} - ${2011 + i}`,
  description: [
    "Ran onboarding for forty mid-market accounts a quarter, from kickoff call to first renewal",
    "Built the health score the team still uses to spot accounts at risk a month ahead",
    "Worked with sales and product on renewals, expansions and the roadmap's customer asks",
  ].join("\n"),
});

/** A resume, never enhanced, that runs onto a second page. */
async function saveLongResume(page: Page): Promise<string> {
  const body = {
    resume_data: { ...SAMPLE_RESUME.resume_data, work_experience: Array.from({ length: JOBS }, (_, i) => job(i)) },
    ai_enhanced_data: { enhanced_summary: "", enhanced_work_experience: [], ats_keywords: [], suggested_skills: [] },
    template_style: "modern",
  };
  const res = await page.request.post("/api/resume/save", { data: body, headers: { origin: new URL(page.url()).origin } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test("the editor counts the pages as edited, fits the resume on one page, which Undo takes back, and says when it cannot fit", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const id = await saveLongResume(page);
  await page.goto(`/edit/${id}`);
  const preview = page.getByRole("complementary", { name: "Live preview" });
  await expect(preview.getByText("2 pages", { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(preview.getByText(/^Page 2 holds only \d lines?\.$/)).toBeVisible();
  await captureScreen(page, "edit-pages", async (p) => {
    // A phone shows the form or the page (side by side from 1024 px): the count sits with the page.
    const show = p.getByRole("button", { name: "Preview", exact: true });
    await expect(p.getByLabel("Full Name")).toHaveValue(SAMPLE_RESUME.resume_data.name);
    if ((p.viewportSize()?.width ?? 0) < 1024) await show.click();
    await expect(p.getByText(/^Page 2 holds only/)).toBeVisible({ timeout: 20_000 });
  });

  // What the design card shows of the design: a fit sets these (and the spacing, which it does not show).
  const sliders = ["Text size (pt)", "Line height", "Margins (mm)"].map((name) => page.getByRole("spinbutton", { name }));
  const settings = () => Promise.all(sliders.map((slider) => slider.inputValue()));
  const before = await settings();
  await preview.getByRole("button", { name: "Fit to 1 page" }).click();
  await expect(page.getByText("Fitted to 1 page. Undo brings back the design you had.")).toBeVisible();
  await expect(preview.getByText("1 page", { exact: true })).toBeVisible();
  await expect.poll(settings).not.toEqual(before);

  await page.getByRole("button", { name: "Undo" }).click();
  await expect.poll(settings).toEqual(before);
  await expect(preview.getByText("2 pages", { exact: true })).toBeVisible();

  // Two entries that start on a new page make three pages, which no design brings down to two.
  const breaks = page.getByLabel("Start on a new page");
  await breaks.nth(1).check();
  await breaks.nth(3).check();
  await expect(preview.getByText("3 pages", { exact: true })).toBeVisible();
  await preview.getByRole("button", { name: "Fit to 2 pages" }).click();
  await expect(page.getByText(/^This resume does not fit on 2 pages, even at the smallest settings: it runs \d+ lines? over\.$/)).toBeVisible();
});
