import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray, like } from "drizzle-orm";
import * as s from "../../db/schema";
import { runAppointmentReminders } from "../../app/features/notifications/reminders.server";
import { NoticeJob, noticeJobSpecs, REMINDERS_JOB, TIMED_NOTICES_JOB } from "../../app/features/notifications/scheduler.server";
import type { ScheduleSettings } from "../../app/features/notifications/schedule-settings.server";
import { runTimedNotices } from "../../app/features/notifications/timed-notices.server";
import { claimJob } from "../../app/features/operations/scheduled-jobs.server";
import { openDatabase, type AppDb } from "../../app/lib/db.server";
import { createLogger } from "../../app/lib/logger.server";
import { uuidv7 } from "../../app/lib/uuid.server";
import { backends, createTestDatabase, type TestDatabase } from "./support/test-database";
import { startTestServer, type TestServer } from "./support/test-server";

// Day-before reminders and the hourly timed notices (decision 0035), at fixed clocks. Each test works on days of
// its own, so what one test writes is never due in another.

const settings: ScheduleSettings = {
  contact: { siteName: "Fair Chance Works", email: "hello@fcw.test", phone: "0113 496 0000", publicUrl: "https://fcw.test" },
  textsAvailable: true,
  reminderHour: 10,
  enquiriesTo: "team@fcw.test",
};
const logger = createLogger({ level: "silent", pretty: false });
const at = (iso: string) => new Date(iso);

async function account(db: AppDb, role: "candidate" | "caseworker" | "admin", options: { mobile?: boolean } = {}) {
  const id = `user-${crypto.randomUUID()}`;
  await db.insert(s.users).values({ id, name: `Sam ${role}`, email: `${id}@example.org`, emailVerified: true, role });
  if (options.mobile) {
    await db.insert(s.notificationPreferences).values({ userId: id, mobile: "+447700900123", mobileConfirmedAt: at("2026-01-01T12:00:00Z") });
  }
  return id;
}

/** A candidate (with an account unless `userId` is null) and, optionally, an assigned caseworker. */
async function candidate(db: AppDb, userId: string | null, options: { demo?: boolean; caseworkerUserId?: string } = {}) {
  const id = uuidv7();
  await db.insert(s.candidates).values({ id, userId, fullName: "Sam Example", town: "Leeds", demo: options.demo ?? false });
  if (options.caseworkerUserId) {
    // One caseworker profile per account, made the first time it is needed.
    await db.insert(s.caseworkers).values({ id: uuidv7(), userId: options.caseworkerUserId, fullName: "Casey Worker" }).onConflictDoNothing();
    const [profile] = await db.select({ id: s.caseworkers.id }).from(s.caseworkers).where(eq(s.caseworkers.userId, options.caseworkerUserId));
    await db.insert(s.caseworkerAssignments).values({ id: uuidv7(), candidateId: id, caseworkerId: profile!.id });
  }
  return id;
}

async function appointment(db: AppDb, candidateId: string, startsAt: string, extra: Partial<typeof s.appointments.$inferInsert> = {}) {
  const id = uuidv7();
  const start = at(startsAt);
  await db.insert(s.appointments).values({ id, candidateId, title: "Secret title", location: "Secret place", mode: "in_person", startsAt: start, endsAt: new Date(start.getTime() + 3_600_000), ...extra });
  return id;
}

async function mentoringSession(db: AppDb, candidateId: string, startsAt: string, options: { ended?: boolean } = {}) {
  const matchId = uuidv7();
  await db.insert(s.mentoringMatches).values({ id: matchId, candidateId, mentorName: "Morgan Mentor", startedOn: "2026-10-01", endedOn: options.ended ? "2026-12-01" : null });
  const id = uuidv7();
  await db.insert(s.mentoringSessions).values({ id, matchId, heldOn: startsAt.slice(0, 10), startsAt: at(startsAt), minutes: 45, mode: "phone" });
  return id;
}

async function noticesAbout(db: AppDb, relatedIds: string[]) {
  return db.select().from(s.notifications).where(inArray(s.notifications.relatedId, relatedIds));
}

async function outboxAbout(db: AppDb, relatedIds: string[]) {
  return db.select().from(s.mailOutbox).where(inArray(s.mailOutbox.relatedId, relatedIds));
}

