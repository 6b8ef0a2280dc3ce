import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { expectAccessible, saveResumeViaApi, shot, signIn, uniqueEmail } from "./helpers";

test.describe("account", () => {
  test("download my data, delete the account, and come back to an empty dashboard", async ({ page }) => {
    const email = uniqueEmail("leaving");
    await signIn(page, "Robin Okafor", email);
    const resumeId = await saveResumeViaApi(page);
    await page.goto("/settings");
    await expect(page.getByRole("heading", { name: "Your Data" })).toBeVisible();
    await expectAccessible(page, "settings with your data");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download my data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^vitae-account-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(fs.readFileSync((await download.path())!, "utf8")) as {
      user: { email: string };
      resumes: { id: string; resume_data: { name: string; profile_photo: string | null } }[];
    };
    expect(exported.user.email).toBe(email);
    expect(exported.resumes.map((r) => r.id)).toEqual([resumeId]);
    expect(exported.resumes[0]?.resume_data.name).toBe("Taylor Morgan");
    // Stored photos are re-encoded as JPEG at save; the export carries them as stored.
    expect(exported.resumes[0]?.resume_data.profile_photo).toMatch(/^data:image\/jpeg;base64,/);

    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account" });
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole("button", { name: "Delete my account" });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(/Type your email/).fill("someone.else@example.com");
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(/Type your email/).fill(email.toUpperCase());
    await expect(confirm).toBeEnabled();
    await shot(page, "delete-account-desktop-light");
    await expectAccessible(page, "delete account dialog");

    await confirm.click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect(page.getByText("Your account and all its data have been deleted.")).toBeVisible();
    const me = await page.request.get("/api/auth/me");
    expect(me.status()).toBe(401);

    await signIn(page, "Robin Okafor", email);
    await expect(page.getByRole("heading", { name: "No resumes yet" })).toBeVisible({ timeout: 20_000 });
  });
});
