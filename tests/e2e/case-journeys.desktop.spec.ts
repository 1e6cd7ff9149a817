import type { Page } from "@playwright/test";
import { areaPath } from "../../app/features/dashboards/areas";
import { addDays, calendarDaysBetween, londonDate } from "../../app/lib/dates";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { approveAndLink, enrolAuthenticator, expect, newDevice, openEmailLink, password, signUpAndVerify, staffAccount, type Person } from "./support/accounts";
import { linkIn, uniqueEmail, waitForMail } from "./support/mailbox";
import { test } from "./support/own-server";
import { waitForHydration } from "./support/hydration";

/**
 * One case across every role, each person in their own browser: a partner refers someone who already has an
 * account; they accept the referral in their portal; an administrator assigns a caseworker, who sees how to reach
 * them and their release date and books an appointment; the person asks for a mentor and the caseworker assigns
 * one, books a session and moves it; the person applies for a role and the employer moves the application to
 * "Started"; the partner and the caseworker both see the job start. One width: the pages on the way are scanned
 * at both widths elsewhere.
 * The journeys run on a server of their own (support/own-server.ts), since the employer's role goes live.
 */

type Device = Awaited<ReturnType<typeof newDevice>>;

/** A partner signs up; the administrator approves them and adds their organisation; they turn on two-step sign-in. */
async function approvedPartner(page: Page, admin: Page, name: string, organisation: string) {
  const partner = await signUpAndVerify(page, "Partner organisation", name);
  await approveAndLink(admin, partner, organisation);
  await page.goto(areaPath("partnerReferralsPortal"));
  await expect(page).toHaveURL(/\/account\?setup=two-factor/);
  await enrolAuthenticator(page, partner);
  return partner;
}

type Referral = { firstName: string; lastName: string; email: string; phone: string; support: string; releaseDate?: string };

/** The partner refers someone for help with housing, sharing their progress (and their applications, if asked). */
async function sendReferral(page: Page, referral: Referral, shareApplications = false) {
  await page.goto(areaPath("partnerReferralNewPortal"));
  await waitForHydration(page.getByRole("button", { name: "Send the referral" }));
  await page.getByLabel("First name").fill(referral.firstName);
  await page.getByLabel("Last name").fill(referral.lastName);
  await page.getByLabel("Email address").fill(referral.email);
  await page.getByLabel("Phone number").fill(referral.phone);
  await page.getByRole("checkbox", { name: "Housing" }).check();
  await page.getByLabel("Support asked for").fill(referral.support);
  await page.getByRole("checkbox", { name: /agreed to this referral/ }).check();
  if (referral.releaseDate) {
    await page.getByRole("radio", { name: "In custody" }).check();
    await page.getByLabel("Expected release date").fill(referral.releaseDate);
  } else {
    await page.getByRole("radio", { name: "In the community" }).check();
  }
  await page.getByRole("checkbox", { name: "Their progress" }).check();
  if (shareApplications) await page.getByRole("checkbox", { name: "Their applications" }).check();
  await page.getByRole("button", { name: "Send the referral" }).click();
  await expect(page.getByText("Your referral has been sent.")).toBeVisible();
}

