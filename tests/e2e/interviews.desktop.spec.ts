import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { applications, candidates, jobs, organisationMembers, organisations, users } from "../../db/schema";
import { areaPath } from "../../app/features/dashboards/areas";
import { addDays, londonDate } from "../../app/lib/dates";
import { uuidv7 } from "../../app/lib/uuid.server";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { enrolAuthenticator, expect, newDevice, signUpAndVerify } from "./support/accounts";
import { test } from "./support/own-server";

/**
 * An interview booked in the service, one browser per person: the employer offers a time, the candidate accepts
 * it, the employer moves it and the candidate accepts the new time; both download it as an .ics file (the same
 * calendar event, at a later revision). The employer then sees the agreed interview on the application's page and
 * in their Interviews diary, turns a calendar feed on and off (asked first), and cancels: both sides download the
 * cancellation (same event, later revision). The new pages pass axe at 1280 and 375 px.
 */

const shots = "/work/shots/interviews";

async function scanBothWidths(page: Page, name: string) {
  await expectNoAccessibilityViolations(page);
  await page.screenshot({ path: `${shots}/${name}-1280.png`, fullPage: true }).catch(() => undefined);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAccessibilityViolations(page);
  await page.screenshot({ path: `${shots}/${name}-375.png`, fullPage: true }).catch(() => undefined);
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function offerTime(page: Page, date: string, time: string, address: string) {
  const first = page.getByRole("group", { name: "Time 1" });
  await first.getByLabel("Date").fill(date);
  await first.getByLabel("Start time").fill(time);
  await first.getByRole("radio", { name: "In person" }).check();
  await first.getByLabel("Address").fill(address);
}

async function downloadCancellation(page: Page): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "download its cancellation (.ics file)" }).click()]);
  expect(download.suggestedFilename()).toBe("interview-cancelled.ics");
  return (await readFile((await download.path())!, "utf8")).replace(/\r\n /g, "");
}

async function downloadIcs(page: Page): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Add this interview to your calendar (.ics file)" }).click()]);
  expect(download.suggestedFilename()).toBe("interview.ics");
  return (await readFile((await download.path())!, "utf8")).replace(/\r\n /g, "");
}

