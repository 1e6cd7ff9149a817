import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, candidates, caseworkerAssignments, messages, referralStatusChanges, referrals } from "../../db/schema";
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
});
