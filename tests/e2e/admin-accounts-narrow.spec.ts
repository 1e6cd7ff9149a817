import { expectNoAccessibilityViolations } from "./support/accessibility";
import { expect, newDevice, staffAccount } from "./support/accounts";
import { test } from "./support/fixtures";
import { expectNoHorizontalScroll } from "./support/tappable";

// An account costs a password hash at full cost, and two browsers share two cores.
test.describe.configure({ timeout: 90_000 });

test("on a 375 pixel phone the accounts table fits the screen, with each value under its column's name", async ({ browser }, testInfo) => {
  const admin = await newDevice(browser, testInfo.workerIndex);
  await admin.page.setViewportSize({ width: 375, height: 812 });
  const me = await staffAccount(admin.page, "admin", "Robin Achebe");
  await admin.page.goto("/dashboard/admin");
  await admin.page.getByLabel("Name or email address").fill(me.email);
  await admin.page.getByRole("button", { name: "Show accounts" }).click();

  const table = admin.page.getByRole("table");
  await expect(table.getByRole("row")).toHaveCount(2);
  const row = table.getByRole("row").nth(1);
  await expect(row.getByRole("rowheader")).toContainText(me.name);
  await expect(row.getByRole("cell").filter({ hasText: me.email })).toBeVisible();
  await expect(row.getByText("Email address:")).toBeVisible();
  await expect(row.getByText("Role:")).toBeVisible();
  // Nothing pushes the page wider than the phone, so nobody has to scroll sideways to read a row.
  const widths = await admin.page.evaluate(() => ({ page: document.documentElement.scrollWidth, table: document.querySelector("table")!.getBoundingClientRect().right }));
  expect(widths.page).toBeLessThanOrEqual(375);
  expect(widths.table).toBeLessThanOrEqual(375);
  await expectNoAccessibilityViolations(admin.page);

  // On a tablet its seven columns would not fit either, so the rows are still cards.
  await admin.page.setViewportSize({ width: 768, height: 900 });
  await expect(row.getByText("Email address:")).toBeVisible();
  await expectNoHorizontalScroll(admin.page);

  // On a wide screen the same table has its column headers back.
  await admin.page.setViewportSize({ width: 1280, height: 800 });
  await expect(table.getByRole("columnheader", { name: "Email address" })).toBeVisible();
  await expect(row.getByText("Email address:")).toBeHidden();
  await admin.context.close();
});
