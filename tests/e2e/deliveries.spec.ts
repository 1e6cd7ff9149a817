import { expectNoAccessibilityViolations } from "./support/accessibility";
import { expect, staffAccount } from "./support/accounts";
import { test } from "./support/fixtures";

test("an administrator sees the emails the service sent with addresses shortened, filters them, and a bad filter is explained", async ({ page }) => {
  test.setTimeout(90_000);
  await staffAccount(page, "admin", "Sam Deliveries");
  // An enquiry writes an acknowledgement email to the person who sent it.
  const domain = `deliveries-${Date.now().toString(36)}.example.org`;
  const sent = await page.request.post("/api/contact", {
    headers: { Origin: process.env.E2E_BASE_URL! },
    data: { form_source: "general", firstName: "Quinn", lastName: "Caller", email: `quinn@${domain}`, phoneNumber: "07700 900123", location: "Leeds", message: "Please call me about work.", contactConsent: true },
  });
  expect(sent.ok()).toBe(true);
  // The admin area's menu links to the page.
  await page.goto("/dashboard/admin");
  await expect(page.locator('a[href="/dashboard/admin/deliveries"]').first()).toHaveText(/Deliveries/);
  await page.goto("/dashboard/admin/deliveries");
  await expect(page.getByRole("heading", { level: 1, name: "Email and text deliveries" })).toBeVisible();

  await page.getByLabel("Channel").selectOption("email");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/channel=email/);
  const table = page.getByRole("table");
  // The acknowledgement, newest first, its address shown by its first letter and domain only.
  await expect(table.getByText(`q…@${domain}`).first()).toBeVisible();
  await expect(table).not.toContainText(`quinn@${domain}`);
  await expectNoAccessibilityViolations(page);

  await page.goto("/dashboard/admin/deliveries?status=lost");
  await expect(page.getByRole("heading", { name: "There is a problem" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Choose a status from the list" })).toHaveAttribute("href", "#status");
  await expectNoAccessibilityViolations(page);
});
