import { areaPath } from "../../app/features/dashboards/areas";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { enrolAuthenticator, expect, newDevice, signUpAndVerify } from "./support/accounts";
import { test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";
import { expectNoHorizontalScroll, expectTappable } from "./support/tappable";
import { openDashboardMenu } from "./support/dashboard-menu";

/**
 * The employer's demonstration pages as a visitor sees them (each scanned by axe once per width), its menu
 * tappable at 375 px, the social-value CSV, and a change refused because the data is made up.
 */

const PHONE_WIDTH = 375;

test.describe("the employer demonstration pages", () => {
  test.beforeEach(async ({ page }, testInfo) => {
    if (testInfo.project.name === "mobile") await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
  });

  test("each page shows its demonstration data and passes axe; the menu is tappable", async ({ page }) => {
    test.setTimeout(150_000);
    const pages = [
      { path: areaPath("employerDemoJobs"), heading: "Jobs", shows: "Your roles, open ones first" },
      { path: areaPath("employerDemoJobNew"), heading: "Post a role", shows: "Criminal record check the role needs" },
      { path: areaPath("employerDemoApplications"), heading: "Applications", shows: "applications, newest first" },
      { path: areaPath("employerDemoSocialValue"), heading: "Social value", shows: "Compared with your own retention" },
      { path: areaPath("employerDemoResources"), heading: "Resources", shows: "Criminal record checks and filtering" },
      { path: areaPath("employerDemoSettings"), heading: "Settings", shows: "Fair-chance commitments" },
      { path: areaPath("employerDemoNotifications"), heading: "Notifications", shows: /^Someone has applied for .+\.$/ },
    ];
    for (const { path, heading, shows } of pages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(shows).first()).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await expectNoHorizontalScroll(page);
    }
    // A role's own page, reached from the list.
    await page.goto(areaPath("employerDemoJobs"));
    await page.getByRole("table").getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1, name: /^Change / })).toBeVisible();
    await expect(page.getByLabel("Job title")).not.toHaveValue("");
    await expectNoAccessibilityViolations(page);
    await expectNoHorizontalScroll(page);
    // Its preview, drawn as candidates will see it.
    await page.getByRole("link", { name: "Preview this role" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^Preview: / })).toBeVisible();
    await expect(page.getByRole("region", { name: "Preview of the job page" })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: `/work/shots/jobpost/demo-job-preview-${page.viewportSize()?.width}.png`, fullPage: true }).catch(() => undefined);

    const menu = await openDashboardMenu(page);
    for (const label of ["Jobs", "Applications", "Social value", "Resources", "Notifications", "Settings"]) await expectTappable(menu.getByRole("link", { name: label }));
  });

  test("the social-value figures download as CSV, and a role sent on the demonstration is refused and kept", async ({ page }) => {
    await page.goto(areaPath("employerDemoSocialValue"));
    const link = page.getByRole("link", { name: "Download these figures (CSV)" });
    await waitForHydration(link);
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe("social-value.csv");
    const csv = await (await import("node:fs/promises")).readFile((await download.path())!, "utf8");
    expect(csv).toMatch(/^Measure,People checked,Still in work,In-work rate \(%\)\r\nPeople hired,\d+,,/);

    await page.goto(areaPath("employerDemoJobNew"));
    const title = page.getByLabel("Job title");
    await waitForHydration(title);
    await title.fill("Demonstration porter");
    await page.getByLabel("Sector").fill("Hospitality");
    await page.getByLabel("What the role involves").fill("Washing up.");
    await page.getByRole("radio", { name: "It can be done from home" }).check();
    await page.getByRole("radio", { name: "Anywhere in the UK" }).check();
    await page.getByRole("radio", { name: "Permanent" }).check();
    await page.getByRole("radio", { name: "Full-time" }).check();
    await page.getByLabel("Pay from, in pounds").fill("12.60");
    await page.getByLabel("Pay is").selectOption({ label: "an hour" });
    await page.getByLabel("Closing date").fill("31/03/2099");
    await page.getByRole("radio", { name: "No criminal record check" }).check();
    await page.getByRole("radio", { name: "No offences are excluded" }).check();
    await page.getByRole("button", { name: "Save and preview" }).click();
    await expect(page.getByText("This is demonstration data, so changes are not saved.")).toBeVisible();
    await expect(page.getByLabel("Job title")).toHaveValue("Demonstration porter");
    await page.goto(areaPath("employerDemoJobs"));
    await expect(page.getByText("Demonstration porter")).toHaveCount(0);
  });

  test("an incomplete role names each problem in a summary", async ({ page }) => {
    await page.goto(areaPath("employerDemoJobNew"));
    const button = page.getByRole("button", { name: "Save and preview" });
    await waitForHydration(button);
    await button.click();
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole("link", { name: "Enter the job title" })).toBeVisible();
    await expect(summary.getByRole("link", { name: "Choose the type of contract" })).toBeVisible();
    // The offence question is one answer, with none chosen beforehand, and each problem is listed once.
    await expect(summary.getByRole("link", { name: "Choose one answer about offences" })).toHaveCount(1);
    await expect(summary.getByRole("link", { name: "Choose whether the work is at a workplace or done from home" })).toHaveCount(1);
    await expect(page.getByRole("group", { name: /Offences and this role/ }).getByRole("radio", { checked: true })).toHaveCount(0);
    await expectNoAccessibilityViolations(page);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: `/work/shots/jobpost/demo-job-form-errors-${page.viewportSize()?.width}.png`, fullPage: true }).catch(() => undefined);
  });
});

