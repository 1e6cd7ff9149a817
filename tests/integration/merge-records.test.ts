import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  applications,
  appointments,
  auditEvents,
  candidateBarriers,
  candidateCvs,
  candidates,
  caseNotes,
  caseworkerAssignments,
  messageThreads,
  readinessChecklist,
  referrals,
  threadParticipants,
} from "../../db/schema";
import { areaPath } from "../../app/features/dashboards/areas";
import { mergeMessages } from "../../app/features/admin/merge-records";
import { uuidv7 } from "../../app/lib/uuid.server";
import { castLabels, makeCast, type Cast } from "./support/access-matrix";
import { client, visibleText } from "./support/auth";
import { startSmtpListener, type SmtpListener } from "./support/smtp";
import { rulesBackend } from "./support/test-database";
import { startTestServer, type TestServer } from "./support/test-server";

/**
 * An administrator merges two records of one person: candidate A's record (with A's account, application, appointment,
 * referral and thread) into a duplicate made without an account and supported by caseworker C2. Everything moves,
 * the conflicts settle as the page says, the account moves, and the caseload and partner pages show one person.
 */

describe.each([rulesBackend])("merging two records on %s", (backend) => {
  let smtp: SmtpListener;
  let server: TestServer;
  let cast: Cast;
  let keepId: string;
  const keptReferralId = uuidv7();
  const path = () => areaPath("adminMergeRecords");
  const db = () => server.database.db;
  // Posted where the form is: the page comparing the two records.
  const merge = (fields: { keep: string; merge: string }) =>
    cast.browsers.admin.post(`${path()}?${new URLSearchParams(fields)}`, { intent: "merge", confirmed: "yes", ...fields });

  beforeAll(async () => {
    smtp = await startSmtpListener();
    server = await startTestServer(backend, { CLIENT_IP_HEADER: "x-forwarded-for", MAIL_POLL_INTERVAL_MS: "100", SMTP_URL: smtp.url, SEED_DEMO_DATA: "true" });
    cast = await makeCast(server, smtp, client(server));
    const { world } = cast;
    keepId = uuidv7();
    await db().insert(candidates).values({ id: keepId, fullName: castLabels.candidateA, town: "Leeds", createdAt: new Date(Date.now() - 86_400_000) });
    // The kept record's own details stay; its empty ones take A's.
    await db().update(candidates).set({ town: "Bradford", skills: ["Forklift driving"], releasedOn: "2026-01-15" }).where(eq(candidates.id, world.candidateA));
    await db().insert(caseworkerAssignments).values({ id: uuidv7(), candidateId: keepId, caseworkerId: world.caseworkerC2 });
    // Partner Q referred the record without an account, with the person's agreement to see their progress.
    await db().insert(referrals).values({
      id: keptReferralId,
      partnerId: world.partnerQ,
      candidateId: keepId,
      firstName: "Avery",
      lastName: "Merged",
      consentGiven: true,
      consentRecordedAt: new Date(),
      consentRecordedBy: "Matrix partner",
      referredByName: "Matrix partner",
      status: "accepted",
      partnerMaySee: ["progress"],
    });
    // Both applied for job X: the kept record's application stays.
    await db().insert(applications).values({ id: uuidv7(), jobId: world.jobX, candidateId: keepId, status: "applied" });
    await db().insert(readinessChecklist).values([
      { candidateId: keepId, item: "bank_account", status: "done" },
      { candidateId: world.candidateA, item: "bank_account", status: "in_progress" },
      { candidateId: keepId, item: "disclosure_letter", status: "not_started" },
      { candidateId: world.candidateA, item: "disclosure_letter", status: "done" },
    ]);
    await db().insert(candidateBarriers).values([
      { candidateId: keepId, barrier: "none" },
      { candidateId: world.candidateA, barrier: "housing" },
    ]);
    // The kept record's CV is older than A's, so A's stays.
    await db().insert(candidateCvs).values({ candidateId: keepId, document: { summary: "Older CV" }, updatedAt: new Date("2020-01-01") });
    await db().insert(caseNotes).values({ id: uuidv7(), candidateId: world.candidateA, authorName: castLabels.caseworkerC1, body: "Matrix merge note" });
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it("finds both records by name and shows them side by side with a question before merging", async () => {
    const found = await cast.browsers.admin.get(`${path()}?q=${encodeURIComponent("Matrixa")}`);
    expect(found.status).toBe(200);
    const html = await found.text();
    expect(html).toContain(`value="${keepId}"`);
    expect(html).toContain(`value="${cast.world.candidateA}"`);
    // Demonstration records are never offered.
    expect(html).not.toContain(cast.world.demo.candidateId);

    const compared = await cast.browsers.admin.get(`${path()}?${new URLSearchParams({ keep: keepId, merge: cast.world.candidateA })}`);
    const text = visibleText(await compared.text());
    expect(text).toContain("Record to keep");
    expect(text).toContain("No account");
    expect(text).toContain(castLabels.caseworkerC2);
    expect(text).toContain("1 referral, 1 application, 2 appointments");
    expect(text).toContain(`Merge ${castLabels.candidateA}'s record into the one you keep?`);
    expect(text).toContain("Yes, merge the records");

    // Above the comparison, the search results still show the admin's choice.
    const both = await (await cast.browsers.admin.get(`${path()}?${new URLSearchParams({ q: "Matrixa", keep: keepId, merge: cast.world.candidateA })}`)).text();
    const radio = (name: string, value: string) => [...both.matchAll(/<input\b[^>]*>/g)].map((m) => m[0]).find((tag) => tag.includes(`name="${name}"`) && tag.includes(`value="${value}"`));
    expect(radio("keep", keepId)).toContain('checked=""');
    expect(radio("merge", cast.world.candidateA)).toContain('checked=""');
    expect(radio("keep", cast.world.candidateA)).not.toContain('checked=""');
  });

  it("refuses, changing nothing: no confirmation, the same record twice, a demonstration record, a record that does not exist", async () => {
    const { world } = cast;
    const unconfirmed = await cast.browsers.admin.post(path(), { intent: "merge", keep: keepId, merge: world.candidateA });
    expect(unconfirmed.status).toBe(400);
    for (const [fields, message] of [
      [{ keep: keepId, merge: keepId }, mergeMessages.same],
      [{ keep: keepId, merge: world.demo.candidateId }, mergeMessages.demo],
      [{ keep: keepId, merge: uuidv7() }, mergeMessages.missing],
      [{ keep: world.candidateA, merge: world.candidateB }, mergeMessages.bothAccounts],
    ] as const) {
      const refused = await merge(fields);
      expect(refused.status).toBe(400);
      expect(visibleText(await refused.text())).toContain(message);
    }
    // Sent without the comparison in the address, the refusal is still said.
    const bare = await cast.browsers.admin.post(path(), { intent: "merge", confirmed: "yes", keep: keepId, merge: keepId });
    expect(bare.status).toBe(400);
    expect(visibleText(await bare.text())).toContain(mergeMessages.same);
    const page = await cast.browsers.admin.get(`${path()}?${new URLSearchParams({ keep: world.candidateA, merge: world.candidateB })}`);
    expect(visibleText(await page.text())).toContain(mergeMessages.bothAccounts);
    expect(await db().select({ id: candidates.id }).from(candidates).where(eq(candidates.id, world.candidateA))).toHaveLength(1);
    expect(await db().select({ id: candidates.id }).from(candidates).where(eq(candidates.id, world.demo.candidateId))).toHaveLength(1);
  });

  it("others cannot merge", async () => {
    for (const name of ["caseworkerC1", "partnerP", "candidateA"] as const) {
      const refused = await cast.browsers[name].post(path(), { intent: "merge", confirmed: "yes", keep: keepId, merge: cast.world.candidateA });
      expect(refused.status, name).toBeGreaterThanOrEqual(400);
    }
    expect(await db().select({ id: candidates.id }).from(candidates).where(eq(candidates.id, cast.world.candidateA))).toHaveLength(1);
  });

  it("moves everything to the kept record, settles the conflicts, moves the account and deletes the merged record", async () => {
    const { world } = cast;
    const merged = await merge({ keep: keepId, merge: world.candidateA });
    expect(merged.status).toBe(303);
    expect(merged.headers.get("location")).toContain("done=merged");
    expect(merged.headers.get("location")).toContain("sameJob=1");
    const done = visibleText(await (await cast.browsers.admin.get(merged.headers.get("location")!)).text());
    expect(done).toContain("The records are merged.");
    expect(done).toContain("the kept record's application stays");

    expect(await db().select().from(candidates).where(eq(candidates.id, world.candidateA))).toHaveLength(0);
    const [kept] = await db().select().from(candidates).where(eq(candidates.id, keepId));
    expect(kept?.userId).toBe(world.users.candidateA);
    expect(kept).toMatchObject({ town: "Leeds", skills: ["Forklift driving"], releasedOn: "2026-01-15" });
    // Job X: the kept record's application stays, A's is gone.
    const apps = await db().select().from(applications).where(eq(applications.candidateId, keepId));
    expect(apps).toHaveLength(1);
    expect(apps[0]?.id).not.toBe(world.applicationA);
    const [appointment] = await db().select().from(appointments).where(eq(appointments.id, world.appointmentA));
    expect(appointment?.candidateId).toBe(keepId);
    const [referral] = await db().select().from(referrals).where(eq(referrals.id, world.referralP));
    expect(referral?.candidateId).toBe(keepId);
    // A's own referral keeps what A agreed; Q's referral of the record without an account now shows Q nothing more
    // until A ticks it in their settings.
    expect(referral?.partnerMaySee).toEqual(["profile", "progress", "diary", "applications"]);
    const [fromOther] = await db().select().from(referrals).where(eq(referrals.id, keptReferralId));
    expect(fromOther).toMatchObject({ candidateId: keepId, partnerMaySee: [] });
    const [thread] = await db().select().from(messageThreads).where(eq(messageThreads.id, world.threadP));
    expect(thread?.candidateId).toBe(keepId);
    expect(await db().select().from(threadParticipants).where(eq(threadParticipants.partyId, world.candidateA))).toHaveLength(0);
    expect(await db().select().from(caseNotes).where(and(eq(caseNotes.candidateId, keepId), eq(caseNotes.body, "Matrix merge note")))).toHaveLength(1);
    // The kept record's caseworker (C2) stays; C1's assignment is kept as history, ended.
    const open = await db().select().from(caseworkerAssignments).where(and(eq(caseworkerAssignments.candidateId, keepId), isNull(caseworkerAssignments.endedAt)));
    expect(open.map((row) => row.caseworkerId)).toEqual([world.caseworkerC2]);
    expect(await db().select().from(caseworkerAssignments).where(eq(caseworkerAssignments.candidateId, keepId))).toHaveLength(2);
    // Checklist: the further-along item of each pair.
    const items = Object.fromEntries((await db().select().from(readinessChecklist).where(eq(readinessChecklist.candidateId, keepId))).map((row) => [row.item, row.status]));
    expect(items).toMatchObject({ bank_account: "done", disclosure_letter: "done" });
    expect((await db().select().from(candidateBarriers).where(eq(candidateBarriers.candidateId, keepId))).map((row) => row.barrier)).toEqual(["housing"]);
    const [cv] = await db().select().from(candidateCvs).where(eq(candidateCvs.candidateId, keepId));
    expect(cv?.document).toMatchObject({ summary: castLabels.savedCvA });
    const [audit] = await db().select().from(auditEvents).where(eq(auditEvents.event, "candidate_records_merged"));
    expect(audit?.detail).toMatchObject({ keptCandidateId: keepId, mergedCandidateId: world.candidateA, accountMoved: true });
    expect((audit?.detail as { filledFields: string[] }).filledFields).toEqual(expect.arrayContaining(["skills", "releasedOn"]));
    expect(JSON.stringify(audit?.detail)).not.toContain(castLabels.candidateA);
  });

  it("shows one person afterwards: to the caseworker, the partner and the person themselves", async () => {
    const { world } = cast;
    const caseload = await (await cast.browsers.caseworkerC2.get(areaPath("caseworkerCaseloadPortal"))).text();
    expect(caseload).toContain(keepId);
    expect(caseload).not.toContain(world.candidateA);
    const calendar = await (await cast.browsers.caseworkerC2.get(areaPath("caseworkerCalendarPortal"))).text();
    expect(calendar).not.toContain(world.candidateA);
    const oldCaseload = await (await cast.browsers.caseworkerC1.get(areaPath("caseworkerCaseloadPortal"))).text();
    expect(oldCaseload).not.toContain(world.candidateA);
    const partner = await (await cast.browsers.partnerP.get(areaPath("partnerReferralsPortal"))).text();
    expect(partner).not.toContain(world.candidateA);
    expect(visibleText(partner)).toContain(castLabels.candidateA);
    const home = await cast.browsers.candidateA.get(areaPath("candidatePortal"));
    expect(home.status).toBe(200);
    expect(visibleText(await home.text())).toContain(castLabels.appointmentA);
  });
});
