import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  applications,
  applicationStatusChanges,
  appointments,
  auditEvents,
  caseAccessGrants,
  caseworkerAssignments,
  caseworkers,
  candidates,
  diaryEntries,
  enquiries,
  enquiryStatusChanges,
  messages,
  messageThreads,
  outcomeChecks,
  readinessChecklist,
  referrals,
} from "../../db/schema";
import { SAVE_PATH } from "../../app/features/candidate-cvs/save-to-account";
import { seedDemonstrationEnquiries } from "../../app/demonstration/enquiries.server";
import { overdueEnquiries } from "../../app/features/candidates/alerts.server";
import { areaPath } from "../../app/features/dashboards/areas";
import { calendarQuery } from "../../app/features/appointments/calendar";
import { DEMO_EMAIL_DOMAIN } from "../../app/lib/demonstration";
import { addDays, londonDate } from "../../app/lib/dates";
import { uuidv7 } from "../../app/lib/uuid.server";
import { castLabels, makeCast, type Cast } from "./support/access-matrix";
import { client, verifiedUser, visibleText, type Client } from "./support/auth";
import { startSmtpListener, type SmtpListener } from "./support/smtp";
import { rulesBackend } from "./support/test-database";
import { startTestServer, type TestServer } from "./support/test-server";

/**
 * The caseworker's pages doing their work on real data, with the access matrix's cast (C1 supports A, referred by
 * partner P; C2 supports B): the calendar, reasoned access, enquiries leaving the alerts, in-work checks, a
 * conversation both ways, settings, an administrator assigning a waiting referral, and readiness that moves.
 */

const DAY = 86_400_000;

