import { and, eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, appointments, caseNotes, referrals, jobs, mailOutbox, mentoringSessions, mentors, messageThreads, notificationPreferences, notifications, users } from "../../db/schema";
import { appointmentKey } from "../../app/features/notifications/event-keys";
import { addDays, londonDate } from "../../app/lib/dates";
import { noticeWhen } from "../../app/features/notifications/templates";
import { writeConvictionRecord } from "../../app/features/convictions/conviction-records.server";
import { areaPath } from "../../app/features/dashboards/areas";
import { uuidv7 } from "../../app/lib/uuid.server";
import { makeCast, type Cast, castLabels } from "./support/access-matrix";
import { client, visibleText } from "./support/auth";
import { startSmtpListener, type SmtpListener } from "./support/smtp";
import { rulesBackend } from "./support/test-database";
import { startTestServer, type TestServer } from "./support/test-server";

/**
 * Each feature announces its events (decision 0035), driven through the real pages: who hears (exactly the
 * recipients, never the actor, never another organisation), on which channels (email by default; a text only for
 * a confirmed mobile with that group's texts on), a repeat writes nothing more, and nothing planted in a
 * conviction record, a note, a message, a subject, an appointment or a referral ever reaches a notice.
 */

const PLANTED = {
  conviction: "PLANTED-CONVICTION-7431",
  caseNote: "PLANTED-CASENOTE-5120",
  message: "PLANTED-MESSAGE-8842",
  subject: "PLANTED-SUBJECT-2291",
  appointmentTitle: "PLANTED-APPTTITLE-6604",
  appointmentPlace: "PLANTED-APPTPLACE-3377",
  referralNotes: "PLANTED-REFERRALNOTES-9015",
  statusNote: "PLANTED-STATUSNOTE-4410",
} as const;

const MOBILE = "+447700900123";
const MENTOR_NAME = "Val Volunteermentor";