test("an employer posts a role, moves an application to 'Job offered' and downloads the CSV; the candidate sees the change", async ({ page, browser }, testInfo) => {
  // Two accounts, each a password hash or two at full cost, on two shared cores.
  test.setTimeout(180_000);
  const candidateDevice = await newDevice(browser, testInfo.workerIndex);
  const candidate = await signUpAndVerify(candidateDevice.page, "Candidate", "Robin Example");
  const employer = await signUpAndVerify(page, "Employer", "Sam Employer");
  await page.goto("/account");
  await enrolAuthenticator(page, employer);
  // What the team (linking the organisation) and the jobs board (the application) would have done.
  const job = `Line cook ${testInfo.project.name}`;
  const setUp = await page.request.post("/__test/employer-hiring", {
    headers: { Origin: process.env.E2E_BASE_URL! },
    data: { employerEmail: employer.email, candidateEmail: candidate.email, organisation: `Harbour Kitchens ${testInfo.project.name} ${Date.now().toString(36)}`, job },
  });
  expect(setUp.status()).toBe(201);

  // Post a role, after one mistake.
  await page.goto(areaPath("employerPortalJobNew"));
  const title = page.getByLabel("Job title");
  await waitForHydration(title);
  await title.fill("Kitchen porter");
  await page.getByRole("button", { name: "Save and preview" }).click();
  await expect(page.getByRole("link", { name: "Enter the sector, such as Hospitality or Construction" })).toBeVisible();
  await page.getByLabel("Sector").fill("Hospitality");
  await page.getByLabel("What the role involves").fill("Washing up and keeping the kitchen clean.");
  await page.getByRole("radio", { name: "At a workplace" }).check();
  await page.getByLabel("Town or postcode of the workplace").fill("Leeds");
  await page.getByRole("radio", { name: "Part-time" }).check();
  await page.getByRole("radio", { name: "Permanent" }).check();
  await page.getByLabel("Pay from, in pounds").fill("12.60");
  await page.getByLabel("Pay is").selectOption({ label: "an hour" });
  await page.getByLabel("Closing date").fill("31/03/2099");
  await page.getByRole("radio", { name: "Basic DBS check", exact: true }).check();
  await page.getByRole("radio", { name: "Each case is considered on its merits" }).check();
  await page.getByRole("button", { name: "Save and preview" }).click();
  await expect(page.getByText("Found: Leeds.")).toBeVisible();
  await page.getByRole("button", { name: "Publish the role" }).click();
  await expect(page.getByText("Your role has been published.")).toBeVisible();
  await expect(page.getByRole("table").getByRole("link", { name: "Kitchen porter (change)" })).toBeVisible();

  // Move the candidate's application on, with a note.
  await page.goto(areaPath("employerPortalApplications"));
  await page.getByRole("link", { name: `Robin Example, for ${job}` }).click();
  const card = page.getByRole("main");
  await waitForHydration(card.getByRole("button", { name: /Save status/ }));
  await card.getByLabel("New status").selectOption({ label: "Job offered" });
  await card.getByLabel("Note").fill("Start date to follow.");
  await card.getByRole("button", { name: /Save status/ }).click();
  await expect(card.getByText("Moved to Job offered. Robin Example can see the change.")).toBeVisible();
  await expect(card.getByText("Start date to follow.")).toBeVisible();

  // The social-value figures as a file.
  await page.goto(areaPath("employerPortalSocialValue"));
  const link = page.getByRole("link", { name: "Download these figures (CSV)" });
  await waitForHydration(link);
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe("social-value.csv");

  // Settings: the organisation's own one-year retention rate, explained when wrong, then compared on the social value page.
  await page.goto(areaPath("employerPortalSettings"));
  const retention = page.getByLabel("Your own one-year retention rate (%)");
  await waitForHydration(retention);
  await retention.fill("120");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByRole("link", { name: "Enter your one-year retention rate as a whole number from 0 to 100, or leave it empty" })).toBeVisible();
  await expect(retention).toHaveValue("120");
  await retention.fill("70");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Your organisation's details have been saved.")).toBeVisible();

  // Members: the owner invites someone by email, sees the invitation waiting, and withdraws it.
  const invitee = `invitee.${testInfo.project.name}.${Date.now()}@example.org`;
  await page.getByLabel("Email address").fill(invitee);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`An invitation has been sent to ${invitee}. It works for 7 days.`)).toBeVisible();
  const waiting = page.getByRole("table", { name: "Invitations sent and not yet accepted" });
  await expect(waiting.getByRole("rowheader", { name: invitee })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await waiting.getByRole("button", { name: `Withdraw the invitation to ${invitee}` }).click();
  await expect(page.getByText("The invitation has been withdrawn. Its link no longer works.")).toBeVisible();
  await expect(page.getByText("There are no invitations waiting.")).toBeVisible();

  await page.goto(areaPath("employerPortalSocialValue"));
  await expect(page.getByText("Your own one-year retention rate for similar hires is 70%.")).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // The candidate sees the change on their home.
  await candidateDevice.page.goto(areaPath("candidatePortal"));
  await expect(candidateDevice.page.getByText(job).first()).toBeVisible();
  await expect(candidateDevice.page.getByText("Job offered").first()).toBeVisible();
  await candidateDevice.context.close();
});
