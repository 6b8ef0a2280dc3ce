// A fresh `vitae` server (VITAE_BIN, the built client in out/) and Chromium signed in to it
// through the dev sign-in, for the browser scripts (`live-preview-bench.mjs`,
// `scripts-screenshots.mjs`). Calls `work(page, base)` and stops both, whatever happens.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { startServer } from "../e2e/server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export async function withSignedInPage({ name, first, viewport }, work) {
  const { base, stop } = await startServer(process.env.VITAE_BIN, path.join(root, "out"), name);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  try {
    const page = await browser.newPage({ viewport });
    await page.goto(`${base}/`);
    await page.getByTestId("hero-cta").click();
    await page.locator("input[name=name]").fill(`${first} Person`);
    await page.locator("input[name=email]").fill(`${name}-${Date.now()}@example.com`);
    await Promise.all([page.waitForURL(/\/dashboard/), page.locator("form button, form input[type=submit]").first().click()]);
    // The greeting with the name: the session is known (the page shows itself while it is checked).
    await page.getByRole("heading", { name: `Welcome back, ${first}!` }).waitFor();
    return await work(page, base);
  } finally {
    await browser.close();
    stop();
  }
}