describe.each([rulesBackend])("caseworker pages on %s", (backend) => {
  let smtp: SmtpListener;
  let server: TestServer;
  let cast: Cast;
  let c1: Client;
  let c2: Client;
  const text = async (browser: Client, path: string) => {
    const response = await browser.get(path);
    expect(response.status, path).toBe(200);
    return visibleText(await response.text());
  };
  const events = async (event: string) =>
    (await server.database.db.select().from(auditEvents).where(eq(auditEvents.event, event as typeof auditEvents.$inferSelect.event))).map((row) => row.detail);

  beforeAll(async () => {
    smtp = await startSmtpListener();
    server = await startTestServer(backend, { CLIENT_IP_HEADER: "x-forwarded-for", MAIL_POLL_INTERVAL_MS: "100", SMTP_URL: smtp.url, SEED_DEMO_DATA: "true" });
    cast = await makeCast(server, smtp, client(server));
    c1 = cast.browsers.caseworkerC1;
    c2 = cast.browsers.caseworkerC2;
    // The access matrix's sixteen accounts, each signed up through the pages with a scrypt hash.
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it("books, moves and cancels an appointment and records attendance, each audited; another caseworker's is out of reach", async () => {
    const db = server.database.db;
    const calendar = areaPath("caseworkerCalendarPortal");
    const today = londonDate(new Date());
    const bad = await c1.post(calendar, { intent: "add", candidateId: cast.world.candidateA, title: "", mode: "phone", date: today, startTime: "11:00", endTime: "10:00" });
    expect(bad.status).toBe(400);
    const badText = visibleText(await bad.text());
    expect(badText).toContain("Enter what the appointment is for");
    expect(badText).toContain("The end time must be after the start time");
    // Someone on another caseload cannot be booked.
    const foreign = await c1.post(calendar, { intent: "add", candidateId: cast.world.candidateB, title: "Matrix booking", mode: "phone", date: today, startTime: "10:00", endTime: "10:30" });
    expect(foreign.status).toBe(400);
    expect(visibleText(await foreign.text())).toContain("Choose someone on your caseload");

    const booked = await c1.post(calendar, { intent: "add", candidateId: cast.world.candidateA, title: "Matrix CV review", mode: "in_person", location: "Room 4", date: today, startTime: "00:15", endTime: "00:45" });
    expect(booked.status).toBe(303);
    expect(booked.headers.get("location")).toContain("done=added");
    const [made] = await db.select().from(appointments).where(eq(appointments.title, "Matrix CV review"));
    expect(made).toMatchObject({ candidateId: cast.world.candidateA, caseworkerId: cast.world.caseworkerC1, location: "Room 4", demo: false, cancelledAt: null });
    expect(londonDate(made!.startsAt)).toBe(today);
    expect(await text(c1, `${calendar}?view=month&date=${today}`)).toContain("Matrix CV review");

    const tomorrow = addDays(today, 1);
    expect((await c1.post(calendar, { intent: "move", appointmentId: made!.id, date: tomorrow, startTime: "14:00", endTime: "15:00" })).status).toBe(303);
    const [moved] = await db.select().from(appointments).where(eq(appointments.id, made!.id));
    expect(londonDate(moved!.startsAt)).toBe(tomorrow);
    expect(moved!.endsAt.getTime() - moved!.startsAt.getTime()).toBe(3_600_000);

    // A second booking yesterday, which the person came to (late): what has happened is neither moved nor cancelled.
    // (Yesterday, not early today: a run just after midnight would find an early-today booking still to come.)
    await c1.post(calendar, { intent: "add", candidateId: cast.world.candidateA, title: "Matrix drop-in", mode: "in_person", date: addDays(today, -1), startTime: "10:00", endTime: "10:30" });
    const [dropIn] = await db.select().from(appointments).where(eq(appointments.title, "Matrix drop-in"));
    const attended = await c1.post(calendar, { intent: "attendance", appointmentId: dropIn!.id, attendance: "late", reason: "Bus was late" });
    expect(attended.status).toBe(303);
    expect((await db.select().from(appointments).where(eq(appointments.id, dropIn!.id)))[0]).toMatchObject({ attendance: "late", attendanceReason: "Bus was late" });
    expect((await c1.post(calendar, { intent: "cancel", appointmentId: dropIn!.id })).status).toBe(404);
    // The person's own diary says what was recorded (not "Booked"); the partner they let see their diary sees the
    // appointment but not whether they came, nor the caseworker's reason.
    const ownDiary = await text(cast.browsers.candidateA, areaPath("candidatePortalDiary"));
    expect(ownDiary).toMatch(/Matrix drop-in[^]*?Attended, arrived late/);
    expect(ownDiary).not.toContain("Bus was late");
    const partnersView = await text(cast.browsers.partnerP, areaPath("partnerPersonDiaryPortal", { candidateId: cast.world.candidateA }));
    expect(partnersView).toContain("Matrix drop-in");
    expect(partnersView).not.toContain("arrived late");
    expect(partnersView).not.toContain("Bus was late");
    // Attendance is not recorded for what has not happened yet (the moved appointment is tomorrow).
    expect((await c1.post(calendar, { intent: "attendance", appointmentId: made!.id, attendance: "attended" })).status).toBe(404);

    // C2 can neither move nor cancel C1's appointment.
    expect((await c2.post(calendar, { intent: "cancel", appointmentId: made!.id })).status).toBe(404);
    expect((await c2.post(calendar, { intent: "move", appointmentId: made!.id, date: tomorrow, startTime: "09:00", endTime: "10:00" })).status).toBe(404);

    // Cancelling asks first: without confirmed=yes the page answers with the question and nothing changes. The
    // question sits beside the appointment, so it is asked from the week that holds it (on a Sunday, next week).
    const asked = await c1.post(`${calendar}${calendarQuery("week", tomorrow)}`, { intent: "cancel", appointmentId: made!.id });
    expect(asked.status).toBe(200);
    const question = visibleText(await asked.text());
    expect(question).toContain("Cancel Matrix CV review with");
    expect(question).toContain("Keep the appointment");
    expect((await db.select().from(appointments).where(eq(appointments.id, made!.id)))[0]!.cancelledAt).toBeNull();
    expect((await c1.post(calendar, { intent: "cancel", appointmentId: made!.id, confirmed: "yes" })).status).toBe(303);
    const [cancelled] = await db.select().from(appointments).where(eq(appointments.id, made!.id));
    expect(cancelled!.cancelledAt).not.toBeNull();
    expect(cancelled!.cancelledByName).toBe(castLabels.caseworkerC1);
    const week = await text(c1, `${calendar}?view=week&date=${tomorrow}`);
    expect(week).toContain("Matrix CV review");
    expect(week).toContain(`Cancelled by ${castLabels.caseworkerC1}`);
    // A cancelled appointment cannot be cancelled or moved again.
    expect((await c1.post(calendar, { intent: "cancel", appointmentId: made!.id })).status).toBe(404);
    expect((await c1.post(calendar, { intent: "cancel", appointmentId: made!.id, confirmed: "yes" })).status).toBe(404);

    const ics = await c1.get(`${areaPath("caseworkerCalendarExportPortal")}?view=week&date=${tomorrow}`);
    expect(ics.headers.get("content-type")).toContain("text/calendar");
    const file = await ics.text();
    expect(file).toContain(`SUMMARY:Cancelled: Matrix CV review with ${castLabels.candidateA}`);
    expect(file).not.toContain(castLabels.candidateB);

    for (const event of ["appointment_booked", "appointment_moved", "appointment_cancelled"]) {
      expect(await events(event), event).toContainEqual(expect.objectContaining({ appointmentId: made!.id }));
    }
    expect(await events("attendance_recorded")).toContainEqual({ appointmentId: dropIn!.id, candidateId: cast.world.candidateA, attendance: "late" });
  });

  it("opens a record off the caseload only with a reason, recorded and audited, until the grant ends", async () => {
    const db = server.database.db;
    const record = areaPath("caseworkerCandidatePortal", { candidateId: cast.world.candidateA });
    const before = await text(c2, record);
    expect(before).toContain("Reason for opening this record");
    expect(before).not.toContain(castLabels.candidateA);
    expect((await c2.post(record, { intent: "add-note", body: "Matrix note by C2" })).status).toBe(404);
    const short = await c2.post(record, { intent: "open-record", reason: "need it" });
    expect(short.status).toBe(400);
    expect(visibleText(await short.text())).toContain("Your reason must be at least 10 characters");

    const opened = await c2.post(record, { intent: "open-record", reason: "Covering for Cleo: interview tomorrow" });
    expect(opened.status).toBe(303);
    const [grant] = await db.select().from(caseAccessGrants).where(eq(caseAccessGrants.candidateId, cast.world.candidateA));
    expect(grant).toMatchObject({ caseworkerId: cast.world.caseworkerC2, reason: "Covering for Cleo: interview tomorrow" });
    expect(grant!.expiresAt.getTime() - grant!.grantedAt.getTime()).toBeLessThanOrEqual(8 * 3_600_000);
    expect(await events("case_access_granted")).toContainEqual(expect.objectContaining({ candidateId: cast.world.candidateA, grantId: grant!.id }));

    const after = await text(c2, record);
    expect(after).toContain(castLabels.candidateA);
    expect(after).toContain("You opened their record with a reason");
    expect(after).toContain("only their own caseworker can");
    // The grant ends: the form again.
    await db.update(caseAccessGrants).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(caseAccessGrants.id, grant!.id));
    expect(await text(c2, record)).not.toContain(castLabels.candidateA);
  });

  it("an enquiry past its promised reply is an alert until someone moves it to contacted, with who, when and a note", async () => {
    const db = server.database.db;
    const enquiryId = uuidv7();
    const threeDaysAgo = new Date(Date.now() - 5 * DAY);
    await db.insert(enquiries).values({
      id: enquiryId,
      formSource: "partner",
      firstName: "Morgan",
      lastName: "Matrixcaller",
      email: "morgan@partner.test",
      phoneNumber: "07700 900 111",
      location: "Leeds",
      message: "We would like to refer people.",
      organisation: "Matrix Housing",
      organisationType: "charity",
      contactRequested: true,
      contactRequestedAt: threeDaysAgo,
      consentWordingVersion: "test",
      payloadHash: `matrix-${enquiryId}`,
      createdAt: threeDaysAgo,
      statusChangedAt: threeDaysAgo,
    });
    expect(await text(c1, areaPath("caseworkerAlertsPortal"))).toContain("Morgan Matrixcaller (partner enquiry)");
    const inbox = await text(c1, `${areaPath("caseworkerEnquiriesPortal")}?status=new`);
    expect(inbox).toContain("Morgan Matrixcaller");
    expect(inbox).toContain("overdue");
    // Counted by the database, not by reading the rows.
    expect(inbox).toContain("One enquiry is new.");
    expect(await text(c1, areaPath("caseworkerPortal"))).toContain("Enquiries waiting");

    const moved = await c1.post(`${areaPath("caseworkerEnquiriesPortal")}?status=new`, { enquiryId, status: "contacted", note: "Left a voicemail" });
    expect(moved.status).toBe(303);
    expect(moved.headers.get("location")).toBe(`${areaPath("caseworkerEnquiriesPortal")}?status=new&done=contacted#enquiry-${enquiryId}`);
    const [row] = await db.select().from(enquiries).where(eq(enquiries.id, enquiryId));
    expect(row!.status).toBe("contacted");
    expect(row!.statusChangedAt.getTime()).toBeGreaterThan(threeDaysAgo.getTime());
    expect(await db.select().from(enquiryStatusChanges).where(eq(enquiryStatusChanges.enquiryId, enquiryId))).toMatchObject([
      { status: "contacted", note: "Left a voicemail", changedByUserId: cast.world.users.caseworkerC1, changedByName: castLabels.caseworkerC1 },
    ]);
    expect(await events("enquiry_status_changed")).toContainEqual({ enquiryId, from: "new", to: "contacted" });
    expect(await text(c1, areaPath("caseworkerAlertsPortal"))).not.toContain("Morgan Matrixcaller");
    // An administrator sees the history in the same inbox.
    const admin = await text(cast.browsers.admin, `${areaPath("caseworkerEnquiriesPortal")}?status=contacted`);
    expect(admin).toContain(`Contacted by ${castLabels.caseworkerC1}`);
    expect(admin).toContain("Left a voicemail");
    const csv = await (await cast.browsers.admin.get(`${areaPath("caseworkerEnquiriesExportPortal")}?status=contacted`)).text();
    expect(csv).toContain("Matrixcaller");
  });

  it("the demonstration enquiries a development start loads reach no real inbox, export, count or alert", async () => {
    const db = server.database.db;
    // What server/start.ts loads when the service starts in development.
    await seedDemonstrationEnquiries(db);
    const demo = await db.select().from(enquiries).where(like(enquiries.email, `%@${DEMO_EMAIL_DOMAIN}`));
    expect(demo.map((row) => row.status).sort()).toEqual(["closed", "contacted", "new"]);
    const names = demo.map((row) => `${row.firstName} ${row.lastName}`);
    for (const browser of [c1, cast.browsers.admin]) {
      const inbox = await text(browser, `${areaPath("caseworkerEnquiriesPortal")}?status=all`);
      const newOnly = await text(browser, `${areaPath("caseworkerEnquiriesPortal")}?status=new`);
      const csv = await (await browser.get(`${areaPath("caseworkerEnquiriesExportPortal")}?status=all`)).text();
      for (const name of names) {
        expect(inbox).not.toContain(name);
        expect(newOnly).not.toContain(name);
      }
      expect(csv).not.toContain(DEMO_EMAIL_DOMAIN);
    }
    const alerts = await text(c1, areaPath("caseworkerAlertsPortal"));
    for (const name of names) expect(alerts).not.toContain(name);
    // The alert and the home page's counts read the same real rows: the demonstration's new enquiry is not among them.
    const now = new Date(Date.now() + 30 * DAY);
    expect((await overdueEnquiries(db, now)).map((alert) => alert.enquiryId)).not.toContain(demo.find((row) => row.status === "new")!.id);
    // A demonstration enquiry cannot be moved from the real inbox either.
    const newDemo = demo.find((row) => row.status === "new")!;
    const moved = await c1.post(`${areaPath("caseworkerEnquiriesPortal")}?status=new`, { enquiryId: newDemo.id, status: "contacted" });
    expect(moved.status).toBe(404);
    const [after] = await db.select().from(enquiries).where(eq(enquiries.id, newDemo.id));
    expect(after!.status).toBe("new");
  });

  it("a form sent twice with the same key saves once (a diary entry, an enquiry note, a booking), and a new drawing saves again", async () => {
    const db = server.database.db;
    // Each drawing of a posting form carries its key; the server makes a new one for every page.
    const diary = areaPath("candidatePortalDiary");
    const keyOf = (html: string, formId: string) => html.match(new RegExp(`name="formKey" value="([^"]+\\.${formId})"`))?.[1];
    const first = keyOf(await (await cast.browsers.candidateA.get(diary)).text(), "diary-entry");
    const second = keyOf(await (await cast.browsers.candidateA.get(diary)).text(), "diary-entry");
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);

    const entry = { intent: "save", entryDate: "2026-03-02", title: "Matrix double press", body: "Pressed twice", formKey: first! };
    const once = await cast.browsers.candidateA.post(diary, entry);
    const again = await cast.browsers.candidateA.post(diary, entry);
    expect(once.status).toBe(302);
    expect(again.status).toBe(once.status);
    expect(again.headers.get("location")).toBe(once.headers.get("location"));
    expect(await db.select().from(diaryEntries).where(eq(diaryEntries.title, "Matrix double press"))).toHaveLength(1);
    // The same words from a new drawing of the form are a new entry.
    await cast.browsers.candidateA.post(diary, { ...entry, formKey: second! });
    expect(await db.select().from(diaryEntries).where(eq(diaryEntries.title, "Matrix double press"))).toHaveLength(2);

    const enquiryId = uuidv7();
    const now = new Date();
    await db.insert(enquiries).values({
      id: enquiryId,
      formSource: "general",
      firstName: "Riley",
      lastName: "Twicepressed",
      email: "riley@example.test",
      phoneNumber: "07700 900 222",
      location: "Leeds",
      message: "Please call.",
      contactRequested: true,
      contactRequestedAt: now,
      consentWordingVersion: "test",
      payloadHash: `matrix-${enquiryId}`,
      createdAt: now,
      statusChangedAt: now,
    });
    const inbox = areaPath("caseworkerEnquiriesPortal");
    const note = { enquiryId, status: "contacted", note: "Called once", formKey: `test-${enquiryId}` };
    expect((await c1.post(inbox, note)).status).toBe(303);
    expect((await c1.post(inbox, note)).status).toBe(303);
    expect(await db.select().from(enquiryStatusChanges).where(eq(enquiryStatusChanges.enquiryId, enquiryId))).toHaveLength(1);

    const calendar = areaPath("caseworkerCalendarPortal");
    const booking = { intent: "add", candidateId: cast.world.candidateA, title: "Matrix booked once", mode: "in_person", location: "HMP Leeds visits hall", date: addDays(londonDate(new Date()), 2), startTime: "10:00", endTime: "10:30", formKey: `test-booking-${enquiryId}` };
    const booked = await c1.post(calendar, booking);
    const rebooked = await c1.post(calendar, booking);
    expect(booked.status).toBe(303);
    expect(rebooked.status).toBe(303);
    expect(rebooked.headers.get("location")).toBe(booked.headers.get("location"));
    expect(await db.select().from(appointments).where(eq(appointments.title, "Matrix booked once"))).toHaveLength(1);
    // The key is the caseworker's own: another's same key is a booking of their own (refused here only as off-caseload).
    expect((await c2.post(calendar, booking)).status).toBe(400);
    // After the booking, the page's booking form is empty again: the last place does not carry over to the next person.
    const after = await (await c1.get(booked.headers.get("location")!)).text();
    const form = after.slice(after.indexOf('aria-label="Book an appointment"'));
    expect(form).not.toContain('value="HMP Leeds visits hall"');
  });

  it("a check falls due six weeks after a start, and recording it (with why they left) clears the alert", async () => {
    const db = server.database.db;
    const started = new Date(Date.now() - 50 * DAY);
    await db.update(applications).set({ status: "started" }).where(eq(applications.id, cast.world.applicationA));
    await db.insert(applicationStatusChanges).values({ id: uuidv7(), applicationId: cast.world.applicationA, status: "started", changedAt: started });
    expect(await text(c1, areaPath("caseworkerAlertsPortal"))).toContain(`${castLabels.candidateA}: 6 weeks check for ${castLabels.jobX}`);
    const outcomes = areaPath("caseworkerOutcomesPortal");
    expect(await text(c1, outcomes)).toContain("due now");
    // C2 cannot record C1's person's check.
    expect((await c2.post(outcomes, { applicationId: cast.world.applicationA, checkpoint: "six_weeks", inWork: "yes" })).status).toBe(404);
    const missing = await c1.post(outcomes, { applicationId: cast.world.applicationA, checkpoint: "six_weeks", inWork: "no" });
    expect(missing.status).toBe(400);
    expect(visibleText(await missing.text())).toContain("Say why they left, as far as you know");
    expect((await c1.post(outcomes, { applicationId: cast.world.applicationA, checkpoint: "six_weeks", inWork: "no", leftReason: "Moved away" })).status).toBe(303);
    expect(await db.select().from(outcomeChecks).where(eq(outcomeChecks.applicationId, cast.world.applicationA))).toMatchObject([
      { checkpoint: "six_weeks", inWork: false, leftReason: "Moved away", startedOn: londonDate(started) },
    ]);
    expect(await events("outcome_check_recorded")).toContainEqual(expect.objectContaining({ applicationId: cast.world.applicationA, checkpoint: "six_weeks", inWork: false }));
    const after = await text(c1, outcomes);
    expect(after).toContain("had left: Moved away");
    expect(after).toContain("not needed: they had already left");
    expect(await text(c1, areaPath("caseworkerAlertsPortal"))).not.toContain("6 weeks check for");
  });

  it("a caseworker starts a conversation with the referring partner, who reads and replies; the reply is unread until opened", async () => {
    const db = server.database.db;
    // Not about someone on C2's caseload: refused, and nothing is made.
    const refused = await c2.post(areaPath("caseworkerMessagesPortal"), { intent: "start", to: `partner:${cast.world.referralP}`, subject: "Matrix start date", body: "Hello" });
    expect(refused.status).toBe(400);
    expect(visibleText(await refused.text())).toContain("You cannot write to that person here. Choose someone from the list.");
    const started = await c1.post(areaPath("caseworkerMessagesPortal"), { intent: "start", to: `partner:${cast.world.referralP}`, subject: "Matrix start date", body: "Avery starts next week." });
    expect(started.status).toBe(303);
    const [thread] = await db.select().from(messageThreads).where(eq(messageThreads.subject, "Matrix start date"));
    expect(thread).toMatchObject({ candidateId: cast.world.candidateA, demo: false });
    expect(started.headers.get("location")).toBe(`${areaPath("caseworkerMessagePortal", { threadId: thread!.id })}?sent=1`);
    expect(await events("message_thread_started")).toContainEqual(expect.objectContaining({ threadId: thread!.id }));

    const partner = cast.browsers.partnerP;
    expect(await text(partner, areaPath("partnerMessagesPortal"))).toContain("Matrix start date");
    expect(await text(cast.browsers.partnerQ, areaPath("partnerMessagesPortal"))).not.toContain("Matrix start date");
    expect((await partner.post(areaPath("partnerMessagePortal", { threadId: thread!.id }), { body: "Thanks, noted." })).status).toBe(302);

    expect(await text(c1, areaPath("caseworkerMessagesPortal"))).toContain("One unread message.");
    const opened = await text(c1, areaPath("caseworkerMessagePortal", { threadId: thread!.id }));
    expect(opened).toContain("Thanks, noted.");
    expect(opened).toContain("New");
    expect(await text(c1, areaPath("caseworkerMessagesPortal"))).toContain("No unread messages.");
    expect(await db.select().from(messages).where(eq(messages.threadId, thread!.id))).toHaveLength(2);
  });

  it("saves the caseworker's own name and team, audited", async () => {
    const db = server.database.db;
    const saved = await c1.post(areaPath("caseworkerSettingsPortal"), { fullName: "Cleo Matrixone", team: "Matrix Leeds team" });
    expect(saved.status).toBe(200);
    expect(visibleText(await saved.text())).toContain("Your details were saved.");
    expect((await db.select().from(caseworkers).where(eq(caseworkers.id, cast.world.caseworkerC1)))[0]?.team).toBe("Matrix Leeds team");
    expect((await db.select().from(caseworkers).where(eq(caseworkers.id, cast.world.caseworkerC2)))[0]?.team).toBeNull();
    expect(await events("caseworker_settings_changed")).toContainEqual({ caseworkerId: cast.world.caseworkerC1, changed: ["team"] });
  });

  it("a referral waiting two working days is a team alert until an administrator assigns it", async () => {
    const db = server.database.db;
    const referred = await cast.browsers.partnerP.post(areaPath("partnerReferralNewPortal"), {
      firstName: "Rowan",
      lastName: "Matrixwaiting",
      phone: "07700 900 982",
      needs: "housing",
      supportAskedFor: "Help finding kitchen work",
      setting: "community",
      consentGiven: "on",
    });
    expect(referred.status).toBe(302);
    const [referral] = await db.select().from(referrals).where(eq(referrals.lastName, "Matrixwaiting"));
    await db.update(referrals).set({ createdAt: new Date(Date.now() - 6 * DAY) }).where(eq(referrals.id, referral!.id));
    for (const browser of [c1, c2]) expect(await text(browser, areaPath("caseworkerAlertsPortal"))).toContain("Rowan Matrixwaiting, referred by");

    const queue = await text(cast.browsers.admin, areaPath("adminReferrals"));
    expect(queue).toContain("Rowan Matrixwaiting");
    const assigned = await cast.browsers.admin.post(areaPath("adminReferrals"), { intent: "assign", referralId: referral!.id, caseworker: cast.world.users.caseworkerC1 });
    expect(assigned.status).toBe(303);
    expect((await db.select().from(referrals).where(eq(referrals.id, referral!.id)))[0]?.status).toBe("accepted");
    expect(
      await db
        .select()
        .from(caseworkerAssignments)
        .where(and(eq(caseworkerAssignments.candidateId, referral!.candidateId!), eq(caseworkerAssignments.caseworkerId, cast.world.caseworkerC1))),
    ).toHaveLength(1);
    expect(await events("caseworker_assigned")).toContainEqual(expect.objectContaining({ referralId: referral!.id }));
    expect(await text(c1, areaPath("caseworkerCaseloadPortal"))).toContain("Rowan Matrixwaiting");
    expect(await text(c1, areaPath("caseworkerAlertsPortal"))).not.toContain("Rowan Matrixwaiting, referred by");
    expect(await text(cast.browsers.admin, areaPath("adminReferrals"))).not.toContain("Rowan Matrixwaiting");
    // Assigned once: a second assignment finds nothing waiting.
    expect((await cast.browsers.admin.post(areaPath("adminReferrals"), { intent: "assign", referralId: referral!.id, caseworker: cast.world.users.caseworkerC2 })).status).toBe(404);
  });

  // Readiness that moves: the status with a reason (the candidate sees both, the referring partner the status
  // only), and the checklist items the service can see for itself marking themselves done.
  it("sets the status with a reason that the candidate sees and the partner does not; refuses a missing reason and another caseload", async () => {
    const db = server.database.db;
    const { candidateA, partnerP } = cast.browsers;
    const record = areaPath("caseworkerCandidatePortal", { candidateId: cast.world.candidateA });

    const refused = await c1.post(record, { intent: "readiness", status: "ready_to_work", reason: "  " });
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(visibleText(refusedHtml)).toContain("Enter why you chose this status");
    // What was chosen is kept.
    expect(refusedHtml).toMatch(/<option value="ready_to_work" selected="">/);
    expect((await c1.post(record, { intent: "readiness", status: "employed", reason: "A job" })).status).toBe(400);

    const reason = "CV, letter and ID are done; applying for bakery roles.";
    const saved = await c1.post(record, { intent: "readiness", status: "ready_to_work", reason });
    expect(saved.status).toBe(200);
    const savedHtml = await saved.text();
    expect(visibleText(savedHtml)).toContain("The readiness status was saved.");
    // The form shows what is now stored.
    expect(savedHtml).toMatch(/<option value="ready_to_work" selected="">/);
    expect(visibleText(savedHtml)).toContain(`Now: Ready to work (set by ${castLabels.caseworkerC1}`);
    // The reason keeps its own full stop: nothing is added after it.
    expect(visibleText(savedHtml)).toContain(`Why: ${reason}`);
    expect(visibleText(savedHtml)).not.toContain(`${reason}.`);
    const [stored] = await db.select().from(candidates).where(eq(candidates.id, cast.world.candidateA));
    expect(stored).toMatchObject({ readinessStatus: "ready_to_work", readinessReason: reason, readinessChangedByName: castLabels.caseworkerC1 });

    // The candidate sees the status and why.
    const home = visibleText(await (await candidateA.get(areaPath("candidatePortal"))).text());
    expect(home).toContain("Status: Ready to work");
    expect(home).toContain(`Why: ${reason} (${castLabels.caseworkerC1},`);

    // The referring partner, whom the person lets see their progress, sees the status but not the caseworker's words.
    const progress = await partnerP.get(areaPath("partnerPersonProgressPortal", { candidateId: cast.world.candidateA }));
    expect(progress.status).toBe(200);
    const progressHtml = await progress.text();
    expect(visibleText(progressHtml)).toContain("Readiness: Ready to work.");
    expect(progressHtml).not.toContain(reason);

    // The caseload's filter and counts use the stored status.
    const caseload = visibleText(await (await c1.get(`${areaPath("caseworkerCaseloadPortal")}?readiness=ready_to_work`)).text());
    expect(caseload).toContain(castLabels.candidateA);
    const notReady = visibleText(await (await c1.get(`${areaPath("caseworkerCaseloadPortal")}?readiness=support_needed`)).text());
    expect(notReady).not.toContain(castLabels.candidateA);

    // Another caseworker cannot set it; the demonstration refuses it and changes nothing.
    expect((await c2.post(record, { intent: "readiness", status: "support_declined", reason: "Not mine to say" })).status).toBe(404);
    const demo = await client(server).post(areaPath("caseworkerCandidateDemo", { candidateId: cast.world.candidateA }), { intent: "readiness", status: "support_declined", reason: "x" });
    expect(demo.status).not.toBe(200);
    expect((await db.select().from(candidates).where(eq(candidates.id, cast.world.candidateA)))[0]!.readinessStatus).toBe("ready_to_work");

    // The audit trail has the status, never the reason.
    const audited = await db.select().from(auditEvents).where(eq(auditEvents.event, "readiness_status_changed"));
    expect(audited.map((row) => row.detail)).toEqual([{ candidateId: cast.world.candidateA, status: "ready_to_work" }]);
    expect(JSON.stringify(audited)).not.toContain("bakery");
  });

  it("marks the CV and the disclosure letter done when the candidate saves them, and lets the caseworker change them afterwards", async () => {
    const db = server.database.db;
    const { candidateA } = cast.browsers;
    const item = async (name: "cv_and_covering_letter" | "disclosure_letter") =>
      (
        await db
          .select()
          .from(readinessChecklist)
          .where(and(eq(readinessChecklist.candidateId, cast.world.candidateA), eq(readinessChecklist.item, name)))
      )[0];
    const draft = JSON.stringify({
      fullName: castLabels.candidateA,
      email: "avery@example.org",
      skills: ["Pastry"],
      experiences: [],
      education: [],
      disclosureNeeded: true,
      convictionType: "minor",
      timeframe: "recent",
      rehabilitationSteps: "Courses",
      disclosureLetter: "Dear Ms Baker, I would like to tell you about my conviction.",
    });
    expect((await candidateA.post(SAVE_PATH, { intent: "save-to-account", draft, includeLetter: "on" })).status).toBe(200);
    expect(await item("cv_and_covering_letter")).toMatchObject({ status: "done", markedByService: true, updatedByUserId: null });
    expect(await item("disclosure_letter")).toMatchObject({ status: "done", markedByService: true });

    const record = areaPath("caseworkerCandidatePortal", { candidateId: cast.world.candidateA });
    expect(visibleText(await (await c1.get(record)).text())).toContain("Marked done automatically: the service saw it for itself.");
    const home = visibleText(await (await candidateA.get(areaPath("candidatePortal"))).text());
    expect(home.slice(home.indexOf("Getting ready"), home.indexOf("Getting ready") + 400)).toContain("CV and covering letterDone (marked automatically)");

    // The caseworker's own change wins, and is theirs; saving the CV again marks it done once more.
    expect((await c1.post(record, { intent: "checklist", item: "cv_and_covering_letter", status: "in_progress" })).status).toBe(200);
    expect(await item("cv_and_covering_letter")).toMatchObject({ status: "in_progress", markedByService: false, updatedByName: castLabels.caseworkerC1 });
    expect((await candidateA.post(SAVE_PATH, { intent: "save-to-account", draft })).status).toBe(200);
    expect(await item("cv_and_covering_letter")).toMatchObject({ status: "done", markedByService: true });
  });

  it("marks a new candidate's verified email address done when their profile is made", async () => {
    const db = server.database.db;
    const person = await verifiedUser(server, smtp, { name: "Robin Newcomer" });
    const home = visibleText(await (await person.browser.get(areaPath("candidatePortal"))).text());
    expect(home.slice(home.indexOf("Getting ready"), home.indexOf("Getting ready") + 400)).toContain("Email addressDone (marked automatically)");
    expect(home).toContain("1 of 8 checklist items done.");
    const [profile] = await db.select().from(candidates).where(eq(candidates.userId, person.userId));
    const rows = await db.select().from(readinessChecklist).where(eq(readinessChecklist.candidateId, profile!.id));
    expect(rows.map((row) => [row.item, row.status, row.markedByService])).toEqual([["email", "done", true]]);
  });
});
