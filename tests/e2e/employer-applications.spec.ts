import { areaPath } from "../../app/features/dashboards/areas";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { expect } from "./support/accounts";
import { test } from "./support/fixtures";
import { expectNoHorizontalScroll } from "./support/tappable";

/**
 * The demonstration employer's applications at 375 and 1280 px: the list is short enough to read on a phone,
 * filters by status with a GET form (its answers in the address), and opens each application's own page; every
 * page is scanned by axe at both widths. Paging through a long list is applications-paging.desktop.spec.ts.
 */

const PHONE = { width: 375, height: 800 };
/** "A few screens": the whole list page, header and footer included, at most this many phone screens long. */
const MOST_SCREENS = 6;

test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.project.name === "mobile") await page.setViewportSize(PHONE);
});

test("the demonstration employer's applications: short on a phone, filtered by status, each opening its own page", async ({ page }, testInfo) => {
  // Five axe scans on a busy machine.
  test.setTimeout(180_000);
  const list = areaPath("employerDemoApplications");
  await page.goto(list);
  await expect(page.getByRole("heading", { level: 1, name: "Applications" })).toBeVisible();
  await expect(page.getByText(/\d+ applications?, newest first\. Page 1 of \d+\./)).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await expectNoHorizontalScroll(page);
  if (testInfo.project.name === "mobile") {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height, `the list is ${height} px long at 375 px`).toBeLessThanOrEqual(MOST_SCREENS * PHONE.height);
  }

  // Filtering by a status the demonstration has: the form's answer is the address, and the count matches it.
  const byStatus = page.getByRole("navigation", { name: "Applications by status" });
  const appliedLink = byStatus.getByRole("link", { name: /^Applied: \d+$/ });
  const applied = Number((await appliedLink.textContent())!.replace(/\D/g, ""));
  expect(applied).toBeGreaterThan(0);
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Applied" });
  await page.getByRole("button", { name: "Show applications" }).click();
  await expect(page).toHaveURL(/[?&]status=applied(&|$)/);
  await expect(page.getByText(`${applied} ${applied === 1 ? "application" : "applications"}, newest first.`)).toBeVisible();
  await expect(byStatus.getByRole("link", { name: /^Applied: \d+$/ })).toHaveAttribute("aria-current", "page");
  const rows = page.getByRole("list", { name: /applications?, newest first/ }).getByRole("listitem");
  await expect(rows).toHaveCount(Math.min(applied, 25));
  for (const row of await rows.allTextContents()) expect(row).toContain("Status: Applied");
  await expect(page.getByRole("link", { name: "Show all applications" }).first()).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // A search that finds no one says so plainly, with the way back.
  await page.getByLabel("Candidate's name").fill("Nobody By This Name");
  await page.getByRole("button", { name: "Show applications" }).click();
  await expect(page.getByText("No applications match what you chose.")).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // One application's page: what was shared, its history, and the form to move it (refused: made-up data).
  await page.goto(list);
  const first = rows.first().getByRole("link");
  const name = (await first.textContent())!.replace(/,.*$/, "");
  await first.click();
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(`^${name}, for `) })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "What they shared" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Status history" })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await expectNoHorizontalScroll(page);
  await page.getByRole("link", { name: "Back to all applications" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Applications" })).toBeVisible();
});
