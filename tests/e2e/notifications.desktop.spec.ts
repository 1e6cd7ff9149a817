import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { appointments, candidateCvs, candidates, jobs, organisationMembers, organisations, users } from "../../db/schema";
import { areaPath } from "../../app/features/dashboards/areas";
import { londonTimeOn } from "../../app/features/notifications/quiet-hours";
import { addDays, londonDate, londonHour } from "../../app/lib/dates";
import { uuidv7 } from "../../app/lib/uuid.server";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { enrolAuthenticator, expect, newDevice, signUpAndVerify } from "./support/accounts";
import { waitForHydration } from "./support/hydration";
import { waitForMail } from "./support/mailbox";
import { type OwnServer, test } from "./support/own-server";
import { expectNoHorizontalScroll } from "./support/tappable";

/**
 * Notices travelling between people (decision 0035): an application reaches the employer in the service and by
 * email; an interview booked reaches the candidate by text (through the Notify fake) and by email; the reminder the
 * day before arrives once however often the job runs. Each person has a browser of their own.
 */

const employerName = "Seaview Bakery";
const mobile = "07700 900 461";

function textsTo(ownServer: OwnServer, templateName: string) {
  return ownServer.notify.received.filter((message) => message.type === "sms" && message.to.replace(/\D/g, "").endsWith("7700900461") && message.templateName === templateName);
}

