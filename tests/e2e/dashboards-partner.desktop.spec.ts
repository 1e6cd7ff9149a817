import type { Page } from "@playwright/test";
import { areaPath } from "../../app/features/dashboards/areas";
import { enrolAuthenticator, expect, newDevice, signUpAndVerify, staffAccount, type Person } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";
import { test } from "./support/fixtures";

/**
 * A partner organisation's first referral, as it happens: the partner signs up, an administrator approves the
 * account and links it to its organisation, the partner sets up two-step sign-in and refers a person with
 * their agreement, and the referral is listed as submitted. One width: the flow is long and the pages are
 * scanned at both widths in dashboards-partner.spec.ts.
 */

test.describe.configure({ timeout: 150_000 });

async function approveAndLink(admin: Page, partner: Person, organisation: string) {
  await admin.goto("/dashboard/admin");
  await admin.getByLabel("Status").selectOption("Awaiting approval");
  await admin.getByLabel("Name or email address").fill(partner.email);
  await admin.getByRole("button", { name: "Show accounts" }).click();
  await admin.getByRole("link", { name: `${partner.name}: manage this account`, exact: true }).click();
  await admin.getByRole("button", { name: "Approve this account" }).click();
  await expect(admin.getByText(/Account approved/)).toBeVisible();
  await admin.getByLabel("Organisation name").fill(organisation);
  await admin.getByRole("button", { name: "Link to this organisation" }).click();
  await expect(admin.getByText(/Account linked to the organisation/)).toBeVisible();
}

test("a partner refers a person with their agreement, after the form points out what is missing", async ({ page, browser }, testInfo) => {
  const partner = await signUpAndVerify(page, "Partner organisation", "Morgan Ellis");
  const admin = await newDevice(browser, testInfo.workerIndex);
  await staffAccount(admin.page, "admin", "Alex Morgan");
  await approveAndLink(admin.page, partner, `Riverside Resettlement Trust ${Date.now().toString(36)}`);
  await admin.context.close();

  await page.goto(areaPath("partnerReferralsPortal"));
  await expect(page).toHaveURL(/\/account\?setup=two-factor/);
  await enrolAuthenticator(page, partner);

  await page.goto(areaPath("partnerReferralsPortal"));
  await expect(page.getByText("No referrals.")).toBeVisible();
  await page.getByRole("link", { name: "Refer a person" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Refer a person" })).toBeVisible();

  await page.getByLabel("First name").fill("Jordan");
  await page.getByLabel("Last name").fill("Okonkwo");
  await page.getByLabel("Email address").fill("jordan@");
  await page.getByRole("checkbox", { name: "Housing" }).check();
  await page.getByRole("checkbox", { name: "None of these" }).check();
  await page.getByLabel("Support asked for").fill("Help with a CV and finding kitchen work");
  await page.getByRole("button", { name: "Send the referral" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary.getByRole("link")).toHaveText([
    "Enter an email address in the correct format, like name@example.com",
    "'None of these' cannot be chosen with other needs or barriers",
    /Confirm the person has agreed to this referral/,
  ]);
  await expectNoAxeViolations(page);

  await page.getByLabel("Email address").fill("jordan.okonkwo@example.org");
  await page.getByRole("checkbox", { name: "None of these" }).uncheck();
  await page.getByRole("checkbox", { name: /The person has agreed to this referral/ }).check();
  await page.getByRole("button", { name: "Send the referral" }).click();

  await expect(page.getByText("Your referral has been sent.")).toBeVisible();
  const row = page.getByRole("row", { name: /Jordan Okonkwo/ });
  await expect(row).toContainText("Submitted");
  await expect(row).toContainText("Morgan Ellis");
  await expectNoAxeViolations(page);
});
