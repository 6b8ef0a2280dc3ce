import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { captureScreen, expectAccessible, photoPng, signIn, uniqueEmail } from "./helpers";

type Catalog = { [key: string]: string | Catalog };
const catalog = (locale: string): Catalog =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, "..", "messages", `${locale}.json`), "utf8"));
/** One message of a catalog by its dotted key, with `{name}` arguments filled in. */
function message(locale: string, key: string, args: Record<string, string> = {}): string {
  let node: string | Catalog = catalog(locale);
  for (const part of key.split(".")) node = (node as Catalog)[part]!;
  return Object.entries(args).reduce((text, [name, value]) => text.replace(`{${name}}`, value), node as string);
}

/** `text` matched literally inside a regular expression. */
function regexText(text: string | undefined): string {
  return (text ?? "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
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

  for (const locale of ["ar", "hi"] as const) {
    test(`a whole visit in ${locale}: sign in, create, preview, edit, buy`, async ({ browser }) => {
      test.setTimeout(180_000);
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await page.goto("/");
      await page.getByTestId("hero-cta").click();
      await page.waitForURL(/\/api\/auth\/dev\/login/);
      // The server's own sign-in page speaks the language too, and says its problems in it.
      expect(await htmlLanguage(page)).toEqual([locale, locale === "ar" ? "rtl" : "ltr"]);
      await expect(page.getByRole("heading", { name: message(locale, "server.devSignIn.heading") })).toBeVisible();
      await captureScreen(page, `sign-in-${locale}`, async (p) => {
        await expect(p.getByRole("heading", { name: message(locale, "server.devSignIn.heading") })).toBeVisible();
      });
      await page.getByLabel(message(locale, "server.devSignIn.name")).fill("Layla Haddad");
      await page.getByLabel(message(locale, "server.devSignIn.email")).fill("layla.example.com");
      await page.locator("input[name=email]").evaluate((input: HTMLInputElement) => (input.type = "text"));
      await page.getByRole("button", { name: message(locale, "server.devSignIn.continue") }).click();
      await expect(page.getByRole("alert")).toHaveText(message(locale, "fieldErrors.email_invalid"));
      await expectAccessible(page, `dev sign-in in ${locale}`);
      await page.getByLabel(message(locale, "server.devSignIn.email")).fill(uniqueEmail(locale));
      await page.getByRole("button", { name: message(locale, "server.devSignIn.continue") }).click();
      await expect(page.getByRole("heading", { name: message(locale, "documents.dashboard.welcomeBack", { name: "Layla" }) })).toBeVisible({
        timeout: 20_000,
      });
      expect(await htmlLanguage(page)).toEqual([locale, locale === "ar" ? "rtl" : "ltr"]);

      // Create: the form's fields by name (their labels are in the interface language).
      await page.goto("/create");
      await expect(page.getByRole("heading", { name: message(locale, "pages.create.title") })).toBeVisible();
      await page.getByTestId("photo-input").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: await photoPng(page) });
      const fill = (name: string, value: string) => page.locator(`[name="${name}"]`).fill(value);
      await fill("name", "Layla Haddad");
      await fill("email", "layla@example.com");
      await fill("phone", "+971 50 555 0134");
      await fill("location", "Dubai, UAE");
      await fill("job_title", "Product Designer");
      await fill("summary", "Designer who turns research into interfaces people understand.");
      await fill("work_experience.0.position", "Product Designer");
      await fill("work_experience.0.company", "Noon");
      await fill("work_experience.0.duration", "2021 - Present");
      await fill("work_experience.0.description", "designed the checkout\nran usability tests");
      await fill("education.0.degree", "B.Des.");
      await fill("education.0.institution", "American University of Sharjah");
      await fill("education.0.year", "2019");
      await fill("skills.0.value", "Figma");
      await expectAccessible(page, `create in ${locale}`);
      await page.locator("form button[type=submit]").last().click();
      await page.waitForURL(/\/preview\/[^_]/, { timeout: 90_000 });
      const sheet = page.getByTestId("resume-page");
      await expect(sheet.getByRole("heading", { name: "Layla Haddad" })).toBeVisible();
      expect(await htmlLanguage(page)).toEqual([locale, locale === "ar" ? "rtl" : "ltr"]);
      await captureScreen(page, `preview-${locale}`, async (p) => {
        await expect(p.getByTestId("resume-page").getByRole("heading", { name: "Layla Haddad" })).toBeVisible();
      });

      const id = new URL(page.url()).pathname.split("/")[2]!;
      await page.goto(`/edit/${id}`);
      await expect(page.locator('[name="name"]')).toHaveValue("Layla Haddad");
      await captureScreen(page, `edit-${locale}`, async (p) => {
        await expect(p.locator('[name="name"]')).toHaveValue("Layla Haddad");
      });

      // Buy (demo checkout): the answer page in the interface language.
      await page.goto("/settings");
      await page.getByRole("button", { name: message(locale, "account.subscription.upgradeNow") }).click();
      await page.getByTestId("upgrade-modal").getByTestId("plan-single_pdf").getByRole("button").click();
      await page.waitForURL(/\/api\/payment\/demo\//);
      // The demo checkout is the server's page: in the language, the plan in its words.
      expect(await htmlLanguage(page)).toEqual([locale, locale === "ar" ? "rtl" : "ltr"]);
      await expect(page.getByRole("heading", { name: `Vitae ${message(locale, "billing.plans.single_pdf.name")}` })).toBeVisible();
      await expectAccessible(page, `demo checkout in ${locale}`);
      await captureScreen(page, `checkout-${locale}`, async (p) => {
        await expect(p.getByRole("heading", { name: `Vitae ${message(locale, "billing.plans.single_pdf.name")}` })).toBeVisible();
      });
      // "Pay {price}" in the language's words, whatever side the price is on.
      const [before, after] = message(locale, "server.demoCheckout.pay").split("{price}").map(regexText);
      await page.getByRole("button", { name: new RegExp(`^${before}.+${after}$`) }).click();
      await page.waitForURL(/\/payment-success\?session_id=/);
      await expect(page.getByRole("heading", { name: message(locale, "billing.payment.success") })).toBeVisible({ timeout: 20_000 });
      expect(await htmlLanguage(page)).toEqual([locale, locale === "ar" ? "rtl" : "ltr"]);
      await captureScreen(page, `payment-success-${locale}`, async (p) => {
        await expect(p.getByRole("heading", { name: message(locale, "billing.payment.success") })).toBeVisible({ timeout: 20_000 });
      });
      await context.close();
    });
  }
});
