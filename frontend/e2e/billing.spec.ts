import { expect, test } from "@playwright/test";
import { captureScreen, expectAccessible, shot, signIn } from "./helpers";

test.describe("billing", () => {
  test("country choice changes the upgrade modal's prices, also from another tab", async ({ page, context }) => {
    await signIn(page, "Maya Patel");
    await page.getByRole("button", { name: "Upgrade" }).click();
    const modal = page.getByTestId("upgrade-modal");
    await expect(modal.getByRole("heading", { name: "Upgrade Your Plan" })).toBeVisible();
    await expect(modal.getByTestId("price-single_pdf")).toHaveText("$4.99");
    await expect(modal.getByTestId("price-pro_monthly")).toHaveText("$49.99");
    await expect(modal.getByTestId("plan-pro_monthly").getByText("Most Popular")).toBeVisible();
    await expect(modal.getByText("Instant activation")).toBeVisible();
    await expect(modal.getByText("Cancel anytime")).toBeVisible();
    await shot(page, "upgrade-modal-desktop-light");
    await expectAccessible(page, "upgrade modal");
    await page.keyboard.press("Escape");

    await page.getByTestId("country-trigger").click();
    await expect(page.getByText("Select Your Country")).toBeVisible();
    await shot(page, "country-dropdown-desktop-light");
    await page.getByRole("menuitemradio", { name: /India/ }).click();
    await expect(page.getByText("Select Your Country")).toBeHidden();
    expect(await page.evaluate(() => [localStorage.getItem("userCountry"), localStorage.getItem("userRegion")])).toEqual(["IN", "INR"]);
    await page.getByRole("button", { name: "Upgrade" }).click();
    await expect(modal.getByTestId("price-single_pdf")).toHaveText("₹50");
    await expect(modal.getByTestId("price-pro_monthly")).toHaveText("₹1000");

    // Another tab picks the UAE: this tab's open modal follows.
    const other = await context.newPage();
    await other.goto("/dashboard");
    await other.getByTestId("country-trigger").click();
    await other.getByRole("menuitemradio", { name: /United Arab Emirates/ }).click();
    await other.close();
    await expect(modal.getByTestId("price-single_pdf")).toHaveText(/AED\s?10/);
    await expect(modal.getByTestId("price-pro_monthly")).toHaveText(/AED\s?200/);

    // The country dropdown closes on an outside click.
    await page.keyboard.press("Escape");
    await page.getByTestId("country-trigger").click();
    await expect(page.getByText("Select Your Country")).toBeVisible();
    await page.mouse.click(20, 400);
    await expect(page.getByText("Select Your Country")).toBeHidden();
  });

  test("checkout through the demo page to payment-success and the paid state in settings", async ({ page }) => {
    await signIn(page, "Chris Novak");
    await page.goto("/settings");
    await expect(page.getByTestId("plan-label")).toHaveText("Free Plan");
    await page.getByRole("button", { name: "Upgrade Now" }).click();
    const modal = page.getByTestId("upgrade-modal");
    const pro = modal.getByTestId("plan-pro_monthly").getByRole("button");
    await pro.click();
    await page.waitForURL(/\/api\/payment\/demo\//);
    await shot(page, "demo-checkout-desktop-light");
    await page.getByRole("button", { name: /pay/i }).first().click();
    await page.waitForURL(/\/payment-success\?session_id=/);
    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText("Pro Monthly")).toBeVisible();
    await expect(page.getByTestId("amount")).toHaveText("49.99 USD");
    await captureScreen(page, "payment-success", async (p) => {
      await expect(p.getByRole("heading", { name: "Payment Successful!" })).toBeVisible({ timeout: 20_000 });
    });
    await page.getByRole("link", { name: "Go to Dashboard" }).click();
    await page.goto("/settings");
    await expect(page.getByTestId("plan-label")).toHaveText("Pro Monthly");
    await expect(page.getByText(/Renews on/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Upgrade Now" })).toHaveCount(0);
    await captureScreen(page, "settings-pro", async (p) => {
      await expect(p.getByTestId("plan-label")).toHaveText("Pro Monthly");
    });

    // "Cancel anytime": the demo portal cancels at the period end and Settings says when.
    await page.getByRole("button", { name: "Manage subscription" }).click();
    await page.waitForURL(/\/api\/payment\/demo-portal/);
    await page.getByRole("button", { name: "Cancel subscription" }).click();
    await page.waitForURL(/\/settings/);
    await expect(page.getByTestId("renewal")).toHaveText(/^Cancels on /);
    await expect(page.getByTestId("plan-label")).toHaveText("Pro Monthly");
    await page.getByRole("button", { name: "Manage subscription" }).click();
    await page.getByRole("button", { name: "Resume subscription" }).click();
    await page.waitForURL(/\/settings/);
    await expect(page.getByTestId("renewal")).toHaveText(/^Renews on /);
  });

  test("cancelling the demo checkout returns to settings on the free plan", async ({ page }) => {
    await signIn(page, "Noor Haddad");
    await page.getByRole("button", { name: "Upgrade" }).click();
    await page.getByTestId("plan-single_pdf").getByRole("button").click();
    await page.waitForURL(/\/api\/payment\/demo\//);
    await page.getByRole("button", { name: /cancel/i }).first().click();
    await page.waitForURL(/\/settings/);
    await expect(page.getByTestId("plan-label")).toHaveText("Free Plan");
  });

  test("payment-success without a session id fails with the payment-failed message", async ({ page }) => {
    await signIn(page, "Ana Silva");
    await page.goto("/payment-success");
    await expect(page.getByText("We couldn't process your payment. Please try again or contact support if the issue persists.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Try Again" })).toHaveAttribute("href", "/settings");
    await captureScreen(page, "payment-failed", async (p) => {
      await expect(p.getByRole("heading", { name: "Payment Failed" })).toBeVisible();
    });
  });

  test("payment-success polls and shows the attempt count for an unpaid session", async ({ page }) => {
    await signIn(page, "Ola Berg");
    await page.goto("/payment-success?session_id=cs_unknown_session_0001");
    await expect(page.getByTestId("attempt")).toHaveText(/Attempt [1-5] of 5/);
    await shot(page, "payment-checking-desktop-light");
    await expect(page.getByRole("heading", { name: "Payment Failed" })).toBeVisible({ timeout: 20_000 });
  });
});
