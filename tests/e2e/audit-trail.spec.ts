import { expectNoAccessibilityViolations } from "./support/accessibility";
import { expect, staffAccount } from "./support/accounts";
import { test } from "./support/fixtures";

test("an administrator searches the audit trail by person and event, and a bad date is explained", async ({ page }) => {
  test.setTimeout(90_000);
  const admin = await staffAccount(page, "admin", "Sam Auditor");
  await page.goto("/dashboard/admin/audit");
  await expect(page.getByRole("heading", { level: 1, name: "Audit trail" })).toBeVisible();

  await page.getByLabel("Person").fill(admin.email);
  await page.getByLabel("Event").selectOption("two_factor_enabled");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/event=two_factor_enabled/);
  const entries = page.getByRole("table");
  await expect(entries.getByRole("cell", { name: /Two factor enabled/ }).first()).toBeVisible();
  await expect(entries.getByRole("link", { name: "Sam Auditor" }).first()).toBeVisible();
  await expect(entries).not.toContainText("Sign in succeeded");
  await expectNoAccessibilityViolations(page);

  await page.goto("/dashboard/admin/audit?from=2026-02-30");
  await expect(page.getByRole("heading", { name: "There is a problem" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Enter the first day as a real date, for example 2026-11-24" })).toHaveAttribute("href", "#from");
  await expectNoAccessibilityViolations(page);

  // The searches themselves are in the trail.
  await page.goto(`/dashboard/admin/audit?event=audit_trail_searched&person=${encodeURIComponent(admin.email)}`);
  await expect(page.getByRole("table").getByRole("cell", { name: /Audit trail searched/ }).first()).toBeVisible();
});
