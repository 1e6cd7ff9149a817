import { areaPath } from "../../app/features/dashboards/areas";
import { approveAndLink, enrolAuthenticator, expect, newDevice, signUpAndVerify, staffAccount } from "./support/accounts";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { waitForHydration } from "./support/hydration";
import { test } from "./support/fixtures";

/**
 * A partner organisation's first referral, as it happens: the partner signs up, an administrator approves the
 * account and links it to its organisation, the partner sets up two-step sign-in and refers a person with
 * their agreement, and the referral is listed as submitted. One width: the flow is long and the pages are
 * scanned at both widths in dashboards-partner.spec.ts.
 */

test.describe.configure({ timeout: 150_000 });


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
  // A box ticked before React takes over the form can be reset by it.
  await waitForHydration(page.getByRole("button", { name: "Send the referral" }));

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
    "Say whether the person is in custody or in the community",
    "'None of these' cannot be chosen with other needs or barriers",
    /Confirm the person has agreed to this referral/,
  ]);
  await expectNoAccessibilityViolations(page);

  await page.getByLabel("Email address").fill("jordan.okonkwo@example.org");
  await page.getByRole("checkbox", { name: "None of these" }).uncheck();
  await page.getByRole("checkbox", { name: /The person has agreed to this referral/ }).check();
  await page.getByRole("radio", { name: "In custody" }).check();
  const release = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel("Expected release date").fill(release);
  await page.getByLabel("Preferred language").fill("Polish");
  await page.getByRole("checkbox", { name: "Their progress" }).check();
  await page.getByRole("button", { name: "Send the referral" }).click();

  await expect(page.getByText("Your referral has been sent.")).toBeVisible();
  const row = page.getByRole("row", { name: /Jordan Okonkwo/ });
  await expect(row).toContainText("Submitted");
  await expect(row).toContainText("Morgan Ellis");
  await row.getByText("Referral details").click();
  await expect(row).toContainText("In custody, expected to be released on");
  await expect(row).toContainText("Their progress.");
  await expectNoAccessibilityViolations(page);

  // Until the referral is accepted there is no person page to open: the list never tells whether they have an account.
  await expect(row.getByRole("link", { name: "Jordan Okonkwo", exact: true })).toHaveCount(0);

  // The onboarding checklist: the first referral is done; the other three steps are filled in.
  await page.goto(areaPath("partnerOnboardingPortal"));
  await expect(page.getByRole("status").filter({ hasText: "1 of 4 steps done." })).toBeVisible();
  const agreement = page.getByRole("form", { name: "Data sharing agreement" });
  await agreement.getByLabel("Date it was signed").fill("2025-04-01");
  await agreement.getByLabel("Signed by").fill("Morgan Ellis");
  await agreement.getByRole("button", { name: "Save the agreement" }).click();
  await expect(page.getByText("The data sharing agreement has been recorded.")).toBeVisible();
  const lead = page.getByRole("form", { name: "Safeguarding lead" });
  await lead.getByLabel("Name").fill("Priya Nair");
  await lead.getByLabel("Email address").fill("priya.nair@example.org");
  await lead.getByLabel("Phone number").fill("0113 496 0000");
  await lead.getByRole("button", { name: "Save the safeguarding lead" }).click();
  await expect(page.getByText("Your safeguarding lead has been saved.")).toBeVisible();
  const contact = page.getByRole("form", { name: "Add a contact" });
  await contact.getByLabel("Name").fill("Sam Reid");
  await contact.getByLabel("Email address").fill("sam.reid@example.org");
  await contact.getByRole("button", { name: "Add the contact" }).click();
  await expect(page.getByRole("status").filter({ hasText: "4 of 4 steps done." })).toBeVisible();
  await expect(page.getByRole("table", { name: "Your named contacts" })).toContainText("Sam Reid");
  await expectNoAccessibilityViolations(page);

  // The home shows the progress; the settings page changes the organisation's town.
  await page.goto(areaPath("partnerPortal"));
  // The summary streams in: until React swaps it in, a hidden copy waits in the page too.
  await expect(page.getByText("4 of 4 onboarding steps done.").filter({ visible: true })).toBeVisible();
  await page.goto(areaPath("partnerSettingsPortal"));
  await page.getByLabel("Town or city").fill("Leeds");
  await page.getByLabel("Organisation type").selectOption("Charity or support service");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Your organisation's details have been saved.")).toBeVisible();
  await expect(page.getByLabel("Town or city")).toHaveValue("Leeds");
  await expectNoAccessibilityViolations(page);
});

test("the demonstration referral list filters by status in the address, without a script", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await page.goto(areaPath("partnerReferralsDemo"));
  await page.getByLabel("Status").selectOption("Submitted");
  await page.getByLabel("Order").selectOption("Surname, A to Z");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/status=submitted&sort=name$/);
  await expect(page.getByRole("status").filter({ hasText: "with the status submitted" })).toBeVisible();
  const statuses = page.getByRole("table").getByRole("cell").filter({ hasText: /^Status:/ });
  for (const cell of await statuses.all()) await expect(cell).toHaveText(/Submitted$/);
  await context.close();
});