/** The administrator assigns the waiting referral to a new caseworker, who then opens the person's record from their caseload. */
async function assignCaseworker(admin: Page, caseworker: Device, personName: string, workerName: string, baseURL?: string): Promise<Person> {
  const worker = await staffAccount(caseworker.page, "caseworker", workerName, baseURL);
  await admin.goto(areaPath("adminReferrals"));
  const waiting = admin.getByRole("listitem").filter({ hasText: personName });
  await waiting.getByLabel("Assign caseworker").selectOption({ label: worker.name });
  await waiting.getByRole("button", { name: `Assign a caseworker to ${personName}` }).click();
  await expect(admin.getByText("Caseworker assigned. The person is now on their caseload and the referral is accepted.")).toBeVisible();
  const cw = caseworker.page;
  await cw.goto(areaPath("caseworkerCaseloadPortal"));
  // One record, not a second.
  await expect(cw.getByRole("link", { name: personName })).toHaveCount(1);
  await cw.getByRole("link", { name: personName }).click();
  return worker;
}
test("a referral of someone with an account travels from the partner to the caseworker, a mentor and a job start", async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(420_000);
  const suffix = Date.now().toString(36);
  const personName = `Daniel Reid${suffix}`;
  const organisation = `Journey Resettlement Trust ${suffix}`;

  // The person already has an account.
  const candidate = await newDevice(browser, testInfo.workerIndex, baseURL);
  const person = await signUpAndVerify(candidate.page, "Candidate", personName);

  // The partner signs up, is approved and linked, and refers the person by the email of their account.
  const admin = await newDevice(browser, testInfo.workerIndex, baseURL);
  await staffAccount(admin.page, "admin", "Alex Journey-Admin", baseURL);
  await approvedPartner(page, admin.page, "Morgan Journey", organisation);
  const release = addDays(londonDate(new Date()), 10);
  const referral = { firstName: "Daniel", lastName: `Reid${suffix}`, email: person.email, phone: "0113 496 0123", support: "Help with reading forms", releaseDate: release };
  await sendReferral(page, referral, true);
  // The partner's list says only that the referral was sent: never whether the person has an account.
  const sentRow = page.getByRole("row").filter({ hasText: personName });
  await expect(sentRow).toContainText("Submitted");
  await expect(sentRow.getByRole("link", { name: personName, exact: true })).toHaveCount(0);

  // The person finds the referral on their home and accepts it.
  const cp = candidate.page;
  await cp.goto(areaPath("candidatePortal"));
  const offer = cp.getByRole("region", { name: `${organisation} has referred you to us` });
  await expect(offer.getByText("Help with reading forms")).toBeVisible();
  await expectNoAccessibilityViolations(cp);
  await waitForHydration(offer.getByRole("button", { name: "Accept the referral" }));
  await offer.getByRole("button", { name: "Accept the referral" }).click();
  await expect(cp.getByText(`You have accepted the referral from ${organisation}.`)).toBeVisible();
  await expect(offer).toHaveCount(0);

  // The administrator assigns the referral to a caseworker, who sees how to reach the person and their release
  // date, and books an appointment.
  const caseworker = await newDevice(browser, testInfo.workerIndex, baseURL);
  await assignCaseworker(admin.page, caseworker, personName, `Sam Journey-Caseworker ${suffix}`, baseURL);
  const cw = caseworker.page;
  await expect(cw.getByRole("link", { name: "0113 496 0123" })).toHaveAttribute("href", /^tel:/);
  // Counted from today, which is a day later if midnight passed since the partner wrote the date.
  await expect(cw.getByText(`(in ${calendarDaysBetween(londonDate(new Date()), release)} days)`)).toBeVisible();
  const booking = addDays(londonDate(new Date()), 3);
  // From the person's record, "Book an appointment" opens the calendar's form with them already chosen.
  await cw.getByRole("link", { name: "Book an appointment" }).click();
  await expect(cw).toHaveURL(/\/calendar\?with=[^#]+#appointment-form-heading$/);
  const form = cw.getByRole("form", { name: "Book an appointment" });
  await expect(form.getByLabel("Who with").locator("option:checked")).toHaveText(personName);
  await form.getByLabel("What it is for").fill("Plan for release");
  await form.getByLabel("Date").fill(booking);
  await form.getByLabel("Starts at").fill("10:00");
  await form.getByLabel("Ends at").fill("10:30");
  await form.getByRole("button", { name: "Book the appointment" }).click();
  await expect(cw.getByText("The appointment was booked.")).toBeVisible();

  // The person asks for a mentor; the request reaches the caseworker, who enters a volunteer.
  await cp.goto(areaPath("candidatePortalMentoring"));
  await waitForHydration(cp.getByRole("button", { name: "Ask for a mentor" }));
  await cp.getByRole("button", { name: "Ask for a mentor" }).click();
  await expect(cp.getByText(/You have asked for a mentor/)).toBeVisible();
  await cw.goto(areaPath("caseworkerAlertsPortal"));
  await expect(cw.getByText(new RegExp(`${personName} asked for a mentor on`))).toBeVisible();
  await cw.getByRole("link", { name: `Answer ${personName}'s request` }).click();
  await expect(cw.getByRole("heading", { level: 1, name: personName })).toBeVisible();
  await expect(cw.getByText(/They asked for a mentor on/)).toBeVisible();
  const volunteer = cw.getByRole("form", { name: "Enter a volunteer mentor" });
  await waitForHydration(volunteer.getByRole("button", { name: "Assign this volunteer" }));
  await volunteer.getByLabel("Their name").fill("Pat Volunteer");
  await volunteer.getByLabel("Phone number").fill("07700 900456");
  await volunteer.getByRole("checkbox", { name: /lived experience/ }).check();
  await volunteer.getByRole("button", { name: "Assign this volunteer" }).click();
  await expect(cw.getByText(/The mentor was assigned and the request is closed/)).toBeVisible();
  await expectNoAccessibilityViolations(cw);

  // The caseworker books a first session, then moves it; the person sees the new time.
  const sessionDay = addDays(londonDate(new Date()), 4);
  const book = cw.getByRole("form", { name: "Book a mentoring session" });
  await book.getByLabel("Date").fill(sessionDay);
  await book.getByLabel("Starts at").fill("15:00");
  await book.getByLabel("How they will meet").selectOption({ label: "In person" });
  await book.getByLabel("Where, or the link or number to join").fill("Leeds Central Library");
  await book.getByRole("button", { name: "Book the session" }).click();
  await expect(cw.getByText(/The session was booked/)).toBeVisible();
  await cw.getByRole("link", { name: /^Move the session on/ }).click();
  const move = cw.getByRole("form", { name: "Move a mentoring session" });
  await expect(move.getByLabel("Starts at")).toHaveValue("15:00");
  await waitForHydration(move.getByRole("button", { name: "Move the session" }));
  await move.getByLabel("Starts at").fill("16:30");
  await move.getByRole("button", { name: "Move the session" }).click();
  await expect(cw.getByText(/The session was moved/)).toBeVisible();
  await expect(cw.getByRole("form", { name: "Move a mentoring session" }).getByLabel("Starts at")).toHaveValue("16:30");
  await cp.goto(areaPath("candidatePortalMentoring"));
  await expect(cp.getByText("Pat Volunteer")).toBeVisible();
  await expect(cp.getByRole("table", { name: /Your next sessions/ })).toContainText("16:30");
  await expect(cp.getByText("Yes, they have chosen to share it")).toBeVisible();

  // The employer signs up, is approved and linked, and posts a role; the person applies.
  const employerDevice = await newDevice(browser, testInfo.workerIndex, baseURL);
  const employer = await signUpAndVerify(employerDevice.page, "Employer", "Erin Journey-Employer");
  await approveAndLink(admin.page, employer, `Journey Kitchens ${suffix}`);
  const ep = employerDevice.page;
  await ep.goto(areaPath("employerPortalJobNew"));
  await expect(ep).toHaveURL(/\/account\?setup=two-factor/);
  await enrolAuthenticator(ep, employer);
  await ep.goto(areaPath("employerPortalJobNew"));
  const title = ep.getByLabel("Job title");
  await waitForHydration(title);
  const job = `Prep cook ${suffix}`;
  await title.fill(job);
  await ep.getByLabel("Sector").fill("Hospitality");
  await ep.getByLabel("What the role involves").fill("Preparing vegetables and keeping the kitchen clean.");
  await ep.getByRole("radio", { name: "At a workplace" }).check();
  await ep.getByLabel("Town or postcode of the workplace").fill("Leeds");
  await ep.getByRole("radio", { name: "Full-time" }).check();
  await ep.getByRole("radio", { name: "Permanent" }).check();
  await ep.getByLabel("Pay from, in pounds").fill("12.60");
  await ep.getByLabel("Pay is").selectOption({ label: "an hour" });
  await ep.getByLabel("Closing date").fill("31/03/2099");
  await ep.getByRole("radio", { name: "Basic DBS check", exact: true }).check();
  await ep.getByRole("radio", { name: "Each case is considered on its merits" }).check();
  await ep.getByRole("button", { name: "Save and preview" }).click();
  await ep.getByRole("button", { name: "Publish the role" }).click();
  await expect(ep.getByText("Your role has been published.")).toBeVisible();
  const change = await ep.getByRole("table").getByRole("link", { name: `${job} (change)` }).getAttribute("href");
  const jobId = change!.split("/").pop()!;

  await cp.goto(`/jobs/${jobId}/apply`);
  await waitForHydration(cp.getByRole("button", { name: "Send my application" }));
  await cp.getByRole("radio", { name: "No CV" }).check();
  await cp.getByLabel("A note to the employer").fill("I have worked in a prison kitchen for two years.");
  await cp.getByRole("button", { name: "Send my application" }).click();
  await expect(cp.getByText("Your application has been sent.")).toBeVisible();

  // The employer moves the application to "Started".
  await ep.goto(areaPath("employerPortalApplications"));
  await ep.getByRole("link", { name: `${personName}, for ${job}` }).click();
  const card = ep.getByRole("main");
  await waitForHydration(card.getByRole("button", { name: /Save status/ }));
  await card.getByLabel("New status").selectOption({ label: "Started" });
  await card.getByRole("button", { name: /Save status/ }).click();
  await expect(card.getByText(`Moved to Started. ${personName} can see the change.`)).toBeVisible();
  // The select shows what is now stored.
  await expect(card.getByLabel("New status")).toHaveValue("started");

  // The partner (the person shares their applications) and the caseworker see the job start.
  await page.goto(areaPath("partnerApplicationsPortal"));
  await expect(page.getByRole("row").filter({ hasText: job })).toContainText("Started");
  await cw.goto(areaPath("caseworkerCaseloadPortal"));
  await cw.getByRole("link", { name: personName }).click();
  await expect(cw.getByRole("table", { name: /Applications/ }).getByRole("row").filter({ hasText: job })).toContainText("Started");
  for (const device of [candidate, admin, caseworker, employerDevice]) await device.context.close();
});

/**
 * A referral of someone with no account: the invitation reaches them by email, they create their account through
 * it, and the record they land on is the referred one: the administrator assigns it, and the caseworker finds one
 * person with the phone number the partner gave.
 */
test("a referral of someone with no account invites them, and the account they make is the referred record", async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(300_000);
  const suffix = Date.now().toString(36);
  const personName = `Marcus Invited${suffix}`;
  const email = uniqueEmail("invited");
  const organisation = `Invitation Resettlement Trust ${suffix}`;

  const admin = await newDevice(browser, testInfo.workerIndex, baseURL);
  await staffAccount(admin.page, "admin", "Alex Invite-Admin", baseURL);
  await approvedPartner(page, admin.page, "Morgan Inviter", organisation);
  await sendReferral(page, { firstName: "Marcus", lastName: `Invited${suffix}`, email, phone: "0113 496 0456", support: "Help with a CV" });

  // The invitation arrives; the person creates their account through it and confirms their address.
  const invitation = await waitForMail(email, `${organisation} has referred you to Fair Chance Works`);
  expect(invitation.text).not.toContain("Help with a CV");
  const person = await newDevice(browser, testInfo.workerIndex, baseURL);
  const pp = person.page;
  await pp.goto(linkIn(invitation, "/referral-invitation"));
  await expect(pp.getByRole("heading", { level: 1, name: `${organisation} has referred you to us` })).toBeVisible();
  await expectNoAccessibilityViolations(pp);
  await pp.getByLabel("Full name").fill(personName);
  await pp.getByLabel("Password", { exact: true }).fill(password);
  await pp.getByRole("button", { name: "Create Account" }).click();
  await expect(pp.getByText("Please check your email to verify your account.")).toBeVisible();
  const confirm = await waitForMail(email, "Confirm your email address");
  await openEmailLink(pp, linkIn(confirm, "/auth/callback"), "Confirm Your Email Address");
  await pp.waitForURL(/\/dashboard\//);
  await pp.goto(areaPath("candidatePortalSettings"));
  await expect(pp.getByText(organisation).first()).toBeVisible();

  // The administrator assigns the referral; the caseworker finds one person, with the phone to call.
  const caseworker = await newDevice(browser, testInfo.workerIndex, baseURL);
  const worker = await assignCaseworker(admin.page, caseworker, personName, `Sam Invite-Caseworker ${suffix}`, baseURL);
  const cw = caseworker.page;
  await expect(cw.getByRole("link", { name: "0113 496 0456" })).toHaveAttribute("href", /^tel:/);
  // The person's own messages page names that caseworker: it is the same record.
  await pp.goto(areaPath("candidatePortalMessages"));
  await expect(pp.getByText(`Your message goes to your caseworker, ${worker.name}.`)).toBeVisible();
  for (const device of [admin, person, caseworker]) await device.context.close();
});