async function confirmMobile(page: Page, ownServer: OwnServer) {
  await page.goto(`${areaPath("candidatePortalSettings")}#notifications`);
  const number = page.getByLabel("UK mobile number");
  await waitForHydration(number);
  await number.fill(mobile);
  await page.getByRole("button", { name: "Add number and send a code" }).click();
  await expect(page.getByText("It is not confirmed yet")).toBeVisible();
  await expect.poll(() => textsTo(ownServer, "account.mobile-code.sms").length, { timeout: 15_000 }).toBe(1);
  const code = /\b(\d{6})\b/.exec(textsTo(ownServer, "account.mobile-code.sms")[0]!.body)![1]!;
  const codeField = page.getByLabel("Code from the text");
  await waitForHydration(codeField);
  await codeField.fill(code);
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(page.getByText(/It is confirmed\./)).toBeVisible();

  // Texts can now be chosen: the candidate asks for them about appointments and interviews.
  const group = page.getByRole("group", { name: "Appointments and interviews" });
  const text = group.getByRole("checkbox", { name: "Text message" });
  await waitForHydration(text);
  await text.check();
  await page.getByRole("button", { name: "Save notification choices" }).click();
  // The answer first: a reload while the form is still being sent cuts it off.
  await expect(page.getByText("Your notification choices have been saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("group", { name: "Appointments and interviews" }).getByRole("checkbox", { name: "Text message" })).toBeChecked();
  await expect(page.getByRole("group", { name: "Appointment reminders" }).getByRole("checkbox", { name: "Text message" })).toBeChecked();
  await expectNoAccessibilityViolations(page);
}

test("an application reaches the employer, an interview reaches the candidate by text and email, and the reminder the day before arrives once", async ({ page, browser, ownServer }, testInfo) => {
  // Two accounts, each a password hash or two at full cost, on two shared cores.
  test.setTimeout(240_000);
  const db = ownServer.server.database.db;
  const organisationId = uuidv7();
  const jobId = uuidv7();
  await db.insert(organisations).values({ id: organisationId, kind: "employer", name: employerName, status: "approved", banTheBox: true });
  await db.insert(jobs).values({
    id: jobId,
    title: "Morning Baker",
    sector: "Hospitality",
    employerId: organisationId,
    employerName,
    description: "Bread and pastries from 5am.",
    locationName: "Whitby",
    latitude: 54.486,
    longitude: -0.615,
    contractType: "permanent",
    hours: "full_time",
  });

  // The candidate: an account, a saved CV and a confirmed mobile.
  const candidate = await signUpAndVerify(page, "Candidate", "Alex Early");
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, candidate.email));
  const [profile] = await db.select({ id: candidates.id }).from(candidates).where(eq(candidates.userId, account!.id));
  await db.insert(candidateCvs).values({ candidateId: profile!.id, document: { fullName: candidate.name, summary: "Early riser who loves baking.", skills: ["Baking"], experiences: [], education: [] } });
  await confirmMobile(page, ownServer);

  // The employer, linked by the team to the organisation.
  const employerDevice = await newDevice(browser, testInfo.workerIndex, ownServer.baseURL);
  const employerPage = employerDevice.page;
  const employer = await signUpAndVerify(employerPage, "Employer", "Jo Baker");
  await employerPage.goto("/account");
  await enrolAuthenticator(employerPage, employer);
  const [employerAccount] = await db.select({ id: users.id }).from(users).where(eq(users.email, employer.email));
  await db.insert(organisationMembers).values({ organisationId, userId: employerAccount!.id, role: "owner" });
  await db.update(users).set({ accountStatus: "active" }).where(eq(users.id, employerAccount!.id));

  // The candidate applies.
  await page.goto(`/jobs/${jobId}/apply`);
  const saved = page.getByRole("radio", { name: "The CV saved to my account" });
  await waitForHydration(saved);
  await page.getByRole("button", { name: "Send my application" }).click();
  await expect(page.getByText("Your application has been sent.")).toBeVisible();

  // The employer sees the unread count, the notice, and the email; opening the notice marks it read.
  await employerPage.goto(areaPath("employerPortal"));
  const menuLink = employerPage.getByRole("link", { name: "Notifications (1 unread)" });
  await expect(menuLink).toBeVisible();
  await menuLink.click();
  await expect(employerPage.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  const notice = employerPage.getByRole("link", { name: "Someone has applied for Morning Baker." });
  await expect(notice).toBeVisible();
  await expectNoAccessibilityViolations(employerPage);
  await expectNoHorizontalScroll(employerPage);
  await employerPage.screenshot({ path: "/work/shots/notifications-employer-1280.png", fullPage: true }).catch(() => undefined);
  const mail = await waitForMail(employer.email, "New application for Morning Baker");
  expect(mail.text).toContain("Someone has applied for Morning Baker.");
  expect(mail.text).not.toContain(candidate.name);
  expect(mail.text).toContain("/notifications/settings");
  await notice.click();
  await expect(employerPage).toHaveURL(new RegExp(`${areaPath("employerPortalApplications")}`));
  await expect(employerPage.getByRole("link", { name: "Notifications", exact: true })).toBeVisible();

  // The employer books an interview: the candidate gets a text and an email, and neither names them to anyone else.
  // The notice opens the application's own page.
  await expect(employerPage.getByRole("heading", { level: 1, name: `${candidate.name}, for Morning Baker` })).toBeVisible();
  const card = employerPage.getByRole("main");
  await waitForHydration(card.getByRole("button", { name: /Save status/ }));
  await card.getByLabel("New status").selectOption({ label: "Interview booked" });
  await card.getByRole("button", { name: /Save status/ }).click();
  await expect(card.getByText(/Moved to Interview booked/)).toBeVisible();
  await expect.poll(() => textsTo(ownServer, "application.interview.sms").length, { timeout: 15_000 }).toBe(1);
  const interviewText = textsTo(ownServer, "application.interview.sms")[0]!;
  expect(interviewText.body).toMatch(/^Fair Chance Works: Seaview Bakery has booked an interview with you\. Details: http:\/\/127\.0\.0\.1:\d+\/n\/[0-9a-f-]{36}$/);
  expect(interviewText.body.length).toBeLessThanOrEqual(160);
  const interviewMail = await waitForMail(candidate.email, "Interview booked for Morning Baker");
  expect(interviewMail.text).toContain("Seaview Bakery has booked an interview with you for Morning Baker.");

  // The text's short link opens the candidate's application and marks the notice read.
  await page.goto(new URL(/https?:\/\/\S+$/.exec(interviewText.body)![0]).pathname);
  await expect(page).toHaveURL(new RegExp(areaPath("candidatePortalApplications")));
  await page.goto(areaPath("candidatePortalNotifications"));
  await expect(page.getByRole("link", { name: /Seaview Bakery has booked an interview with you for Morning Baker/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Notifications \(\d+ unread\)$/ })).toHaveCount(0);
  await expectNoAccessibilityViolations(page);
  await page.screenshot({ path: "/work/shots/notifications-candidate-1280.png", fullPage: true }).catch(() => undefined);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAccessibilityViolations(page);
  await page.screenshot({ path: "/work/shots/notifications-candidate-375.png", fullPage: true }).catch(() => undefined);
  await page.setViewportSize({ width: 1280, height: 800 });

  // An appointment tomorrow: the reminder job, run twice at the reminder hour, sends one text.
  const hourNow = londonHour(new Date());
  const today = londonDate(new Date());
  const now = hourNow >= 11 ? new Date() : londonTimeOn(addDays(today, -1), 11);
  const startsAt = londonTimeOn(addDays(londonDate(now), 1), 14);
  await db.insert(appointments).values({ id: uuidv7(), candidateId: profile!.id, title: "Support session", mode: "in_person", location: "The office", startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000) });
  for (let run = 0; run < 2; run++) {
    const answer = await page.request.post("/__test/run-reminders", { data: { now: now.toISOString() } });
    expect(answer.status()).toBe(200);
  }
  await expect.poll(() => textsTo(ownServer, "appointment.reminder.sms").length, { timeout: 15_000 }).toBe(1);
  // Give a second send every chance to arrive before counting again.
  await page.waitForTimeout(1500);
  expect(textsTo(ownServer, "appointment.reminder.sms")).toHaveLength(1);
  expect(textsTo(ownServer, "appointment.reminder.sms")[0]!.body).not.toMatch(/Support session|The office/);

  await employerDevice.context.close();
});
