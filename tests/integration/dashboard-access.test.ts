import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, applicationStatusChanges, auditEvents, jobs, organisations } from "../../db/schema";
import { areaPath } from "../../app/features/dashboards/areas";
import {
  areaRows,
  castLabels,
  castNames,
  checkOutcome,
  makeCast,
  pagesWithParameters,
  type AccessRow,
  type Cast,
  type CastName,
} from "./support/access-matrix";
import { accessRows } from "./support/access-rows";
import { client } from "./support/auth";
import { startSmtpListener, type SmtpListener } from "./support/smtp";
import { backends } from "./support/test-database";
import { startTestServer, type TestServer } from "./support/test-server";

/**
 * The access matrix: every dashboard loader and action, as each of ten people (no one; candidates A and B;
 * employers X and Y; partners P and Q; caseworkers C1 and C2; an administrator), with their own data, someone
 * else's and the demonstration set's. Rows come from the area table and from support/access-rows.ts.
 */

const rows: AccessRow[] = [...areaRows(), ...accessRows];

describe.each(backends)("dashboard access matrix on %s", (backend) => {
  let smtp: SmtpListener;
  let server: TestServer;
  let cast: Cast;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    server = await startTestServer(backend, {
      CLIENT_IP_HEADER: "x-forwarded-for",
      MAIL_POLL_INTERVAL_MS: "100",
      SMTP_URL: smtp.url,
      SEED_DEMO_DATA: "true",
    });
    cast = await makeCast(server, smtp, client(server));
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it("has hand-written rows for every page that takes an id", () => {
    for (const area of pagesWithParameters()) {
      const covered = accessRows.some((row) => {
        const template = area.pattern.replace(/:\w+/g, "[^/]+");
        return new RegExp(`^${template}$`, "i").test(row.path(cast.world));
      });
      expect(covered, `${area.pattern} needs rows in tests/integration/support/access-rows.ts`).toBe(true);
    }
  });

  it.each(rows.map((row) => [row.name, row] as const))("%s", async (_, row) => {
    const path = row.path(cast.world);
    for (const person of castNames) {
      const outcome = row.expect[person] ?? row.expect.others;
      const browser = cast.browsers[person];
      const response = row.method === "GET" ? await browser.get(path) : await browser.post(path, row.fields ?? {});
      const label = `${person}: ${row.method} ${path}`;
      if (outcome === "denied" || outcome === "sign-in") expect(response.headers.get("cache-control") ?? "", label).toContain("no-store");
      const text = await checkOutcome(response, outcome, label);
      if (outcome === "ok") for (const words of row.sees?.[person] ?? []) expect(text, label).toContain(words);
      const own = person === "anonymous" ? null : castLabels[person as Exclude<CastName, "anonymous">];
      const never = [...(row.neverSees?.everyone ?? []), ...(row.neverSees?.[person] ?? [])].filter((words) => words !== own);
      for (const words of never) expect(text, label).not.toContain(words);
    }
  });

  // After the matrix, which expects the cast's rows as made: the employer's writes, and their limits.
  it("lets an employer post, close and reopen a role and move an application on, and nothing of another's", async () => {
    const db = server.database.db;
    const x = cast.browsers.employerX;
    const role = {
      intent: "save",
      title: "Matrix kitchen porter",
      sector: "Hospitality",
      description: "Washing up and keeping the kitchen clean.",
      locationName: "Leeds",
      latitude: "53.8",
      longitude: "-1.55",
      contractType: "part_time",
      hours: "part_time",
      salaryMin: "12.21",
      salaryMax: "13",
      salaryPeriod: "hour",
      vacancies: "2",
      closingDate: "31/03/2099",
      recordCheck: "basic",
      offenceExclusions: "case_by_case",
      status: "open",
    };
    // A bad form: 400, each problem named, what was typed kept.
    const bad = await x.post(areaPath("employerPortalJobNew"), role);
    expect(bad.status).toBe(400);
    const badText = await bad.text();
    expect(badText).toContain("Choose the type of contract");
    expect(badText).toContain("Matrix kitchen porter");

    const posted = await x.post(areaPath("employerPortalJobNew"), { ...role, contractType: "permanent" });
    expect(posted.status).toBe(303);
    const [made] = await db.select().from(jobs).where(eq(jobs.title, "Matrix kitchen porter"));
    expect(made).toMatchObject({ employerId: cast.world.employerX, status: "open", salaryMinPence: 1221, salaryMaxPence: 1300, closingDate: "2099-03-31", recordCheck: "basic", offenceExclusions: ["case_by_case"], demo: false });

    expect((await x.post(areaPath("employerPortalJobs"), { intent: "close", jobId: made!.id })).status).toBe(303);
    expect((await db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, made!.id)))[0]?.status).toBe("closed");
    expect((await x.post(areaPath("employerPortalJobs"), { intent: "reopen", jobId: made!.id })).status).toBe(303);
    expect((await db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, made!.id)))[0]?.status).toBe("open");
    // Employer Y cannot close it, nor move employer X's application.
    const y = cast.browsers.employerY;
    expect((await y.post(areaPath("employerPortalJobs"), { intent: "close", jobId: made!.id })).status).toBe(404);
    expect((await y.post(areaPath("employerPortalApplications"), { intent: "move", applicationId: cast.world.applicationA, status: "unsuccessful" })).status).toBe(404);

    const moved = await x.post(areaPath("employerPortalApplications"), { intent: "move", applicationId: cast.world.applicationA, status: "job_offered", note: "Matrix offer made" });
    expect(moved.status).toBe(200);
    const [application] = await db.select({ status: applications.status }).from(applications).where(eq(applications.id, cast.world.applicationA));
    expect(application?.status).toBe("job_offered");
    const history = await db.select().from(applicationStatusChanges).where(and(eq(applicationStatusChanges.applicationId, cast.world.applicationA), eq(applicationStatusChanges.status, "job_offered")));
    expect(history).toMatchObject([{ note: "Matrix offer made", changedByUserId: cast.world.users.employerX }]);
    const audit = await db.select({ event: auditEvents.event }).from(auditEvents).where(eq(auditEvents.actorUserId, cast.world.users.employerX));
    expect(audit.map((row) => row.event)).toEqual(expect.arrayContaining(["job_saved", "job_status_changed", "application_status_changed"]));
    // Commitments saved for the employer's own organisation only; a bad entry is a 400 that changes nothing.
    expect((await x.post(areaPath("employerPortalSettings"), { intent: "save", town: "x".repeat(81) })).status).toBe(400);
    expect((await x.post(areaPath("employerPortalSettings"), { intent: "save", town: "Leeds", realLivingWage: "on" })).status).toBe(200);
    const [xOrg] = await db.select().from(organisations).where(eq(organisations.id, cast.world.employerX));
    expect(xOrg).toMatchObject({ town: "Leeds", realLivingWage: true, banTheBox: false });
    const [yOrg] = await db.select().from(organisations).where(eq(organisations.id, cast.world.employerY));
    expect(yOrg?.town).toBeNull();
    // The candidate sees the change on their home.
    expect(await (await cast.browsers.candidateA.get(areaPath("candidatePortal"))).text()).toContain("Job offered");
  });
});
