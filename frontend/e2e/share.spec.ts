import { expect, test } from "@playwright/test";
import { captureScreen, expectAccessible, saveResumeViaApi, signIn } from "./helpers";

const DESKTOP_CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

test("share a resume: a link anyone opens without signing in, contact hidden, a password, then turned off", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const id = await saveResumeViaApi(page);
  await page.goto(`/preview/${id}`);
  await page.getByRole("button", { name: "Share" }).click();
  const dialog = page.getByRole("dialog", { name: "Share resume" });
  await dialog.getByRole("button", { name: "Create link" }).click();
  const url = await dialog.getByLabel("Public link").inputValue();
  expect(url).toMatch(/\/r\/[A-Za-z0-9_-]+$/);
  // Saved at once; the box shows the stored choice when the server has it.
  await dialog.getByLabel("Hide my email, phone and street address").click();
  await expect(dialog.getByLabel("Hide my email, phone and street address")).toBeChecked();
  await expectAccessible(page, "share dialog");

  // A visitor: no session, the owner's design, no contact details. (A desktop browser's name:
  // the headless one's is a bot's, and bots are not counted.)
  const visitor = await browser.newContext({ userAgent: DESKTOP_CHROME });
  const other = await visitor.newPage();
  const path = new URL(url).pathname;
  await other.goto(path);
  // The pages come drawn in the page's HTML, as the PDF prints them (watermarked: the resume is
  // not unlocked): a browser shows them with no script at all.
  const sheet = other.getByRole("region", { name: "Resume" });
  await expect(sheet).toContainText("Taylor Morgan");
  await expect(sheet).toContainText("VITAE PREVIEW");
  await expect(sheet).not.toContainText("taylor.morgan@example.com");
  const scriptless = await browser.newContext({ javaScriptEnabled: false, userAgent: DESKTOP_CHROME });
  const plain = await scriptless.newPage();
  await plain.goto(path);
  await expect(plain.locator("#public-pages svg").first()).toBeVisible();
  await expect(plain.locator("#public-pages")).toContainText("Taylor Morgan");
  await scriptless.close();
  await expect(other.getByRole("link", { name: "Download PDF" })).toHaveAttribute("href", /\/api\/public\/.+\/pdf$/);
  await expectAccessible(other, "public resume");
  // The owner's dashboard card counts the visit (each load of the page is one).
  await page.goto("/dashboard");
  await expect(page.getByTestId("share-stats")).toContainText("Shared: 1 view, 0 downloads");
  await expect(page.getByRole("img", { name: "1 view in the last 30 days" })).toBeVisible();
  await page.goto(`/preview/${id}`);
  await page.getByRole("button", { name: "Share" }).click();

  await captureScreen(other, "share-public", async (p) => {
    await expect(p.getByRole("region", { name: "Resume" })).toContainText("Taylor Morgan");
  });

  // A password: the visitor is asked, a wrong one is refused, the right one opens it.
  await dialog.getByLabel("Password (optional)").fill("open sesame");
  await dialog.getByRole("button", { name: "Set" }).click();
  await expect(dialog.getByRole("button", { name: "Remove password" })).toBeVisible();
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(path);
  await expect(stranger.getByRole("heading", { name: "This resume is protected" })).toBeVisible();
  await expectAccessible(stranger, "public resume password");
  await stranger.getByLabel("Password").fill("wrong");
  await stranger.getByRole("button", { name: "Open resume" }).click();
  await expect(stranger.getByRole("alert").filter({ hasText: /./ })).toHaveText("That password is not right.");
  await stranger.getByLabel("Password").fill("open sesame");
  await stranger.getByRole("button", { name: "Open resume" }).click();
  await expect(stranger.getByRole("region", { name: "Resume" })).toContainText("Taylor Morgan");
  await expect(stranger.locator("#public-pages svg").first()).toBeVisible();

  // Turned off: the address is gone for everyone.
  await dialog.getByRole("button", { name: "Turn off link" }).click();
  await expect(dialog.getByRole("button", { name: "Create link" })).toBeVisible();
  const gone = await other.goto(path);
  expect(gone?.status()).toBe(404);
  await expect(other.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await visitor.close();
});