describe.each(backends)("appointment reminders on %s", (backend) => {
  let test: TestDatabase;
  let db: AppDb;
  beforeAll(async () => {
    test = await createTestDatabase(backend);
    db = test.db;
  }, 60_000);
  afterAll(async () => {
    await test?.drop();
  });

  it("waits for the reminder hour, then reminds of tomorrow's appointments and sessions only, once", async () => {
    // Tuesday 12 January 2027 (London is on GMT): tomorrow is the 13th.
    const texter = await account(db, "candidate", { mobile: true });
    const emailer = await account(db, "candidate");
    const texterCandidate = await candidate(db, texter);
    const emailerCandidate = await candidate(db, emailer);
    const tomorrow = await appointment(db, texterCandidate, "2027-01-13T14:00:00Z");
    const session = await mentoringSession(db, emailerCandidate, "2027-01-13T09:30:00Z");
    const notDue = [
      await appointment(db, texterCandidate, "2027-01-12T15:00:00Z"), // today
      await appointment(db, texterCandidate, "2027-01-14T09:00:00Z"), // the day after
      await appointment(db, texterCandidate, "2027-01-13T11:00:00Z", { cancelledAt: at("2027-01-10T10:00:00Z"), cancelledByName: "Casey" }),
      await appointment(db, texterCandidate, "2027-01-13T12:00:00Z", { attendance: "did_not_attend" }),
      await appointment(db, await candidate(db, null), "2027-01-13T10:00:00Z"), // no account
      await appointment(db, await candidate(db, null, { demo: true }), "2027-01-13T10:00:00Z", { demo: true }),
      await mentoringSession(db, emailerCandidate, "2027-01-13T16:00:00Z", { ended: true }),
    ];

    const early = await runAppointmentReminders(db, settings, at("2027-01-12T09:59:00Z"));
    expect(early).toMatchObject({ due: false, written: 0 });
    expect(await noticesAbout(db, [tomorrow, session, ...notDue])).toEqual([]);

    const first = await runAppointmentReminders(db, settings, at("2027-01-12T10:00:00Z"));
    expect(first).toMatchObject({ due: true, day: "2027-01-13", appointments: 1, mentoringSessions: 1, written: 2 });
    const notices = await noticesAbout(db, [tomorrow, session, ...notDue]);
    expect(notices.map((n) => [n.relatedId, n.userId, n.kind, n.link]).sort()).toEqual(
      [
        [tomorrow, texter, "appointment.reminder", "/dashboard/candidateportal/diary"],
        [session, emailer, "appointment.reminder", "/dashboard/candidateportal/mentoring"],
      ].sort(),
    );
    expect(notices.find((n) => n.relatedId === tomorrow)!.params).toEqual({ when: "Wed 13 Jan 2027 at 14:00" });

    const rows = await outboxAbout(db, [tomorrow, session, ...notDue]);
    const summary = rows.map((row) => `${row.relatedId === tomorrow ? "appointment" : "session"}:${row.channel}`).sort();
    // Texts for reminders are on by default, once a mobile is confirmed; the other candidate has none.
    expect(summary).toEqual(["appointment:email", "appointment:sms", "session:email"]);
    for (const row of rows) {
      expect(row.sendBy?.toISOString()).toBe(row.relatedId === tomorrow ? "2027-01-13T14:00:00.000Z" : "2027-01-13T09:30:00.000Z");
      expect(`${row.subject} ${row.textBody}`).not.toMatch(/Secret|Morgan|Sam Example/);
    }
    expect(rows.find((row) => row.channel === "sms")!.textBody).toContain("Reminder: you have an appointment on Wed 13 Jan 2027 at 14:00");

    // Later runs the same evening, and a server that catches up, write nothing more.
    const again = await runAppointmentReminders(db, settings, at("2027-01-12T22:45:00Z"));
    expect(again).toMatchObject({ due: true, appointments: 1, mentoringSessions: 1, written: 0 });
    expect(await noticesAbout(db, [tomorrow, session])).toHaveLength(2);
    expect(await outboxAbout(db, [tomorrow, session])).toHaveLength(3);
  });

  it("two runs at once write each reminder once", async () => {
    const userId = await account(db, "candidate", { mobile: true });
    const id = await appointment(db, await candidate(db, userId), "2027-02-10T11:00:00Z");
    const other = test.url ? await openDatabase({ databaseUrl: test.url }) : undefined;
    try {
      const results = await Promise.all([
        runAppointmentReminders(db, settings, at("2027-02-09T12:00:00Z")),
        runAppointmentReminders(other?.db ?? db, settings, at("2027-02-09T12:00:00Z")),
      ]);
      expect(results.map((r) => r.written).reduce((a, b) => a + b)).toBe(1);
    } finally {
      await other?.close();
    }
    expect(await noticesAbout(db, [id])).toHaveLength(1);
    expect((await outboxAbout(db, [id])).map((row) => row.channel).sort()).toEqual(["email", "sms"]);
  });

  it("a moved appointment gets a reminder for its new time", async () => {
    const userId = await account(db, "candidate");
    const id = await appointment(db, await candidate(db, userId), "2027-02-17T09:00:00Z");
    await runAppointmentReminders(db, settings, at("2027-02-16T10:30:00Z"));
    await db.update(s.appointments).set({ startsAt: at("2027-02-17T15:00:00Z"), endsAt: at("2027-02-17T16:00:00Z") }).where(eq(s.appointments.id, id));
    const moved = await runAppointmentReminders(db, settings, at("2027-02-16T11:30:00Z"));
    expect(moved.written).toBe(1);
    const notices = await noticesAbout(db, [id]);
    expect(notices.map((n) => (n.params as { when: string }).when).sort()).toEqual(["Wed 17 Feb 2027 at 09:00", "Wed 17 Feb 2027 at 15:00"]);
  });

  it("finds the right London day across the clocks going forward and back (2027)", async () => {
    const userId = await account(db, "candidate");
    const person = await candidate(db, userId);
    // Sunday 28 March 2027 is 23 hours long: 00:00 GMT (00:00Z) to midnight BST (23:00Z).
    const march = {
      earlySunday: await appointment(db, person, "2027-03-28T00:30:00Z"), // 00:30 GMT on the 28th
      lateSunday: await appointment(db, person, "2027-03-28T22:30:00Z"), // 23:30 BST on the 28th
      saturdayNight: await appointment(db, person, "2027-03-27T23:30:00Z"), // 23:30 GMT on the 27th: today
      mondayMorning: await appointment(db, person, "2027-03-28T23:30:00Z"), // 00:30 BST on the 29th
    };
    // 09:59 GMT on Saturday is before the hour; 10:00 is not.
    expect((await runAppointmentReminders(db, settings, at("2027-03-27T09:59:00Z"))).due).toBe(false);
    const forward = await runAppointmentReminders(db, settings, at("2027-03-27T10:00:00Z"));
    expect(forward.day).toBe("2027-03-28");
    expect((await noticesAbout(db, Object.values(march))).map((n) => n.relatedId).sort()).toEqual([march.earlySunday, march.lateSunday].sort());
    // On the Sunday itself the hour is 10:00 BST, 09:00Z.
    expect((await runAppointmentReminders(db, settings, at("2027-03-28T08:59:00Z"))).due).toBe(false);
    const sunday = await runAppointmentReminders(db, settings, at("2027-03-28T09:00:00Z"));
    expect(sunday).toMatchObject({ due: true, day: "2027-03-29" });
    expect((await noticesAbout(db, [march.mondayMorning])).length).toBe(1);

    // Sunday 31 October 2027 is 25 hours long: midnight BST (30th 23:00Z) to midnight GMT (1 November 00:00Z).
    const october = {
      earlySunday: await appointment(db, person, "2027-10-30T23:30:00Z"), // 00:30 BST on the 31st
      lateSunday: await appointment(db, person, "2027-10-31T23:30:00Z"), // 23:30 GMT on the 31st
      saturdayNight: await appointment(db, person, "2027-10-30T22:30:00Z"), // 23:30 BST on the 30th: today
      mondayMorning: await appointment(db, person, "2027-11-01T00:30:00Z"), // 00:30 GMT on 1 November
    };
    // Saturday 30 October is still BST: 10:00 there is 09:00Z.
    expect((await runAppointmentReminders(db, settings, at("2027-10-30T08:59:00Z"))).due).toBe(false);
    const back = await runAppointmentReminders(db, settings, at("2027-10-30T09:00:00Z"));
    expect(back.day).toBe("2027-10-31");
    expect((await noticesAbout(db, Object.values(october))).map((n) => n.relatedId).sort()).toEqual([october.earlySunday, october.lateSunday].sort());
    expect((await runAppointmentReminders(db, settings, at("2027-10-31T09:59:00Z"))).due).toBe(false);
    expect(await runAppointmentReminders(db, settings, at("2027-10-31T10:00:00Z"))).toMatchObject({ due: true, day: "2027-11-01", written: 1 });
    expect((await noticesAbout(db, [october.mondayMorning])).length).toBe(1);
  });

  it("two servers' schedulers run each job once per interval, and the job's age is recorded", async () => {
    const userId = await account(db, "candidate");
    const id = await appointment(db, await candidate(db, userId), "2027-04-21T09:00:00Z");
    const other = test.url ? await openDatabase({ databaseUrl: test.url }) : undefined;
    try {
      const server = (database: AppDb) => {
        const spec = noticeJobSpecs(database, settings).find((job) => job.name === REMINDERS_JOB)!;
        const job = new NoticeJob(spec, (name, options) => claimJob(database, name, options), logger, 0, () => at("2027-04-20T12:00:00Z"));
        let woken = 0;
        job.onWritten = () => (woken += 1);
        return { job, woken: () => woken };
      };
      const one = server(db);
      const two = server(other?.db ?? db);
      const runs = await Promise.all([one.job.runOnce(), two.job.runOnce()]);
      expect(runs.filter((run) => run !== null)).toHaveLength(1);
      expect(runs.find((run) => run !== null)).toMatchObject({ written: 1 });
      expect(one.woken() + two.woken()).toBe(1);
      // Within the 15 minutes, neither runs it again.
      expect(await one.job.runOnce()).toBeNull();
      expect(await two.job.runOnce()).toBeNull();
    } finally {
      await other?.close();
    }
    expect(await noticesAbout(db, [id])).toHaveLength(1);
    const [row] = await db.select().from(s.scheduledJobs).where(eq(s.scheduledJobs.name, REMINDERS_JOB));
    expect(row?.lastFinishedAt).toBeInstanceOf(Date);
    expect(row?.lockedUntil).toBeNull();
  });

  it("a failing run gives its claim back, so another server may try at once", async () => {
    const name = `${TIMED_NOTICES_JOB}-failing`;
    let calls = 0;
    const spec = {
      name,
      intervalMs: 3_600_000,
      leaseMs: 1_800_000,
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error("database went away");
        return { written: 0 };
      },
    };
    const job = new NoticeJob(spec, (jobName, options) => claimJob(db, jobName, options), logger, 0);
    expect(await job.runOnce()).toBeNull();
    expect(await job.runOnce()).toEqual({ written: 0 });
    expect(calls).toBe(2);
  });
});

