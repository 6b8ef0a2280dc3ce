import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { captureScreen, expectAccessible, signIn, uniqueEmail } from "./helpers";

type Catalog = { [key: string]: string | Catalog };
const catalog = (locale: string): Catalog =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, "..", "messages", `${locale}.json`), "utf8"));
/** One message of a catalog by its dotted key, with `{name}` arguments filled in. */
function message(locale: string, key: string, args: Record<string, string> = {}): string {
  let node: string | Catalog = catalog(locale);
  for (const part of key.split(".")) node = (node as Catalog)[part]!;
  return Object.entries(args).reduce((text, [name, value]) => text.replace(`{${name}}`, value), node as string);
}

async function htmlLanguage(page: Page) {
  return page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);
}

test.describe("interface languages", () => {
  test("a browser that asks for Arabic gets every page in Arabic, right to left, from the first byte", async ({ browser }) => {
    const context = await browser.newContext({ locale: "ar-AE" });
    const page = await context.newPage();
    const response = await page.goto("/");
    // The HTML as sent already says so: no flash of English or of the wrong direction.
    expect(await response!.text()).toMatch(/<html[^>]* lang="ar"[^>]* dir="rtl"/);
    await expect(page.getByTestId("hero-cta")).toHaveText(message("ar", "landing.hero.cta"));
    expect(await htmlLanguage(page)).toEqual(["ar", "rtl"]);
    await captureScreen(page, "landing-ar", async (p) => {
      await expect(p.getByTestId("hero-cta")).toBeVisible();
    });
    await context.close();

    // A language the interface does not speak, in the cookie and the header: English, no error.
    const unknown = await browser.newContext({ locale: "tlh" });
    await unknown.addCookies([{ name: "vitae_lang", value: "tlh", url: test.info().project.use.baseURL ?? "http://127.0.0.1" }]);
    const other = await unknown.newPage();
    const answer = await other.goto("/");
    expect(answer!.status()).toBe(200);
    await expect(other.getByTestId("hero-cta")).toHaveText("Create My Resume");
    expect(await htmlLanguage(other)).toEqual(["en", "ltr"]);
    await unknown.close();
  });

  test("the language menu switches to Hindi, and the account brings it back on another browser", async ({ page, browser }) => {
    const email = uniqueEmail("hindi");
    await signIn(page, "Priya Sharma", email);
    await page.getByTestId("language-trigger").click();
    await Promise.all([page.waitForEvent("load"), page.getByRole("menuitemradio", { name: "हिन्दी" }).click()]);
    await expect(page.getByRole("heading", { name: message("hi", "documents.dashboard.welcomeBack", { name: "Priya" }) })).toBeVisible();
    expect(await htmlLanguage(page)).toEqual(["hi", "ltr"]);
    await captureScreen(page, "dashboard-hi", async (p) => {
      await expect(p.getByRole("heading", { name: message("hi", "documents.dashboard.welcomeBack", { name: "Priya" }) })).toBeVisible();
    });

    await page.goto("/settings");
    const select = page.getByLabel(message("hi", "account.language.label"));
    await expect(select).toHaveValue("hi");
    await expectAccessible(page, "settings in Hindi");
    await captureScreen(page, "settings-hi", async (p) => {
      await expect(p.getByLabel(message("hi", "account.language.label"))).toBeVisible();
    });

    // Arabic from Settings: the page comes back right to left.
    await Promise.all([page.waitForEvent("load"), select.selectOption("ar")]);
    await expect(page.getByLabel(message("ar", "account.language.label"))).toHaveValue("ar");
    expect(await htmlLanguage(page)).toEqual(["ar", "rtl"]);
    await captureScreen(page, "settings-ar", async (p) => {
      await expect(p.getByLabel(message("ar", "account.language.label"))).toBeVisible();
    });

    // Signing in on a fresh browser (English until then) lands on the dashboard in Arabic.
    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await other.goto("/");
    expect(await htmlLanguage(other)).toEqual(["en", "ltr"]);
    await other.getByTestId("hero-cta").click();
    await other.waitForURL(/\/api\/auth\/dev\/login/);
    await other.locator("input[name=name]").fill("Priya Sharma");
    await other.locator("input[name=email]").fill(email);
    await other.locator("form").filter({ has: other.locator("input[name=email]") }).locator("button, input[type=submit]").first().click();
    await expect(other.getByRole("heading", { name: message("ar", "documents.dashboard.welcomeBack", { name: "Priya" }) })).toBeVisible({
      timeout: 20_000,
    });
    expect(await htmlLanguage(other)).toEqual(["ar", "rtl"]);
    await expectAccessible(other, "dashboard in Arabic");
    await captureScreen(other, "dashboard-ar", async (p) => {
      await expect(p.getByRole("heading", { name: message("ar", "documents.dashboard.welcomeBack", { name: "Priya" }) })).toBeVisible();
    });
    await fresh.close();
  });
});
