import { areaPath } from "../../app/features/dashboards/areas";
import { londonDate } from "../../app/lib/dates";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { approveAndLink, enrolAuthenticator, expect, newDevice, signUpAndVerify, staffAccount } from "./support/accounts";
import { test } from "./support/fixtures";

/**
 * The caseworker's real flow, once (at desktop width, to keep the run short): an administrator assigns a new
 * candidate to a caseworker, who finds them on the caseload, marks a checklist item done and adds a case note.
 */
test("an admin assigns a candidate; their caseworker marks a checklist item done and adds a case note", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const candidate = await signUpAndVerify(page, "Candidate", "Morgan Okafor");

  const caseworker = await newDevice(browser, testInfo.workerIndex);
  const worker = await staffAccount(caseworker.page, "caseworker", "Sam Caseworker-Flow");

  const admin = await newDevice(browser, testInfo.workerIndex);
  await staffAccount(admin.page, "admin", "Alex Assigner");
  await admin.page.goto(`${areaPath("adminAccounts")}?q=${encodeURIComponent(candidate.email)}`);
  await admin.page.getByRole("row").filter({ hasText: candidate.email }).getByRole("link", { name: `${candidate.name}: manage this account`, exact: true }).click();
  await expect(admin.page.getByText("They have no caseworker yet.")).toBeVisible();
  await admin.page.getByLabel("Assign caseworker").selectOption({ label: worker.name });
  await admin.page.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(admin.page.getByText("Caseworker assigned. The person is now on their caseload.")).toBeVisible();
  await expect(admin.page.getByText(`${worker.name} is their caseworker.`)).toBeVisible();
  await admin.context.close();

  const cw = caseworker.page;
  await cw.goto(areaPath("caseworkerCaseloadPortal"));
  await expect(cw.getByRole("heading", { level: 1, name: "Caseload" })).toBeVisible();
  await cw.getByRole("link", { name: candidate.name }).click();
  await expect(cw.getByRole("heading", { level: 1, name: candidate.name })).toBeVisible();
  await expectNoAccessibilityViolations(cw);

  // The service has already ticked the verified email address.
  await expect(cw.getByRole("combobox", { name: "Email address" })).toHaveValue("done");
  await expect(cw.getByText("Not started: 1 of 8 items done.")).toBeVisible();
  await cw.getByRole("combobox", { name: "Bank account" }).selectOption({ label: "Done" });
  await cw.getByRole("button", { name: "Save Bank account" }).click();
  await expect(cw.getByText("The checklist was updated.")).toBeVisible();
  await expect(cw.getByText("Not started: 2 of 8 items done.")).toBeVisible();
  await expect(cw.getByRole("combobox", { name: "Bank account" })).toHaveValue("done");

  await cw.getByLabel("Add a case note").fill("First call: wants warehouse work, needs a bank account first.");
  await cw.getByRole("button", { name: "Add the note" }).click();
  await expect(cw.getByText("Your case note was added.")).toBeVisible();
  await expect(cw.getByRole("list").getByText("First call: wants warehouse work, needs a bank account first.")).toBeVisible();
  await expect(cw.getByLabel("Add a case note")).toHaveValue("");
  await caseworker.context.close();
});


/**
 * The whole journey of issue 13, once: a partner refers a person; an administrator assigns them to a caseworker,
 * who books an appointment, records attendance, adds a case note and marks a checklist item done; the partner
 * sees the referral accepted; a conversation works both ways; and an overdue enquiry moves from new to contacted
 * and leaves the alerts. Axe runs on each real page on the way.
 */
