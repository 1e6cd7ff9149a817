import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { candidates } from "../../db/schema";
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

  it("names in the example notices the persona's own interview, next appointment and applications", async () => {
    const subjects = await demoNoticeSubjects(server.database.db, new Date());
    // The demonstration set always has these for its personas; if one went missing the notice would fall back.
    expect(subjects.interview).toBeDefined();
    expect(subjects.appointmentAt).toBeDefined();
    expect(subjects.receivedJobTitle).toBeDefined();
    const candidate = visibleText(await (await client(server).get(areaPath("candidateDemoNotifications"))).text());
    expect(candidate).toContain(`${subjects.interview!.employer} has booked an interview with you for ${subjects.interview!.jobTitle}`);
    expect(candidate).toContain(noticeWhen(subjects.appointmentAt!));
    // The mentor was found on the day the mentoring page says the match started, not a few days ago.
    expect(subjects.mentorMatchedOn).toBeDefined();
    const matched = formatDateTime(new Date(londonMidnight(subjects.mentorMatchedOn!).getTime() + 10 * 3600_000));
    expect(candidate).toMatch(new RegExp(`A mentor has been found for you\\.\\s*${matched.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
    const employer = visibleText(await (await client(server).get(areaPath("employerDemoNotifications"))).text());
    expect(employer).toContain(subjects.receivedJobTitle!);
    if (subjects.withdrawnJobTitle) expect(employer).toContain(subjects.withdrawnJobTitle);
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
