import type { Page } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { enrolAuthenticator, expect, fillSignIn, newDevice, signUpAndVerify, staffAccount, type Person } from "./support/accounts";
import { test } from "./support/fixtures";
import { waitForMail } from "./support/mailbox";
import { openDashboardMenu } from "./support/dashboard-menu";

/**
 * The signed-in homes of each role and the administrator's account pages: an employer waits for approval,
 * an admin approves them, and an admin suspends a candidate. Each test makes its own accounts; an admin is
 * made as the team makes one (the command's one-time link), then sets up two-step sign-in when sent to.
 */

// Every account costs a password hash or two at full cost, and two browsers share two cores.
test.describe.configure({ timeout: 150_000 });

/** From the admin list, filtered to one person by email address (other tests add accounts at the same time). */
async function openAccount(admin: Page, person: Person, status: "Awaiting approval" | "Active") {
  await admin.goto("/dashboard/admin");
  await expect(admin.getByRole("heading", { level: 1, name: "Accounts" })).toBeVisible();
  await admin.getByLabel("Status").selectOption(status);
  await admin.getByLabel("Name or email address").fill(person.email);
  await admin.getByRole("button", { name: "Show accounts" }).click();
  await expect(admin.getByRole("heading", { level: 2, name: status, exact: true })).toBeVisible();
  const table = admin.getByRole("table");
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText(person.email);
  await expectNoAccessibilityViolations(admin);
  await table.getByRole("link", { name: `${person.name}: manage this account`, exact: true }).click();
  await expect(admin.getByRole("heading", { level: 1, name: person.name })).toBeVisible();
}

test("an employer waits for approval, an admin approves them, and after two-step sign-in they see their dashboard", async ({
  page,
  browser,
}, testInfo) => {
  const employer = await signUpAndVerify(page, "Employer", "Priya Shah");
  await expect(page).toHaveURL(/\/dashboard\/employerportal$/);
  await expect(page.getByRole("heading", { level: 1, name: "Employer portal" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Your account is awaiting approval" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Summary" })).toHaveCount(0);
  // The menu offers only what a waiting account may open: the chooser, its home and its account.
  const menu = await openDashboardMenu(page);
  await expect(menu.getByRole("link", { name: "Your home" })).toBeVisible();
  await expect(menu.getByRole("link")).toHaveCount(3);
  await expectNoAccessibilityViolations(page);

  const admin = await newDevice(browser, testInfo.workerIndex);
  await staffAccount(admin.page, "admin", "Alex Morgan");
  await openAccount(admin.page, employer, "Awaiting approval");
  await expectNoAccessibilityViolations(admin.page);
  await admin.page.getByRole("button", { name: "Approve this account" }).click();
  await expect(admin.page.getByText("Account approved. We have emailed them to say so and to ask them to set up two-step sign-in.")).toBeVisible();
  await expect(admin.page.getByRole("heading", { name: "Approval", exact: true })).toHaveCount(0);

  // A refused action shows its reason; the page passes axe with the error showing.
  await admin.page.getByRole("button", { name: "Change role" }).click();
  await expect(admin.page.getByRole("alert")).toHaveText("This account already has that role.");
  await expectNoAccessibilityViolations(admin.page);
  await admin.context.close();

  const mail = await waitForMail(employer.email, "account is approved");
  expect(mail.text).toContain("two-step sign-in");

  // Their next page asks for two-step sign-in before anything else.
  await (await openDashboardMenu(page)).getByRole("link", { name: "Your home" }).click();
  await expect(page).toHaveURL(/\/account\?setup=two-factor/);
  await expect(page.getByRole("heading", { level: 2, name: "Set up two-step sign-in to carry on" })).toBeVisible();
  await enrolAuthenticator(page, employer);

  await page.goto("/dashboard/employerportal");
  await expect(page.getByRole("heading", { level: 1, name: "Employer portal" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Summary" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your account is awaiting approval" })).toHaveCount(0);
  await expect((await openDashboardMenu(page)).getByRole("link", { name: "Applications" })).toBeVisible();
  await expectNoAccessibilityViolations(page);
});

test("an admin suspends a signed-in candidate after confirming; the candidate is signed out and cannot sign in", async ({
  page,
  browser,
}, testInfo) => {
  const candidate = await signUpAndVerify(page, "Candidate", "Dana Whitfield");
  await expect(page).toHaveURL(/\/dashboard\/candidateportal$/);

  const admin = await newDevice(browser, testInfo.workerIndex);
  await staffAccount(admin.page, "admin", "Jo Bright");
  await openAccount(admin.page, candidate, "Active");
  await admin.page.getByRole("button", { name: "Suspend this account" }).click();
  await expect(admin.page.getByRole("heading", { level: 2, name: "Suspend Dana Whitfield's account?" })).toBeVisible();
  await expect(
    admin.page.getByText("They will be signed out everywhere straight away and will not be able to sign in until the account is unsuspended."),
  ).toBeVisible();
  await expectNoAccessibilityViolations(admin.page);
  await admin.page.getByRole("button", { name: "Yes, suspend this account" }).click();
  await expect(admin.page.getByText("Account suspended. They have been signed out everywhere.")).toBeVisible();
  await expect(admin.page.getByText("This account is suspended: it cannot sign in.")).toBeVisible();
  await admin.context.close();

  await (await openDashboardMenu(page)).getByRole("link", { name: "Your account" }).click();
  await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Faccount$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();

  await fillSignIn(page, candidate);
  await expect(page.getByRole("alert")).toContainText("This account has been suspended. If you think this is a mistake, contact us at");
  await expect(page).toHaveURL(/\/sign-in/);
});

test("a partner organisation awaiting approval reaches its own portal, which passes axe", async ({ page }) => {
  await signUpAndVerify(page, "Partner organisation", "Morgan Ellis");
  await expect(page).toHaveURL(/\/dashboard\/partnerportal$/);
  await expect(page.getByRole("heading", { level: 1, name: "Partner portal" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Your account is awaiting approval" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Summary" })).toHaveCount(0);
  await expectNoAccessibilityViolations(page);
});

test("a caseworker made by the team reaches the caseworker portal after setting up two-step sign-in", async ({ page }) => {
  await staffAccount(page, "caseworker", "Kit Adeyemi");
  await page.goto("/dashboard/caseworkerportal");
  await expect(page.getByRole("heading", { level: 1, name: "Caseworker portal" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Summary" })).toBeVisible();
  await expect((await openDashboardMenu(page)).getByRole("link", { name: "Your home" })).toHaveAttribute("aria-current", "page");
  await expectNoAccessibilityViolations(page);
});

test("an admin's notifications and settings pages pass axe, with the menu's Notifications link tappable", async ({ page }, testInfo) => {
  if (testInfo.project.name === "mobile") await page.setViewportSize({ width: 375, height: 800 });
  await staffAccount(page, "admin", "Robin Admin");
  await page.goto("/dashboard/admin/notifications");
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  await expect(page.getByText("You have no notifications.")).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.goto("/dashboard/admin/settings");
  await expect(page.getByRole("heading", { level: 2, name: "Notifications" })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  // A mobile that is not one is refused beside the field, and the page still passes axe.
  await page.getByLabel("UK mobile number").fill("12345");
  await page.getByRole("button", { name: "Add number and send a code" }).click();
  await expect(page.getByText("Enter a UK mobile number, like 07700 900 123").first()).toBeVisible();
  await expectNoAccessibilityViolations(page);
});