describe.each(backends)("timed notices on %s", (backend) => {
  let test: TestDatabase;
  let db: AppDb;
  beforeAll(async () => {
    test = await createTestDatabase(backend);
    db = test.db;
  }, 60_000);
  afterAll(async () => {
    await test?.drop();
  });

  async function referral(database: AppDb, candidateId: string, expectedReleaseOn: string, extra: Partial<typeof s.referrals.$inferInsert> = {}) {
    const partnerId = uuidv7();
    await database.insert(s.organisations).values({ id: partnerId, kind: "partner", name: `Partner ${partnerId}`, status: "approved" });
    const id = uuidv7();
    await database.insert(s.referrals).values({
      id,
      partnerId,
      candidateId,
      firstName: "Sam",
      lastName: "Example",
      setting: "custody",
      expectedReleaseOn,
      notes: "Secret referral notes",
      consentGiven: true,
      consentRecordedAt: at("2027-01-01T12:00:00Z"),
      consentRecordedBy: "Referrer",
      referredByName: "Riley Referrer",
      ...extra,
    });
    return id;
  }

  async function start(database: AppDb, candidateId: string, startedAt: string) {
    const organisationId = uuidv7();
    await database.insert(s.organisations).values({ id: organisationId, kind: "employer", name: `Employer ${organisationId}`, status: "approved" });
    const jobId = uuidv7();
    await database.insert(s.jobs).values({ id: jobId, title: "Warehouse operative", sector: "logistics", employerId: organisationId, employerName: "Acme", locationName: "Leeds", national: true, contractType: "permanent", hours: "full_time" });
    const id = uuidv7();
    await database.insert(s.applications).values({ id, jobId, candidateId, status: "started", updatedAt: at(startedAt) });
    await database.insert(s.applicationStatusChanges).values({ id: uuidv7(), applicationId: id, status: "started", changedAt: at(startedAt) });
    return id;
  }

  async function enquiry(database: AppDb, createdAt: string, extra: Partial<typeof s.enquiries.$inferInsert> = {}) {
    const id = uuidv7();
    await database.insert(s.enquiries).values({
      id,
      formSource: "candidate",
      firstName: "Secret",
      lastName: "Asker",
      email: `${id}@example.org`,
      phoneNumber: "07700 900456",
      location: "Leeds",
      contactRequested: true,
      contactRequestedAt: at(createdAt),
      consentWordingVersion: "test",
      payloadHash: id,
      createdAt: at(createdAt),
      statusChangedAt: at(createdAt),
      ...extra,
    });
    return id;
  }

  it("tells the caseworker once of a release two weeks away, an in-work check due, and the admins and team of an overdue enquiry", async () => {
    // Monday 10 May 2027, 10:00 BST.
    const now = at("2027-05-10T09:00:00Z");
    const caseworker = await account(db, "caseworker");
    const admins = [await account(db, "admin"), await account(db, "admin")];
    const person = await candidate(db, await account(db, "candidate"), { caseworkerUserId: caseworker });
    const later = await candidate(db, null, { caseworkerUserId: caseworker });
    const released = await candidate(db, null, { caseworkerUserId: caseworker });
    await db.update(s.candidates).set({ releasedOn: "2027-05-01" }).where(eq(s.candidates.id, released));
    const release = await referral(db, person, "2027-05-24"); // 14 days ahead
    const quiet = [
      await referral(db, later, "2027-05-25"), // 15 days ahead: not yet
      await referral(db, released, "2027-05-20"), // already out
      await referral(db, await candidate(db, null, { caseworkerUserId: caseworker }), "2027-05-20", { status: "closed" }),
      await referral(db, await candidate(db, null, { caseworkerUserId: caseworker }), "2027-05-20", { setting: "community" }),
    ];
    // Six weeks after Monday 29 March is today; a start long ago whose check was never recorded is not news.
    const due = await start(db, person, "2027-03-29T10:00:00Z");
    const stale = await start(db, later, "2026-01-05T10:00:00Z");
    const recorded = await start(db, released, "2027-03-29T10:00:00Z");
    await db.insert(s.outcomeChecks).values({ applicationId: recorded, checkpoint: "six_weeks", startedOn: "2027-03-29", inWork: true });
    // A candidate's enquiry promises a reply within 24 hours.
    const overdue = await enquiry(db, "2027-05-09T08:30:00Z");
    const notOverdue = [
      await enquiry(db, "2027-05-09T11:30:00Z"), // due at 12:30 today
      await enquiry(db, "2027-05-09T08:00:00Z", { status: "contacted" }),
      await enquiry(db, "2027-05-09T08:00:00Z", { email: "someone@demo.example.org" }),
      await enquiry(db, "2027-04-01T08:00:00Z"), // overdue for weeks: before this job could say so
    ];

    const first = await runTimedNotices(db, settings, now);
    expect(first).toMatchObject({ releases: 1, inWorkChecks: 1, enquiries: 1, written: 4 });
    const notices = await noticesAbout(db, [release, ...quiet, due, stale, recorded, overdue, ...notOverdue]);
    expect(notices.map((n) => `${n.kind}:${n.relatedId}:${n.userId}`).sort()).toEqual(
      [`release.approaching:${release}:${caseworker}`, `inwork.check_due:${due}:${caseworker}`, ...admins.map((admin) => `enquiry.overdue:${overdue}:${admin}`)].sort(),
    );
    expect(notices.find((n) => n.kind === "release.approaching")).toMatchObject({ params: { when: "24 May 2027" }, link: `/dashboard/caseworkerportal/candidate/${person}` });
    expect(notices.find((n) => n.kind === "inwork.check_due")?.link).toBe("/dashboard/caseworkerportal/outcomes");

    const rows = await outboxAbout(db, [release, due, overdue]);
    expect(rows.map((row) => `${row.kind}:${row.toAddress === "team@fcw.test" ? "team" : row.userId}`).sort()).toEqual(
      [
        `notice.release.approaching:${caseworker}`,
        `notice.inwork.check_due:${caseworker}`,
        ...admins.map((admin) => `notice.enquiry.overdue:${admin}`),
        "enquiry.overdue.team:team",
      ].sort(),
    );
    for (const row of rows) expect(`${row.subject} ${row.textBody}`).not.toMatch(/Secret|Asker|Riley|Sam Example|07700/);

    // The next hour, and a second server at the same moment, write nothing more.
    const again = await Promise.all([runTimedNotices(db, settings, at("2027-05-10T10:00:00Z")), runTimedNotices(db, settings, at("2027-05-10T10:00:00Z"))]);
    expect(again.map((run) => run.written)).toEqual([0, 0]);
    expect(await noticesAbout(db, [release, due, overdue])).toHaveLength(4);
    expect(await outboxAbout(db, [release, due, overdue])).toHaveLength(5);
    const team = await db.select().from(s.mailOutbox).where(and(eq(s.mailOutbox.kind, "enquiry.overdue.team"), like(s.mailOutbox.dedupeKey, `%${overdue}%`)));
    expect(team).toHaveLength(1);
  });

  it("a changed release date is announced again", async () => {
    const caseworker = await account(db, "caseworker");
    const person = await candidate(db, null, { caseworkerUserId: caseworker });
    const id = await referral(db, person, "2027-06-20");
    await runTimedNotices(db, settings, at("2027-06-08T09:00:00Z"));
    await db.update(s.referrals).set({ expectedReleaseOn: "2027-06-15" }).where(eq(s.referrals.id, id));
    await runTimedNotices(db, settings, at("2027-06-08T10:00:00Z"));
    const notices = await noticesAbout(db, [id]);
    expect(notices.map((n) => (n.params as { when: string }).when).sort()).toEqual(["15 June 2027", "20 June 2027"]);
  });
});

