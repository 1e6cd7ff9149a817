import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, candidates, jobs } from "../../db/schema";
import { demoNoticeSubjects } from "../../app/demonstration/notice-subjects.server";
import { seedDemonstrationData } from "../../app/demonstration/seed.server";
import { areaPath } from "../../app/features/dashboards/areas";
import { noticeWhen } from "../../app/features/notifications/templates";
import { DEMO_PERSONAS } from "../../app/lib/demonstration";
import { formatDateTime, londonMidnight } from "../../app/lib/dates";
import { developmentKeyRing } from "../../app/lib/field-encryption.server";
import { client, verifiedUser, visibleText } from "./support/auth";
import { startSmtpListener, type SmtpListener } from "./support/smtp";
import { backends } from "./support/test-database";
import { startTestServer, type TestServer } from "./support/test-server";

/**
 * The demonstration pages' data read once for everyone for a short time (server/demonstration-loaders.ts,
 * docs/decisions/0042), through the real server, on each database: the page itself is drawn for each person.
 */

const demoProfile = "/dashboard/candidate/profile";

describe.each(backends)("the demonstration pages' shared data (%s)", (backend) => {
  let server: TestServer;
  let smtp: SmtpListener;
  let demoName: string;
  beforeAll(async () => {
    smtp = await startSmtpListener();
    server = await startTestServer(backend, { CLIENT_IP_HEADER: "x-forwarded-for", MAIL_POLL_INTERVAL_MS: "100", SMTP_URL: smtp.url });
    await seedDemonstrationData(server.database.db, { keys: developmentKeyRing() });
    const [demo] = await server.database.db.select({ fullName: candidates.fullName }).from(candidates).where(eq(candidates.id, DEMO_PERSONAS.candidateId));
    if (!demo) throw new Error("the demonstration candidate is not seeded");
    demoName = demo.fullName;
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it("names in the example notices the persona's own interview, next appointment and applications, dated when they happened", async () => {
    const subjects = await demoNoticeSubjects(server.database.db, new Date());
    // The demonstration set always has these for its personas; if one went missing the notice would fall back.
    // The rest depend on the day the set is made for, so each is checked where the set has it.
    for (const key of ["interview", "appointment", "received", "mentorMatchedOn", "referralReceivedAt", "mentorRequestedAt"] as const) {
      expect(subjects[key], key).toBeDefined();
    }
    // Each is what it says it is: the persona's own interview, the persona employer's withdrawn application.
    const db = server.database.db;
    const interviews = await db
      .select({ title: jobs.title, at: applications.updatedAt })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(eq(applications.candidateId, DEMO_PERSONAS.candidateId), eq(applications.demo, true), eq(applications.status, "interview_booked")));
    expect(interviews.map((row) => row.title)).toContain(subjects.interview!.jobTitle);
    const withdrawn = await db
      .select({ title: jobs.title })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(eq(jobs.employerId, DEMO_PERSONAS.employerId), eq(applications.demo, true), eq(applications.status, "withdrawn")));
    if (subjects.withdrawn) expect(withdrawn.map((row) => row.title)).toContain(subjects.withdrawn.jobTitle);
    const noticeAt = (at: Date) => formatDateTime(at).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const candidate = visibleText(await (await client(server).get(areaPath("candidateDemoNotifications"))).text());
    expect(candidate).toMatch(new RegExp(`${subjects.interview!.employer} has booked an interview with you for ${subjects.interview!.jobTitle}\\. The details are on your application\\.\\s*${noticeAt(subjects.interview!.at)}`));
    expect(candidate).toMatch(new RegExp(`${noticeWhen(subjects.appointment!.startsAt)}\\.\\s*${noticeAt(subjects.appointment!.bookedAt)}`));
    // The mentor was found on the day the mentoring page says the match started, not a few days ago.
    expect(candidate).toMatch(new RegExp(`A mentor has been found for you\\.\\s*${noticeAt(new Date(londonMidnight(subjects.mentorMatchedOn!).getTime() + 10 * 3600_000))}`));
    const employer = visibleText(await (await client(server).get(areaPath("employerDemoNotifications"))).text());
    expect(employer).toMatch(new RegExp(`Someone has applied for ${subjects.received!.jobTitle}\\.\\s*${noticeAt(subjects.received!.at)}`));
    if (subjects.withdrawn) expect(employer).toMatch(new RegExp(`An application for ${subjects.withdrawn.jobTitle} has been withdrawn\\.\\s*${noticeAt(subjects.withdrawn.at)}`));
    const partner = visibleText(await (await client(server).get(areaPath("partnerNotificationsDemo"))).text());
    if (subjects.referralAcceptedAt) expect(partner).toMatch(new RegExp(`A referral you made has been accepted\\.\\s*${noticeAt(subjects.referralAcceptedAt)}`));
    if (subjects.referralClosedAt) expect(partner).toMatch(new RegExp(`A referral you made has been closed\\.\\s*${noticeAt(subjects.referralClosedAt)}`));
    const caseworker = visibleText(await (await client(server).get(areaPath("caseworkerNotificationsDemo"))).text());
    expect(caseworker).toMatch(new RegExp(`A new referral has arrived\\.\\s*${noticeAt(subjects.referralReceivedAt!)}`));
    expect(caseworker).toMatch(new RegExp(`Someone on your caseload has asked for a mentor\\.\\s*${noticeAt(subjects.mentorRequestedAt!)}`));
    if (subjects.inWorkCheckDueOn) expect(caseworker).toMatch(new RegExp(`An in-work check is due\\.\\s*${noticeAt(new Date(londonMidnight(subjects.inWorkCheckDueOn).getTime() + 10 * 3600_000))}`));
    // And the pages the notices lead to agree: the request and the check are on the caseworker's alerts.
    const alerts = visibleText(await (await client(server).get(areaPath("caseworkerAlertsDemo"))).text());
    expect(alerts).toMatch(/Asked for a mentor \(1\)/);
    if (subjects.inWorkCheckDueOn) expect(alerts).toMatch(/In-work checks due \([1-9]/);
  });

  it("draws the page for each person (their own header, never someone else's) around the same demonstration data", async () => {
    const first = await verifiedUser(server, smtp, { name: "First Viewer" });
    const second = await verifiedUser(server, smtp, { name: "Second Viewer" });
    const visitor = client(server);

    const pages = [
      await (await first.browser.get(demoProfile)).text(),
      await (await second.browser.get(demoProfile)).text(),
      await (await visitor.get(demoProfile)).text(),
    ];
    for (const html of pages) {
      expect(html).toContain("Demonstration data");
      expect(html).toContain(demoName);
    }
    expect(pages[0]).toContain("First Viewer");
    expect(pages[0]).not.toContain("Second Viewer");
    expect(pages[1]).toContain("Second Viewer");
    expect(pages[1]).not.toContain("First Viewer");
    expect(pages[2]).not.toContain("Signed in as");
  });

  it("reads the demonstration data once for everyone, while the person's portal page reads their own every time", async () => {
    const person = await verifiedUser(server, smtp, { name: "Portal Person" });
    const before = await (await person.browser.get(demoProfile)).text();
    expect(before).toContain(demoName);
    await person.browser.get("/dashboard/candidateportal/profile");

    // Written straight to the database, as only the demonstration seed would: the demonstration page keeps the
    // data it read a moment ago; the person's own page shows their change at once.
    await server.database.db.update(candidates).set({ fullName: "Renamed Demonstration" }).where(eq(candidates.id, DEMO_PERSONAS.candidateId));
    await server.database.db.update(candidates).set({ fullName: "Renamed Portal" }).where(eq(candidates.userId, person.userId));
    const demoAgain = await (await client(server).get(demoProfile)).text();
    expect(demoAgain).toContain(demoName);
    expect(demoAgain).not.toContain("Renamed Demonstration");
    expect(await (await person.browser.get("/dashboard/candidateportal/profile")).text()).toContain("Renamed Portal");

    await server.database.db.update(candidates).set({ fullName: demoName }).where(eq(candidates.id, DEMO_PERSONAS.candidateId));
  });

  it("still refuses every form on the demonstration", async () => {
    const person = await verifiedUser(server, smtp);
    const response = await person.browser.post(demoProfile, { intent: "save-profile", town: "Leeds" });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("This is demonstration data, so changes are not saved.");
  });
});