test("a referral becomes a caseworker's person: appointment, attendance, note, checklist, a conversation both ways, and an enquiry answered", async ({ page, browser }, testInfo) => {
  test.setTimeout(240_000);
  const suffix = Date.now().toString(36);
  const organisation = `Flow Resettlement Trust ${suffix}`;
  const person = { first: "Jordan", last: `Flowperson${suffix}` };
  const personName = `${person.first} ${person.last}`;

  // The partner signs up, is approved and linked, sets up two-step sign-in and refers the person.
  const partner = await signUpAndVerify(page, "Partner organisation", "Morgan Flow");
  const admin = await newDevice(browser, testInfo.workerIndex);
  await staffAccount(admin.page, "admin", "Alex Flow-Admin");
  await approveAndLink(admin.page, partner, organisation);
  await page.goto(areaPath("partnerReferralsPortal"));
  await expect(page).toHaveURL(/\/account\?setup=two-factor/);
  await enrolAuthenticator(page, partner);
  await page.goto(areaPath("partnerReferralNewPortal"));
  await page.getByLabel("First name").fill(person.first);
  await page.getByLabel("Last name").fill(person.last);
  await page.getByLabel("Email address").fill(`${person.last.toLowerCase()}@example.org`);
  await page.getByRole("checkbox", { name: "Housing" }).check();
  await page.getByLabel("Support asked for").fill("Help with a CV and finding kitchen work");
  await page.getByRole("checkbox", { name: /agreed to this referral/ }).check();
  await page.getByRole("radio", { name: "In the community" }).check();
  await page.getByRole("checkbox", { name: "Their progress" }).check();
  await page.getByRole("button", { name: "Send the referral" }).click();
  await expect(page.getByText("Your referral has been sent.")).toBeVisible();

  // The caseworker's account; the administrator assigns the waiting referral to them.
  const caseworker = await newDevice(browser, testInfo.workerIndex);
  const worker = await staffAccount(caseworker.page, "caseworker", `Sam Flow-Caseworker ${suffix}`);
  await admin.page.goto(areaPath("adminReferrals"));
  const waiting = admin.page.getByRole("listitem").filter({ hasText: personName });
  await expect(waiting).toBeVisible();
  await expectNoAccessibilityViolations(admin.page);
  await waiting.getByLabel("Assign caseworker").selectOption({ label: worker.name });
  await waiting.getByRole("button", { name: `Assign a caseworker to ${personName}` }).click();
  await expect(admin.page.getByText("Caseworker assigned. The person is now on their caseload and the referral is accepted.")).toBeVisible();
  await admin.context.close();

  // The caseworker books an appointment earlier today and records that the person came.
  const cw = caseworker.page;
  const today = londonDate(new Date());
  await cw.goto(areaPath("caseworkerCalendarPortal"));
  await expect(cw.getByRole("heading", { level: 1, name: "Calendar" })).toBeVisible();
  const booking = cw.getByRole("form", { name: "Book an appointment" });
  await booking.getByLabel("Who with").selectOption({ label: personName });
  await booking.getByLabel("What it is for").fill("First meeting");
  await booking.getByLabel("Date").fill(today);
  await booking.getByLabel("Starts at").fill("00:05");
  await booking.getByLabel("Ends at").fill("00:35");
  await booking.getByRole("button", { name: "Book the appointment" }).click();
  await expect(cw.getByText("The appointment was booked.")).toBeVisible();
  const meeting = cw.getByRole("article", { name: `00:05 First meeting with ${personName}` });
  await meeting.getByText("Record attendance").click();
  await meeting.getByLabel("Did they come?").selectOption({ label: "Attended" });
  await meeting.getByRole("button", { name: "Save attendance" }).click();
  await expect(cw.getByText("Attendance was recorded.")).toBeVisible();
  await expect(cw.getByRole("article", { name: `00:05 First meeting with ${personName}` }).getByRole("paragraph").filter({ hasText: /^Attended$/ })).toBeVisible();
  await expectNoAccessibilityViolations(cw);

  // On the person's record: a checklist item done and a case note.
  await cw.goto(areaPath("caseworkerCaseloadPortal"));
  await cw.getByRole("link", { name: personName }).click();
  await expect(cw.getByRole("heading", { level: 1, name: personName })).toBeVisible();
  await cw.getByRole("combobox", { name: "Bank account" }).selectOption({ label: "Done" });
  await cw.getByRole("button", { name: "Save Bank account" }).click();
  await expect(cw.getByText("The checklist was updated.")).toBeVisible();
  await cw.getByLabel("Add a case note").fill("First meeting went well; CV next.");
  await cw.getByRole("button", { name: "Add the note" }).click();
  await expect(cw.getByText("Your case note was added.")).toBeVisible();
  await expect(cw.getByRole("table", { name: /Appointments/ }).getByText("Attended")).toBeVisible();

  // The partner sees the referral accepted and, as the person agreed, their progress: the item just done.
  await page.goto(areaPath("partnerReferralsPortal"));
  const referral = page.getByRole("row").filter({ hasText: personName });
  await expect(referral.getByText("Accepted")).toBeVisible();
  await referral.getByRole("link", { name: personName, exact: true }).click();
  await expect(page).toHaveURL(/\/people\/[0-9a-f-]+$/);
  await page.goto(`${new URL(page.url()).pathname}/progress`);
  const checklist = page.getByRole("table", { name: "Readiness checklist" });
  await expect(checklist.getByRole("row").filter({ hasText: "Bank account" })).toContainText("Done");
  await expectNoAccessibilityViolations(page);

  // A conversation both ways: the caseworker writes to the referring partner, who replies.
  await cw.goto(areaPath("caseworkerMessagesPortal"));
  const start = cw.getByRole("form", { name: "Start a conversation" });
  await start.getByLabel("Write to").selectOption({ label: `${organisation}, about ${personName}` });
  await start.getByLabel("Subject").fill(`About ${personName}`);
  await start.getByLabel("Your message").fill("We met today; a CV is next.");
  await start.getByRole("button", { name: "Send message" }).click();
  await expect(cw.getByText("Your message has been sent.")).toBeVisible();
  await expectNoAccessibilityViolations(cw);

  await page.goto(areaPath("partnerMessagesPortal"));
  await page.getByRole("link", { name: new RegExp(`About ${personName}`) }).click();
  await expect(page.getByText("We met today; a CV is next.")).toBeVisible();
  await page.getByLabel("Your message").fill("Thank you, that is good news.");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Your message has been sent.")).toBeVisible();

  await cw.goto(areaPath("caseworkerMessagesPortal"));
  await expect(cw.getByText("One unread message.")).toBeVisible();
  await cw.getByRole("link", { name: new RegExp(`About ${personName}`) }).click();
  await expect(cw.getByText("Thank you, that is good news.")).toBeVisible();

  // An enquiry past its promised reply is an alert until it is moved to contacted.
  const caller = { firstName: "Robin", lastName: `Flowcaller${suffix}` };
  const email = `${caller.lastName.toLowerCase()}@example.org`;
  const sent = await cw.request.post("/api/contact", {
    headers: { Origin: process.env.E2E_BASE_URL! },
    data: { form_source: "general", ...caller, email, phoneNumber: "07700 900123", location: "Leeds", message: "Please call me about work.", contactConsent: true },
  });
  expect(sent.ok()).toBe(true);
  const aged = await cw.request.post("/__test/enquiry-age", { headers: { Origin: process.env.E2E_BASE_URL! }, data: { email, hoursAgo: 24 * 6 } });
  expect(aged.status()).toBe(200);
  const callerName = `${caller.firstName} ${caller.lastName}`;
  await cw.goto(areaPath("caseworkerAlertsPortal"));
  await expect(cw.getByText(`${callerName} (general enquiry)`, { exact: false })).toBeVisible();
  await expectNoAccessibilityViolations(cw);
  await cw.getByRole("link", { name: `Answer ${callerName}'s enquiry` }).click();
  const enquiry = cw.getByRole("article", { name: new RegExp(callerName) });
  await expect(enquiry.getByText(/overdue/)).toBeVisible();
  await expectNoAccessibilityViolations(cw);
  await enquiry.getByLabel("Move to").selectOption({ label: "Contacted" });
  await enquiry.getByLabel("Note").fill("Called back; booked a chat.");
  await enquiry.getByRole("button", { name: `Save the status of ${callerName}'s enquiry` }).click();
  await expect(cw.getByText("The enquiry is marked contacted.")).toBeVisible();
  await cw.goto(areaPath("caseworkerAlertsPortal"));
  await expect(cw.getByRole("heading", { level: 1, name: "Alerts" })).toBeVisible();
  await expect(cw.getByText(`${callerName} (general enquiry)`, { exact: false })).toHaveCount(0);
  await caseworker.context.close();
});