describe.each([rulesBackend])("each event's notices, on %s", (backend) => {
  let smtp: SmtpListener;
  let server: TestServer;
  let cast: Cast;
  const newJob = uuidv7();

  const noticesOf = (kind: string) => server.database.db.select().from(notifications).where(eq(notifications.kind, kind as never));
  const outboxOf = (kind: string) => server.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, `notice.${kind}`));
  const recipientsOf = async (kind: string) => (await noticesOf(kind)).map((row) => row.userId).sort();
  const sorted = (...ids: string[]) => [...ids].sort();
  /** The members of employer X who can sign in: the owner and the one without two-step sign-in yet. */
  const employerXHears = () => sorted(cast.world.users.employerX, cast.world.users.employerNoTwoFactor);

  beforeAll(async () => {
    smtp = await startSmtpListener();
    server = await startTestServer(backend, { CLIENT_IP_HEADER: "x-forwarded-for", MAIL_POLL_INTERVAL_MS: "100", SMTP_URL: smtp.url, SEED_DEMO_DATA: "true" });
    cast = await makeCast(server, smtp, client(server));
    const db = server.database.db;
    const { world } = cast;
    await db.insert(jobs).values({
      id: newJob,
      title: "Matrix baker",
      sector: "Food and drink",
      employerId: world.employerX,
      employerName: castLabels.employerX,
      locationName: "Anywhere in the UK",
      national: true,
      contractType: "permanent",
      hours: "full_time",
    });
    // Candidate A has a confirmed mobile and wants texts about applications and appointments.
    await db.insert(notificationPreferences).values({
      userId: world.users.candidateA,
      choices: { applications: { email: true, sms: true }, appointments: { email: true, sms: true }, messages: { email: true, sms: false } },
      mobile: MOBILE,
      mobileConfirmedAt: new Date(),
    });
    // Words no notice may ever carry, planted where the events' records live.
    await writeConvictionRecord(db, server.env.dataEncryption, {
      candidateId: world.candidateA,
      payload: { convictionType: "community_order", offenceDescription: PLANTED.conviction, convictionDate: "2019-01-02", sentence: PLANTED.conviction, sentenceEndDate: "2020-01-01", disclosureLetter: PLANTED.conviction },
      actorUserId: world.users.candidateA,
    });
    await db.update(messageThreads).set({ subject: PLANTED.subject }).where(inArray(messageThreads.id, [world.threadA, world.threadP]));
    await db.insert(caseNotes).values({ id: uuidv7(), candidateId: world.candidateA, caseworkerId: world.caseworkerC1, authorName: castLabels.caseworkerC1, body: PLANTED.caseNote });
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  describe("applications", () => {
    let applicationId: string;

    it("a candidate applies: every member of the employer who can sign in hears, by email, and no one else", async () => {
      const { world, browsers } = cast;
      const form = new FormData();
      form.append("cv", "saved");
      form.append("file", new File([], ""));
      const sent = await server.fetch(`/jobs/${newJob}/apply`, {
        method: "POST",
        headers: { Cookie: browsers.candidateA.jar.header(), Origin: server.env.publicUrl, "X-Forwarded-For": browsers.candidateA.ip },
        body: form,
      });
      expect(sent.status).toBe(303);
      const [made] = await server.database.db.select().from(applications).where(and(eq(applications.jobId, newJob), eq(applications.candidateId, world.candidateA)));
      applicationId = made!.id;

      expect(await recipientsOf("application.received")).toEqual(employerXHears());
      const [notice] = await noticesOf("application.received");
      expect(notice).toMatchObject({ eventKey: `application.received:${applicationId}`, link: `/dashboard/employerportal/applications/${applicationId}`, params: { jobTitle: "Matrix baker" } });
      const mail = await outboxOf("application.received");
      expect(mail.map((row) => `${row.userId}:${row.channel}`).sort()).toEqual(employerXHears().map((id) => `${id}:email`));
      expect(mail[0]!.subject).toBe("New application for Matrix baker");
      expect(mail[0]!.textBody).toContain(`${server.env.publicUrl}/dashboard/employerportal/applications/${applicationId}`);
      expect(mail[0]!.textBody).not.toContain(castLabels.candidateA);
    });

    it("the employer moves it: the candidate hears by email and text; an interview has its own words; the same form again writes nothing", async () => {
      const { world, browsers } = cast;
      const move = (status: string, formKey: string) =>
        browsers.employerX.post(areaPath("employerPortalApplication", { applicationId }), { intent: "move", applicationId, status, note: PLANTED.statusNote, formKey });
      expect((await move("selected_for_interview", "move-form-key-0001")).status).toBe(200);
      expect(await recipientsOf("application.moved")).toEqual([world.users.candidateA]);
      const [moved] = await noticesOf("application.moved");
      expect(moved!.params).toEqual({ jobTitle: "Matrix baker", employer: castLabels.employerX, status: "Selected for interview" });
      expect(moved!.link).toBe(`/dashboard/candidateportal/applications#application-${applicationId}`);
      const movedMail = await outboxOf("application.moved");
      expect(movedMail.map((row) => row.channel).sort()).toEqual(["email", "sms"]);
      const text = movedMail.find((row) => row.channel === "sms")!;
      expect(text.toAddress).toBe(MOBILE);
      expect(text.textBody).toContain(`/n/${moved!.id}`);
      expect(movedMail.find((row) => row.channel === "email")!.textBody).toContain("It is now: Selected for interview.");

      // The same form sent again moves nothing and tells no one again.
      expect((await move("selected_for_interview", "move-form-key-0001")).status).toBe(200);
      expect(await noticesOf("application.moved")).toHaveLength(1);
      expect(await outboxOf("application.moved")).toHaveLength(2);

      expect((await move("interview_booked", "move-form-key-0002")).status).toBe(200);
      expect(await noticesOf("application.moved")).toHaveLength(1);
      const [interview] = await noticesOf("application.interview");
      expect(interview).toMatchObject({ userId: world.users.candidateA, params: { jobTitle: "Matrix baker", employer: castLabels.employerX } });
      const interviewMail = await outboxOf("application.interview");
      expect(interviewMail.map((row) => row.channel).sort()).toEqual(["email", "sms"]);
      expect(interviewMail.find((row) => row.channel === "email")!.subject).toBe("Interview booked for Matrix baker");
    });

    it("the candidate withdraws: employer X's members hear, not the candidate", async () => {
      const { world, browsers } = cast;
      const withdraw = () => browsers.candidateA.post(areaPath("candidatePortalApplications"), { intent: "withdraw", applicationId, confirmed: "yes" });
      expect((await withdraw()).status).toBe(200);
      expect(await recipientsOf("application.withdrawn")).toEqual(employerXHears());
      expect((await noticesOf("application.withdrawn")).every((row) => row.userId !== world.users.candidateA)).toBe(true);
      expect((await outboxOf("application.withdrawn")).map((row) => row.channel)).toEqual(["email", "email"]);
      // A second press finds it already withdrawn.
      expect((await withdraw()).status).toBe(409);
      expect(await noticesOf("application.withdrawn")).toHaveLength(2);
    });
  });


  describe("appointments and mentoring sessions", () => {
    const day = addDays(londonDate(new Date()), 7);
    const later = addDays(day, 1);
    /** A reminder not yet sent, as the reminders job would have written it for this appointment's time. */
    const plantReminder = async (source: "appointment" | "mentoring", id: string, startsAt: Date) => {
      const rowId = uuidv7();
      await server.database.db.insert(mailOutbox).values({
        id: rowId,
        kind: "notice.appointment.reminder",
        channel: "email",
        userId: cast.world.users.candidateA,
        toAddress: "reminder@example.org",
        subject: "Reminder",
        textBody: "Reminder",
        dedupeKey: `appointment.reminder:${appointmentKey(source, id, startsAt)}:${cast.world.users.candidateA}:email`,
        // Not due for a day, so the worker leaves it pending until the event changes.
        nextAttemptAt: new Date(Date.now() + 86_400_000),
      });
      return rowId;
    };
    const statusOf = async (rowId: string) => (await server.database.db.select({ status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.id, rowId)))[0]!.status;

    it("a caseworker books, moves and cancels: the candidate hears each with the time only; moving or cancelling cancels the pending reminder", async () => {
      const { world, browsers } = cast;
      const calendar = areaPath("caseworkerCalendarPortal");
      const db = server.database.db;
      const booking = { intent: "add", candidateId: world.candidateA, title: PLANTED.appointmentTitle, mode: "in_person", location: PLANTED.appointmentPlace, date: day, startTime: "10:00", endTime: "11:00", formKey: "book-form-key-0001" };
      expect((await browsers.caseworkerC1.post(calendar, booking)).status).toBe(303);
      const [made] = await db.select().from(appointments).where(eq(appointments.title, PLANTED.appointmentTitle));
      const startsAt = made!.startsAt;
      const [booked] = await noticesOf("appointment.booked");
      expect(booked).toMatchObject({ userId: world.users.candidateA, eventKey: `appointment.booked:${appointmentKey("appointment", made!.id, startsAt)}`, params: { when: noticeWhen(startsAt) }, link: "/dashboard/candidateportal" });
      expect((await outboxOf("appointment.booked")).map((row) => row.channel).sort()).toEqual(["email", "sms"]);
      // The same booking form again books nothing and tells no one again.
      expect((await browsers.caseworkerC1.post(calendar, booking)).status).toBe(303);
      expect(await noticesOf("appointment.booked")).toHaveLength(1);

      const oldReminder = await plantReminder("appointment", made!.id, startsAt);
      expect((await browsers.caseworkerC1.post(calendar, { intent: "move", appointmentId: made!.id, date: later, startTime: "14:00", endTime: "15:00" })).status).toBe(303);
      expect(await statusOf(oldReminder)).toBe("cancelled");
      const [movedRow] = await db.select().from(appointments).where(eq(appointments.id, made!.id));
      const [moved] = await noticesOf("appointment.moved");
      expect(moved).toMatchObject({ userId: world.users.candidateA, params: { when: noticeWhen(movedRow!.startsAt) } });
      expect((await outboxOf("appointment.moved")).find((row) => row.channel === "email")!.subject).toBe(`Your appointment has moved to ${noticeWhen(movedRow!.startsAt)}`);

      const newReminder = await plantReminder("appointment", made!.id, movedRow!.startsAt);
      expect((await browsers.caseworkerC1.post(calendar, { intent: "cancel", appointmentId: made!.id, confirmed: "yes" })).status).toBe(303);
      expect(await statusOf(newReminder)).toBe("cancelled");
      expect(await recipientsOf("appointment.cancelled")).toEqual([world.users.candidateA]);
      // Nothing went to the caseworker who made the changes.
      const toCaseworker = await db.select().from(notifications).where(eq(notifications.userId, world.users.caseworkerC1));
      expect(toCaseworker.filter((row) => row.kind.startsWith("appointment."))).toEqual([]);
    });

    it("asking for a mentor tells the candidate's caseworker; a match tells the candidate; sessions count as appointments", async () => {
      const { world, browsers } = cast;
      const db = server.database.db;
      const ask = () => browsers.candidateA.post(areaPath("candidatePortalMentoring"), { intent: "request-mentor" });
      expect((await ask()).status).toBe(200);
      expect(await recipientsOf("mentor.requested")).toEqual([world.users.caseworkerC1]);
      const [requested] = await noticesOf("mentor.requested");
      expect(requested!.link).toBe(`/dashboard/caseworkerportal/candidate/${world.candidateA}#mentoring`);
      // Asking again while the request is open tells no one again.
      expect((await ask()).status).toBe(200);
      expect(await noticesOf("mentor.requested")).toHaveLength(1);

      const record = areaPath("caseworkerCandidatePortal", { candidateId: world.candidateA });
      const assign = await browsers.caseworkerC1.post(record, { intent: "mentor-volunteer", name: MENTOR_NAME, organisation: "", email: "val@example.org", phone: "", formKey: "assign-form-key-0001" });
      expect(assign.status).toBe(200);
      expect(await recipientsOf("mentor.assigned")).toEqual([world.users.candidateA]);
      expect((await outboxOf("mentor.assigned")).map((row) => row.channel)).toEqual(["email"]);

      const book = await browsers.caseworkerC1.post(record, { intent: "mentor-session", date: day, startTime: "09:30", minutes: "60", mode: "in_person", location: PLANTED.appointmentPlace, formKey: "session-form-key-0001" });
      expect(book.status).toBe(200);
      const [session] = await db.select().from(mentoringSessions).where(eq(mentoringSessions.location, PLANTED.appointmentPlace));
      const booked = (await noticesOf("appointment.booked")).filter((row) => row.relatedId === session!.id);
      expect(booked).toHaveLength(1);
      expect(booked[0]).toMatchObject({ userId: world.users.candidateA, eventKey: `appointment.booked:${appointmentKey("mentoring", session!.id, session!.startsAt!)}`, link: "/dashboard/candidateportal/mentoring#sessions" });

      const reminder = await plantReminder("mentoring", session!.id, session!.startsAt!);
      const move = await browsers.caseworkerC1.post(record, { intent: "mentor-session-move", sessionId: session!.id, date: later, startTime: "09:30", minutes: "60", mode: "in_person", location: "", formKey: "session-move-key-0001" });
      expect(move.status).toBe(200);
      expect(await statusOf(reminder)).toBe("cancelled");
      expect((await noticesOf("appointment.moved")).filter((row) => row.relatedId === session!.id)).toHaveLength(1);

      const cancel = await browsers.caseworkerC1.post(record, { intent: "mentor-session-cancel", sessionId: session!.id, confirmed: "yes" });
      expect(cancel.status).toBe(200);
      expect((await noticesOf("appointment.cancelled")).filter((row) => row.relatedId === session!.id).map((row) => row.userId)).toEqual([world.users.candidateA]);
    });

    it("a mentor with an account hears when a session with them is booked, moved or cancelled; the candidate too", async () => {
      const { world, browsers } = cast;
      const db = server.database.db;
      const record = areaPath("caseworkerCandidatePortal", { candidateId: world.candidateA });
      expect((await browsers.caseworkerC1.post(record, { intent: "mentor-end", confirmed: "yes" })).status).toBe(200);
      const mentorId = uuidv7();
      await db.insert(mentors).values({ id: mentorId, userId: world.users.partnerP, organisationId: world.partnerP, name: castLabels.partnerP, offer: "Help with interviews" });
      expect((await browsers.caseworkerC1.post(record, { intent: "mentor-assign", mentorId, formKey: "assign-agreed-key-0001" })).status).toBe(200);
      const book = await browsers.caseworkerC1.post(record, { intent: "mentor-session", date: day, startTime: "15:00", minutes: "45", mode: "phone", location: "", formKey: "session-form-key-0002" });
      expect(book.status).toBe(200);
      const [session] = await db.select().from(mentoringSessions).where(and(eq(mentoringSessions.heldOn, day), eq(mentoringSessions.minutes, 45)));
      const heard = async (kind: string) => (await noticesOf(kind)).filter((row) => row.relatedId === session!.id);
      const booked = await heard("appointment.booked");
      expect(booked.map((row) => row.userId).sort()).toEqual(sorted(world.users.candidateA, world.users.partnerP));
      expect(booked.find((row) => row.userId === world.users.partnerP)!.link).toBe("/dashboard/partnerportal#people-you-mentor");
      // By email, with the time only: never the candidate's name.
      const [mentorMail] = (await outboxOf("appointment.booked")).filter((row) => row.userId === world.users.partnerP && row.relatedId === session!.id);
      expect(mentorMail!.textBody).toContain(noticeWhen(session!.startsAt!));
      expect(mentorMail!.textBody).not.toContain(castLabels.candidateA.split(" ")[1]!);

      const move = await browsers.caseworkerC1.post(record, { intent: "mentor-session-move", sessionId: session!.id, date: later, startTime: "15:00", minutes: "45", mode: "phone", location: "", formKey: "session-move-key-0002" });
      expect(move.status).toBe(200);
      expect((await heard("appointment.moved")).map((row) => row.userId).sort()).toEqual(sorted(world.users.candidateA, world.users.partnerP));
      expect((await browsers.caseworkerC1.post(record, { intent: "mentor-session-cancel", sessionId: session!.id, confirmed: "yes" })).status).toBe(200);
      expect((await heard("appointment.cancelled")).map((row) => row.userId).sort()).toEqual(sorted(world.users.candidateA, world.users.partnerP));
    });

    it("moved A to B, back to A, then to B again: each move is its own notice and reminder; the same move sent again writes nothing", async () => {
      const { world, browsers } = cast;
      const calendar = areaPath("caseworkerCalendarPortal");
      const db = server.database.db;
      const title = "Matrix there-and-back check-in";
      const booking = { intent: "add", candidateId: world.candidateA, title, mode: "phone", location: "", date: day, startTime: "12:00", endTime: "12:30", formKey: "book-form-key-0002" };
      expect((await browsers.caseworkerC1.post(calendar, booking)).status).toBe(303);
      const [made] = await db.select().from(appointments).where(eq(appointments.title, title));
      const moveTo = (date: string) => browsers.caseworkerC1.post(calendar, { intent: "move", appointmentId: made!.id, date, startTime: "12:00", endTime: "12:30" });
      for (const date of [later, day, later]) expect((await moveTo(date)).status).toBe(303);
      const moves = (await noticesOf("appointment.moved")).filter((row) => row.relatedId === made!.id);
      expect(moves).toHaveLength(3);
      expect(new Set(moves.map((row) => row.eventKey)).size).toBe(3);
      const [now] = await db.select().from(appointments).where(eq(appointments.id, made!.id));
      // The last move, back to B, is told with B's time.
      expect(moves.find((row) => row.eventKey.includes(":v3:"))!.params).toEqual({ when: noticeWhen(now!.startsAt) });
      expect((await outboxOf("appointment.moved")).filter((row) => row.relatedId === made!.id && row.channel === "email")).toHaveLength(3);
      // A retried request (the same move again) changes nothing and tells no one again.
      expect((await moveTo(later)).status).toBe(303);
      expect((await noticesOf("appointment.moved")).filter((row) => row.relatedId === made!.id)).toHaveLength(3);
      const [row] = await db.select().from(appointments).where(eq(appointments.id, made!.id));
      expect(row!.version).toBe(3);
    });

    it("a candidate cancels their own appointment from their diary: asked first, a reason optional; their caseworker hears, the reminder goes", async () => {
      const { world, browsers } = cast;
      const calendar = areaPath("caseworkerCalendarPortal");
      const diary = areaPath("candidatePortalDiary");
      const db = server.database.db;
      const title = "Matrix check-in the candidate cancels";
      expect((await browsers.caseworkerC1.post(calendar, { intent: "add", candidateId: world.candidateA, title, mode: "phone", location: "", date: day, startTime: "16:00", endTime: "16:30", formKey: "book-form-key-0003" })).status).toBe(303);
      const [made] = await db.select().from(appointments).where(eq(appointments.title, title));
      const reminder = await plantReminder("appointment", made!.id, made!.startsAt);

      // The first press asks and changes nothing.
      const asked = await browsers.candidateA.post(diary, { intent: "cancel-appointment", appointmentId: made!.id });
      expect(asked.status).toBe(200);
      expect(visibleText(await asked.text())).toContain(`Cancel ${title} on`);
      expect((await db.select().from(appointments).where(eq(appointments.id, made!.id)))[0]!.cancelledAt).toBeNull();
      // A reason too long is refused with its message and what was typed kept.
      const long = "x".repeat(501);
      const refused = await browsers.candidateA.post(diary, { intent: "cancel-appointment", appointmentId: made!.id, confirmed: "yes", reason: long });
      expect(refused.status).toBe(400);
      const refusedHtml = await refused.text();
      expect(visibleText(refusedHtml)).toContain("The reason must be 500 characters or fewer");
      expect(refusedHtml).toContain(long);
      // Someone else's appointment is not found.
      const [others] = await db.select().from(appointments).where(eq(appointments.title, castLabels.appointmentB));
      expect((await browsers.candidateA.post(diary, { intent: "cancel-appointment", appointmentId: others!.id, confirmed: "yes" })).status).toBe(404);

      const confirm = { intent: "cancel-appointment", appointmentId: made!.id, confirmed: "yes", reason: "PLANTED-REASON-4410 I start work that day" };
      const cancelled = await browsers.candidateA.post(diary, confirm);
      expect(cancelled.status).toBe(303);
      expect(cancelled.headers.get("location")).toContain("done=appointment-cancelled");
      const [row] = await db.select().from(appointments).where(eq(appointments.id, made!.id));
      expect(row).toMatchObject({ cancelledByCandidate: true, cancellationReason: "PLANTED-REASON-4410 I start work that day", cancelledByName: castLabels.candidateA });
      expect(await statusOf(reminder)).toBe("cancelled");
      const told = (await noticesOf("appointment.cancelled")).filter((notice) => notice.relatedId === made!.id);
      expect(told.map((notice) => notice.userId)).toEqual([world.users.caseworkerC1]);
      expect(told[0]!.link).toBe(`/dashboard/caseworkerportal/calendar?view=week&date=${day}`);
      const mail = (await outboxOf("appointment.cancelled")).filter((out) => out.relatedId === made!.id);
      expect(mail.map((out) => out.userId)).toEqual([world.users.caseworkerC1]);
      expect(JSON.stringify(mail)).not.toContain("PLANTED-REASON-4410");
      // Pressed again (a double press): answered as the first was, nothing more written.
      expect((await browsers.candidateA.post(diary, confirm)).status).toBe(303);
      expect((await noticesOf("appointment.cancelled")).filter((notice) => notice.relatedId === made!.id)).toHaveLength(1);

      // Both portals show who cancelled it.
      expect(visibleText(await (await browsers.candidateA.get(diary)).text())).toContain("Cancelled by you on");
      const week = visibleText(await (await browsers.caseworkerC1.get(`${calendar}?view=week&date=${day}`)).text());
      expect(week).toContain(`Cancelled by ${castLabels.candidateA} (the candidate) on`);
      expect(week).toContain("Reason: PLANTED-REASON-4410 I start work that day");
    });
  });

  describe("referrals", () => {
    it("a partner refers a new person: every caseworker hears (none is assigned yet); an administrator assigns one and the partner's members hear it was accepted", async () => {
      const { world, browsers } = cast;
      const db = server.database.db;
      const form = {
        firstName: "Rory",
        lastName: "Matrixreferred",
        phone: "07700 900 555",
        preferredContact: "phone",
        setting: "community",
        needs: "education",
        supportAskedFor: PLANTED.referralNotes,
        consentGiven: "on",
      };
      expect((await browsers.partnerP.post(areaPath("partnerReferralNewPortal"), form)).status).toBe(302);
      const [made] = await db.select().from(referrals).where(eq(referrals.lastName, "Matrixreferred"));
      await db.update(referrals).set({ notes: PLANTED.referralNotes }).where(eq(referrals.id, made!.id));
      const caseworkerAccounts = (await db.select({ id: users.id }).from(users).where(and(eq(users.role, "caseworker"), eq(users.accountStatus, "active"), eq(users.banned, false)))).map((row) => row.id);
      expect(caseworkerAccounts).toEqual(expect.arrayContaining([world.users.caseworkerC1, world.users.caseworkerC2]));
      expect(await recipientsOf("referral.received")).toEqual(sorted(...caseworkerAccounts));
      const [received] = await noticesOf("referral.received");
      expect(received).toMatchObject({ eventKey: `referral.received:${made!.id}`, link: `/dashboard/caseworkerportal/candidate/${made!.candidateId}` });
      expect((await outboxOf("referral.received"))[0]!.subject).toBe("A new referral has arrived");

      const assign = await browsers.admin.post(areaPath("adminReferrals"), { intent: "assign", referralId: made!.id, caseworker: world.users.caseworkerC1 });
      expect(assign.status).toBe(303);
      expect(await recipientsOf("referral.accepted")).toEqual(sorted(world.users.partnerP, world.users.partnerNoTwoFactor));
      const [accepted] = await noticesOf("referral.accepted");
      expect(accepted!.link).toBe("/dashboard/partnerportal/referrals");
      expect((await outboxOf("referral.accepted")).map((row) => row.channel)).toEqual(["email", "email"]);
      // The same assignment again finds the referral already accepted and tells no one again.
      expect((await browsers.admin.post(areaPath("adminReferrals"), { intent: "assign", referralId: made!.id, caseworker: world.users.caseworkerC1 })).status).toBe(404);
      expect(await noticesOf("referral.accepted")).toHaveLength(2);
    });

    it("a referral for someone with an account waits for them: declining tells the partner it was closed; accepting tells their caseworker and the partner", async () => {
      const { world, browsers } = cast;
      const db = server.database.db;
      const [bailey] = await db.select({ email: users.email }).from(users).where(eq(users.id, world.users.candidateB));
      const refer = async (lastName: string) => {
        const form = { firstName: "Bailey", lastName, email: bailey!.email, preferredContact: "email", setting: "community", needs: "education", supportAskedFor: PLANTED.referralNotes, consentGiven: "on" };
        expect((await browsers.partnerP.post(areaPath("partnerReferralNewPortal"), form)).status).toBe(302);
        const [made] = await db.select().from(referrals).where(eq(referrals.lastName, lastName));
        expect(made!.awaitingUserId).toBe(world.users.candidateB);
        return made!.id;
      };
      const declined = await refer("Matrixdeclined");
      const accepted = await refer("Matrixaccepted");
      // Nothing reaches a caseworker while the referral waits for the person.
      expect((await noticesOf("referral.received")).filter((row) => row.relatedId === declined || row.relatedId === accepted)).toEqual([]);

      const home = areaPath("candidatePortal");
      expect((await browsers.candidateB.post(home, { intent: "decline-referral", referralId: declined, confirmed: "yes", formKey: "decline-form-key-0001" })).status).toBe(200);
      const closed = await noticesOf("referral.closed");
      expect(closed.map((row) => row.userId).sort()).toEqual(sorted(world.users.partnerP, world.users.partnerNoTwoFactor));
      expect(closed.every((row) => row.relatedId === declined)).toBe(true);

      expect((await browsers.candidateB.post(home, { intent: "accept-referral", referralId: accepted, formKey: "accept-form-key-0001" })).status).toBe(200);
      // Bailey already has caseworker C2: C2 alone hears, and partner P hears it was accepted.
      expect((await noticesOf("referral.received")).filter((row) => row.relatedId === accepted).map((row) => row.userId)).toEqual([world.users.caseworkerC2]);
      expect((await noticesOf("referral.accepted")).filter((row) => row.relatedId === accepted).map((row) => row.userId).sort()).toEqual(sorted(world.users.partnerP, world.users.partnerNoTwoFactor));
      // The same button pressed again tells no one again.
      expect((await browsers.candidateB.post(home, { intent: "accept-referral", referralId: accepted, formKey: "accept-form-key-0001" })).status).toBe(200);
      expect((await noticesOf("referral.received")).filter((row) => row.relatedId === accepted)).toHaveLength(1);
    });
  });

  describe("messages", () => {
    it("a reply tells the other party once until they read it; an organisation's members all hear; the sender never does", async () => {
      const { world, browsers } = cast;
      const candidateThread = areaPath("candidatePortalMessage", { threadId: world.threadA });
      const reply = (formKey: string) => browsers.candidateA.post(candidateThread, { body: PLANTED.message, formKey });
      const toC1 = async () => (await noticesOf("message.new")).filter((row) => row.userId === world.users.caseworkerC1 && row.relatedId === world.threadA);
      expect((await reply("reply-form-key-0001")).status).toBe(302);
      expect(await toC1()).toHaveLength(1);
      const [first] = await toC1();
      expect(first).toMatchObject({ eventKey: `message.new:${world.threadA}:never`, link: `/dashboard/caseworkerportal/messages/${world.threadA}` });
      const mail = (await outboxOf("message.new")).filter((row) => row.notificationId === first!.id);
      expect(mail.map((row) => row.channel)).toEqual(["email"]);
      expect(mail[0]!.subject).toBe("You have a new message");

      // More before the caseworker reads: no more notices.
      expect((await reply("reply-form-key-0002")).status).toBe(302);
      expect((await reply("reply-form-key-0003")).status).toBe(302);
      expect(await toC1()).toHaveLength(1);
      // The caseworker reads the conversation; the next message makes a new notice.
      expect((await browsers.caseworkerC1.get(areaPath("caseworkerMessagePortal", { threadId: world.threadA }))).status).toBe(200);
      expect((await reply("reply-form-key-0004")).status).toBe(302);
      expect(await toC1()).toHaveLength(2);
      expect((await noticesOf("message.new")).filter((row) => row.userId === world.users.candidateA)).toEqual([]);

      // The caseworker writes to partner P: its members who can sign in hear, partner Q's do not.
      const toPartner = await browsers.caseworkerC1.post(areaPath("caseworkerMessagePortal", { threadId: world.threadP }), { body: PLANTED.message, formKey: "reply-form-key-0005" });
      expect(toPartner.status).toBe(302);
      const partnerNotices = (await noticesOf("message.new")).filter((row) => row.relatedId === world.threadP);
      expect(partnerNotices.map((row) => row.userId).sort()).toEqual(sorted(world.users.partnerP, world.users.partnerNoTwoFactor));
      expect(partnerNotices[0]!.link).toBe(`/dashboard/partnerportal/messages/${world.threadP}`);
    });
  });

  it("the never-in rule: no notice, email or text carries anything planted", async () => {
    const db = server.database.db;
    const outbox = await db.select({ subject: mailOutbox.subject, textBody: mailOutbox.textBody, personalisation: mailOutbox.personalisation }).from(mailOutbox).where(like(mailOutbox.kind, "notice.%"));
    const notices = await db.select({ params: notifications.params, link: notifications.link }).from(notifications);
    expect(outbox.length).toBeGreaterThan(0);
    const all = JSON.stringify({ outbox, notices });
    for (const planted of Object.values(PLANTED)) expect(all).not.toContain(planted);
    // Nor the names of anyone but the recipient and the organisation.
    const names = await db.select({ name: users.name }).from(users).where(inArray(users.id, [cast.world.users.caseworkerC1, cast.world.users.partnerP]));
    for (const name of [...names.map((row) => row.name), MENTOR_NAME]) expect(all).not.toContain(name);
  });
});
