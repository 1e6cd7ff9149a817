import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  applications,
  applicationStatusChanges,
  auditEvents,
  candidates,
  caseworkerAssignments,
  jobs,
  messages,
  organisations,
  referralStatusChanges,
  referrals,
} from "../../db/schema";
import { uuidv7 } from "../../app/lib/uuid.server";
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
import { client, visibleText } from "./support/auth";
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
  let uploadDir: string;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), "fcw-matrix-uploads-"));
    server = await startTestServer(backend, {
      CLIENT_IP_HEADER: "x-forwarded-for",
      MAIL_POLL_INTERVAL_MS: "100",
      SMTP_URL: smtp.url,
      SEED_DEMO_DATA: "true",
      UPLOAD_DIR: uploadDir,
    });
    cast = await makeCast(server, smtp, client(server));
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    if (uploadDir) fs.rmSync(uploadDir, { recursive: true, force: true });
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
      const response = row.method === "GET" ? await browser.get(path) : await browser.post(path, (typeof row.fields === "function" ? row.fields(cast.world) : row.fields) ?? {});
      const label = `${person}: ${row.method} ${path}`;
      if (outcome === "denied" || outcome === "sign-in") expect(response.headers.get("cache-control") ?? "", label).toContain("no-store");
      const text = await checkOutcome(response, outcome, label);
      if (outcome === "ok") for (const words of row.sees?.[person] ?? []) expect(text, label).toContain(words);
      const own = person === "anonymous" ? null : castLabels[person as Exclude<CastName, "anonymous">];
      const never = [...(row.neverSees?.everyone ?? []), ...(row.neverSees?.[person] ?? [])].filter((words) => words !== own);
      for (const words of never) expect(text, label).not.toContain(words);
    }
  });

  it("a partner's referral makes a submitted referral with its history, a candidate waiting for a caseworker and an audit row", async () => {
    const response = await cast.browsers.partnerP.post(areaPath("partnerReferralNewPortal"), {
      firstName: "Rowan",
      lastName: "Matrixreferred",
      phone: "07700 900 982",
      needs: "housing",
      supportAskedFor: "Help finding kitchen work",
      consentGiven: "on",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${areaPath("partnerReferralsPortal")}?referred=1`);
    const db = server.database.db;
    const [referral] = await db.select().from(referrals).where(eq(referrals.lastName, "Matrixreferred"));
    expect(referral).toMatchObject({ partnerId: cast.world.partnerP, status: "submitted", consentGiven: true, needs: ["housing"], demo: false });
    const history = await db.select().from(referralStatusChanges).where(eq(referralStatusChanges.referralId, referral!.id));
    expect(history.map((row) => row.status)).toEqual(["submitted"]);
    const [candidate] = await db.select().from(candidates).where(eq(candidates.id, referral!.candidateId!));
    expect(candidate).toMatchObject({ fullName: "Rowan Matrixreferred", userId: null, demo: false });
    expect(await db.select().from(caseworkerAssignments).where(eq(caseworkerAssignments.candidateId, candidate!.id))).toEqual([]);
    const audit = await db.select().from(auditEvents).where(eq(auditEvents.event, "referral_created"));
    expect(audit.map((row) => row.detail)).toContainEqual(expect.objectContaining({ referralId: referral!.id }));
    // Partner P lists the new person; partner Q never does.
    expect(await (await cast.browsers.partnerP.get(areaPath("partnerReferralsPortal"))).text()).toContain("Rowan Matrixreferred");
    expect(await (await cast.browsers.partnerQ.get(areaPath("partnerReferralsPortal"))).text()).not.toContain("Matrixreferred");
  });

  it("a partner reads a new message, which stops counting as unread, and replies; the reply is stored with an audit row", async () => {
    const db = server.database.db;
    const { threadP, caseworkerC1 } = cast.world;
    await db.insert(messages).values({ id: uuidv7(), threadId: threadP, senderKind: "caseworker", senderId: caseworkerC1, senderName: castLabels.caseworkerC1, body: "Matrix news for Pine" });
    const partner = cast.browsers.partnerP;
    const listText = async () => visibleText(await (await partner.get(areaPath("partnerMessagesPortal"))).text());
    expect(await listText()).toContain("One unread message.");
    const thread = visibleText(await (await partner.get(areaPath("partnerMessagePortal", { threadId: threadP }))).text());
    expect(thread).toContain("Matrix news for Pine");
    expect(thread).toContain("New");
    expect(await listText()).toContain("No unread messages.");

    const reply = await partner.post(areaPath("partnerMessagePortal", { threadId: threadP }), { body: "Matrix thanks from Pine" });
    expect(reply.status).toBe(302);
    expect(reply.headers.get("location")).toBe(`${areaPath("partnerMessagePortal", { threadId: threadP })}?sent=1`);
    const [sent] = await db.select().from(messages).where(eq(messages.body, "Matrix thanks from Pine"));
    expect(sent).toMatchObject({ threadId: threadP, senderKind: "organisation", senderId: cast.world.partnerP, senderName: castLabels.partnerP });
    const audit = await db.select().from(auditEvents).where(eq(auditEvents.event, "message_sent"));
    expect(audit.map((row) => row.detail)).toContainEqual({ threadId: threadP, messageId: sent!.id });
    // Partner Q's conversation is untouched.
    expect(await db.select().from(messages).where(eq(messages.threadId, cast.world.threadQ))).toHaveLength(1);
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