describe.each(backends)("the test route that runs the reminders on %s", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("runs them at the time given, and a second run writes nothing more", async () => {
    const db = server.database.db;
    const userId = await account(db, "candidate", { mobile: true });
    const id = await appointment(db, await candidate(db, userId), "2027-09-15T13:00:00Z");
    const run = () =>
      server.fetch("/__test/run-reminders", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: server.env.publicUrl },
        body: JSON.stringify({ now: "2027-09-14T10:00:00+01:00" }),
      });
    const first = await run();
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ now: "2027-09-14T09:00:00.000Z", reminders: { due: true, day: "2027-09-15", appointments: 1, written: 1 } });
    const second = await run();
    expect(await second.json()).toMatchObject({ reminders: { appointments: 1, written: 0 } });
    expect((await outboxAbout(db, [id])).map((row) => row.channel).sort()).toEqual(["email", "sms"]);
  });
});

describe.each(backends)("a server's own notice jobs on %s", (backend) => {
  const token = crypto.randomBytes(24).toString("base64url");
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { METRICS_TOKEN: token }, { noticeJobs: { firstDelayMs: 50 } });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("start with the server, run once, and show their age in the metrics", async () => {
    const finished = async () => {
      const rows = await server.database.db.select().from(s.scheduledJobs).where(inArray(s.scheduledJobs.name, [REMINDERS_JOB, TIMED_NOTICES_JOB]));
      return rows.filter((row) => row.lastFinishedAt !== null).length;
    };
    const deadline = Date.now() + 20_000;
    while ((await finished()) < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await finished()).toBe(2);
    const metrics = await (await server.fetch("/metrics", { headers: { Authorization: `Bearer ${token}` } })).text();
    expect(metrics).toMatch(/scheduled_job_seconds_since_last_run\{job="appointment-reminders"\} \d/);
    expect(metrics).toMatch(/scheduled_job_seconds_since_last_run\{job="timed-notices"\} \d/);
  });
});