test("an interview is offered, accepted, moved and accepted again, and both sides download it", async ({ page, browser, ownServer }, testInfo) => {
  test.setTimeout(240_000);
  const db = ownServer.server.database.db;
  const organisationId = uuidv7();
  const jobId = uuidv7();
  await db.insert(organisations).values({ id: organisationId, kind: "employer", name: "Harbour Kitchens", status: "approved", banTheBox: true });
  await db.insert(jobs).values({ id: jobId, title: "Line Cook", sector: "Hospitality", employerId: organisationId, employerName: "Harbour Kitchens", locationName: "Hull", national: true, contractType: "permanent", hours: "full_time" });

  const candidate = await signUpAndVerify(page, "Candidate", "Robin Hale");
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, candidate.email));
  const [profile] = await db.select({ id: candidates.id }).from(candidates).where(eq(candidates.userId, account!.id));
  const applicationId = uuidv7();
  await db.insert(applications).values({ id: applicationId, jobId, candidateId: profile!.id });

  const employerDevice = await newDevice(browser, testInfo.workerIndex, ownServer.baseURL);
  const employerPage = employerDevice.page;
  const employer = await signUpAndVerify(employerPage, "Employer", "Sam Harbour");
  await employerPage.goto("/account");
  await enrolAuthenticator(employerPage, employer);
  const [employerAccount] = await db.select({ id: users.id }).from(users).where(eq(users.email, employer.email));
  await db.insert(organisationMembers).values({ organisationId, userId: employerAccount!.id, role: "owner" });
  await db.update(users).set({ accountStatus: "active" }).where(eq(users.id, employerAccount!.id));

  // The employer opens the application from the list, then its interview page, and offers a time.
  await employerPage.goto(areaPath("employerPortalApplications"));
  await employerPage.getByRole("link", { name: "Robin Hale, for Line Cook" }).click();
  // Before any offer, the application's page says so and leads to the interview page.
  await expect(employerPage.getByText("No interview times offered yet.")).toBeVisible();
  await employerPage.getByRole("link", { name: "Offer interview times for Robin Hale, Line Cook" }).click();
  await expect(employerPage.getByRole("heading", { name: "Interview with Robin Hale" })).toBeVisible();
  // A time in the past is refused, with what was typed kept.
  await offerTime(employerPage, "2020-01-06", "10:00", "1 Dock Street, Hull");
  await employerPage.getByRole("button", { name: "Send the times" }).click();
  await expect(employerPage.getByRole("link", { name: "The interview must be at a time in the future" })).toBeVisible();
  await expect(employerPage.getByRole("group", { name: "Time 1" }).getByLabel("Address")).toHaveValue("1 Dock Street, Hull");
  await scanBothWidths(employerPage, "employer-offer-error");

  const day = addDays(londonDate(new Date()), 7);
  await offerTime(employerPage, day, "10:00", "1 Dock Street, Hull");
  await employerPage.getByRole("button", { name: "Send the times" }).click();
  await expect(employerPage.getByText("The interview times were sent.")).toBeVisible();
  await expect(employerPage.getByText("Times offered: waiting for the candidate to choose")).toBeVisible();
  await scanBothWidths(employerPage, "employer-offered");

  // The candidate accepts it from their application.
  await page.goto(areaPath("candidatePortalApplications"));
  await page.getByRole("link", { name: "Interview times for Line Cook, Harbour Kitchens" }).click();
  await expect(page.getByRole("heading", { name: "Your interview with Harbour Kitchens" })).toBeVisible();
  await scanBothWidths(page, "candidate-offered");
  await page.getByRole("radio", { name: /10:00 to 11:00/ }).check();
  await page.getByRole("button", { name: "Accept this time" }).click();
  await expect(page.getByText("You accepted the interview time.")).toBeVisible();
  await scanBothWidths(page, "candidate-accepted");
  const first = await downloadIcs(page);
  expect(first).toContain("SUMMARY:Interview with Harbour Kitchens for Line Cook");
  expect(first).toContain("LOCATION:1 Dock Street\\, Hull");

  // The employer sees the answer and moves the interview; the candidate accepts the new time.
  await employerPage.reload();
  await expect(employerPage.getByText("Time accepted", { exact: true })).toBeVisible();
  await offerTime(employerPage, addDays(day, 1), "15:00", "2 Dock Street, Hull");
  await employerPage.getByRole("button", { name: "Send the new times" }).click();
  await expect(employerPage.getByText("The new times were sent.")).toBeVisible();

  await page.reload();
  await expect(page.getByText("Times offered: choose one, or ask for another time")).toBeVisible();
  await page.getByRole("radio", { name: /15:00 to 16:00/ }).check();
  await page.getByRole("button", { name: "Accept this time" }).click();
  await expect(page.getByText("You accepted the interview time.")).toBeVisible();
  const moved = await downloadIcs(page);
  expect(moved).toContain("LOCATION:2 Dock Street\\, Hull");
  // The same event in the candidate's calendar, updated rather than added: same UID, higher SEQUENCE.
  const uidOf = (ics: string) => /^UID:(.+)$/m.exec(ics)?.[1];
  const sequenceOf = (ics: string) => Number(/^SEQUENCE:(\d+)$/m.exec(ics)?.[1]);
  expect(uidOf(moved)).toBe(uidOf(first));
  expect(sequenceOf(moved)).toBeGreaterThan(sequenceOf(first));

  await employerPage.reload();
  await expect(employerPage.getByText("Time accepted", { exact: true })).toBeVisible();
  await scanBothWidths(employerPage, "employer-accepted");
  const employerIcs = await downloadIcs(employerPage);
  expect(employerIcs).toContain("SUMMARY:Interview with Robin Hale for Line Cook");
  expect(employerIcs).toContain("LOCATION:2 Dock Street\\, Hull");
  expect(uidOf(employerIcs)).toBe(uidOf(moved));

  // The application's own page shows the agreed interview, with the way to move or cancel it.
  await employerPage.goto(areaPath("employerPortalApplication", { applicationId }));
  const interviewSection = employerPage.getByRole("region", { name: "Interview" });
  await expect(interviewSection.getByText("Time accepted", { exact: true })).toBeVisible();
  await expect(interviewSection.getByText("In person at 2 Dock Street, Hull")).toBeVisible();
  await expect(interviewSection.getByRole("link", { name: "Move or cancel the interview for Robin Hale, Line Cook" })).toBeVisible();
  await scanBothWidths(employerPage, "employer-application-interview");

  // And the employer's Interviews diary, from the portal menu, lists it with its calendar file.
  await employerPage.getByRole("link", { name: "Interviews", exact: true }).first().click();
  await expect(employerPage.getByRole("heading", { name: "Interviews", level: 1 })).toBeVisible();
  await expect(employerPage.getByText("1 interview, soonest first. Page 1 of 1.")).toBeVisible();
  await expect(employerPage.getByRole("link", { name: /^Robin Hale, for Line Cook, / })).toBeVisible();
  await expect(employerPage.getByText("In person at 2 Dock Street, Hull")).toBeVisible();
  await scanBothWidths(employerPage, "employer-interviews");

  // A calendar feed: turning it off asks first, and "Keep the calendar feed" keeps it.
  await employerPage.getByRole("button", { name: "Make a calendar feed address" }).click();
  await expect(employerPage.getByTestId("calendar-feed-url")).toBeVisible();
  await employerPage.getByRole("button", { name: "Turn off the calendar feed" }).click();
  await expect(employerPage.getByRole("heading", { name: "Turn off the calendar feed?" })).toBeFocused();
  await scanBothWidths(employerPage, "employer-feed-confirm");
  await employerPage.getByRole("link", { name: "Keep the calendar feed" }).click();
  await expect(employerPage.getByText(/^You have a calendar feed, made /)).toBeVisible();
  await employerPage.getByRole("button", { name: "Turn off the calendar feed" }).click();
  await employerPage.getByRole("button", { name: "Yes, turn it off" }).click();
  await expect(employerPage.getByText("You do not have a calendar feed.")).toBeVisible();

  await employerPage.getByRole("link", { name: /^Robin Hale, for Line Cook, / }).click();
  await expect(employerPage.getByRole("heading", { name: "Robin Hale, for Line Cook" })).toBeVisible();

  // The employer cancels, asked first; both sides then download the file that takes the time out of their calendars.
  await employerPage.getByRole("link", { name: "Move or cancel the interview for Robin Hale, Line Cook" }).click();
  await employerPage.getByRole("button", { name: "Cancel the interview" }).click();
  await employerPage.getByRole("button", { name: "Yes, cancel the interview" }).click();
  await expect(employerPage.getByText("The interview was cancelled. The other side has been told.")).toBeVisible();
  await scanBothWidths(employerPage, "employer-cancelled");
  const employerCancellation = await downloadCancellation(employerPage);
  await page.reload();
  await expect(page.getByText("Cancelled by Harbour Kitchens.")).toBeVisible();
  const candidateCancellation = await downloadCancellation(page);
  for (const file of [employerCancellation, candidateCancellation]) {
    expect(file).toContain("METHOD:CANCEL");
    expect(file).toContain("STATUS:CANCELLED");
    expect(uidOf(file)).toBe(uidOf(moved));
    expect(sequenceOf(file)).toBeGreaterThan(sequenceOf(moved));
  }
  await employerDevice.context.close();
});
