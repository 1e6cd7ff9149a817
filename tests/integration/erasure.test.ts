import { and, asc, eq, getTableName, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { erasureDecisions } from "../../app/features/account/erasure.server";
import { enrolTotp, newEmail, verifiedUser } from "./support/auth";
import { newPhone, referredBeforeSigningUp, world } from "./support/personal-data-world";
import { startSmtpListener, type SmtpListener } from "./support/smtp";
import { backends } from "./support/test-database";
import { startTestServer, type TestServer } from "./support/test-server";

/**
 * Security review items 5 and 8, through the real server: a person a partner referred before they signed up
 * deletes their account, and nothing that describes them is left in any table; an administrator's search of the
 * audit trail by their email address records the account it matched, so no email address of theirs outlives them.
 */

const serverEnv = { CLIENT_IP_HEADER: "x-forwarded-for", MAIL_POLL_INTERVAL_MS: "100" };

describe.each(backends)("erasure on %s", (backend) => {
  let smtp: SmtpListener;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpListener();
    server = await startTestServer(backend, { ...serverEnv, SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  const db = () => server.database.db;
  // Each test signs up three or four people, each a deliberately slow password hash.
  const dump = async () => {
    const tables = new Map<string, string>();
    for (const entry of erasureDecisions) tables.set(getTableName(entry.table), JSON.stringify(await db().select().from(entry.table)).toLowerCase());
    return tables;
  };

  it("item 5: deleting the account of a person a partner referred before they signed up leaves nothing that describes them in any table", async () => {
    const email = newEmail("referred");
    const phone = newPhone();
    const tag = `me-${Date.now().toString(36)}`;
    // The partner's referral comes first, with the address in capitals; the person then signs up with it.
    const referred = await referredBeforeSigningUp(db(), { tag, email, phone });
    const person = await verifiedUser(server, smtp, { email, name: `Robin Erasure ${tag}` });
    const name = `Robin Erasure ${tag}`;
    const me = await world(db(), server.env.dataEncryption, tag, { userId: person.userId, name, email, phone, referred });
    const admin = await verifiedUser(server, smtp, { role: "admin", name: "Ada Auditor" });
    await enrolTotp(admin.browser, admin.password);
    expect((await admin.browser.get(`/dashboard/admin/audit?person=${encodeURIComponent(email.toUpperCase())}`)).status).toBe(200);

    const words = [name, email, phone, phone.replace(/\s/g, ""), referred.name, referred.town].map((word) => word.toLowerCase());
    const ids = [person.userId, me.candidateId, me.caseworkerId, me.matchId, me.applicationId, me.interviewId, me.threadId, referred.threadId, ...referred.candidateIds].map((id) => id.toLowerCase());
    const before = await dump();
    // The world reaches every table that can hold personal data, so each one below is checked with something in it.
    for (const entry of erasureDecisions) {
      const table = getTableName(entry.table);
      if (entry.how === "holds no personal data") continue;
      expect([...words, ...ids].some((word) => before.get(table)!.includes(word)), `${table} holds something of theirs before`).toBe(true);
    }
    const partnerReferrals = await db().select({ id: s.referrals.id }).from(s.referrals).where(eq(s.referrals.partnerId, referred.partnerId));
    const partner = await verifiedUser(server, smtp, { role: "partner", accountStatus: "active", name: "Pat Partner" });
    await db().insert(s.organisationMembers).values({ organisationId: referred.partnerId, userId: partner.userId, role: "owner" });
    await enrolTotp(partner.browser, partner.password);
    const peoplePage = `/dashboard/partnerportal/people/${referred.candidateIds[0]}`;
    const shown = await partner.browser.get(peoplePage);
    expect(shown.status).toBe(200);
    expect((await shown.text()).toLowerCase()).toContain(referred.town.toLowerCase());

    const deleted = await person.browser.post("/account/delete", { password: person.password });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe("/account/deleted");

    const after = await dump();
    for (const entry of erasureDecisions) {
      const table = getTableName(entry.table);
      const text = after.get(table)!;
      for (const word of words) expect(text, `${table} (${entry.how}) still holds ${word}`).not.toContain(word);
      if (entry.how !== "kept with ids only") for (const id of ids) expect(text, `${table} (${entry.how}) still refers to ${id}`).not.toContain(id);
    }
    // The caseworker's record of them and the partner's people page have nothing left to show.
    expect(await db().select().from(s.candidates).where(inArray(s.candidates.id, referred.candidateIds))).toEqual([]);
    expect(await db().select().from(s.caseNotes).where(inArray(s.caseNotes.candidateId, referred.candidateIds))).toEqual([]);
    expect((await partner.browser.get(peoplePage)).status).toBe(404);
    // The partner still counts its referrals: the same number, two now "Erased at their request".
    const kept = await db().select().from(s.referrals).where(eq(s.referrals.partnerId, referred.partnerId));
    expect(kept.map((row) => row.id).sort()).toEqual(partnerReferrals.map((row) => row.id).sort());
    expect(kept.filter((row) => row.firstName === "Erased" && row.lastName === "at their request").map((row) => row.id).sort()).toEqual([...referred.referralIds].sort());
    // The audit trail names them by account number only, and records the erasure and the deletion.
    const trail = await db().select().from(s.auditEvents).where(eq(s.auditEvents.subjectUserId, person.userId));
    expect(trail.map((row) => row.event)).toEqual(expect.arrayContaining(["personal_data_erased", "account_deleted"]));
  }, 180_000);

  it("item 8: an audit search records the account it matched, never the address typed, so erasure leaves no email of theirs in the trail", async () => {
    const admin = await verifiedUser(server, smtp, { role: "admin", name: "Abe Auditor" });
    await enrolTotp(admin.browser, admin.password);
    const person = await verifiedUser(server, smtp, { name: "Sam Searched" });
    const unknown = newEmail("nobody");
    const searches = async () =>
      (await db().select().from(s.auditEvents).where(and(eq(s.auditEvents.event, "audit_trail_searched"), eq(s.auditEvents.actorUserId, admin.userId))).orderBy(asc(s.auditEvents.seq))).map((row) => row.detail);

    expect((await admin.browser.get(`/dashboard/admin/audit?person=${encodeURIComponent(` ${person.email.toUpperCase()} `)}`)).status).toBe(200);
    expect((await admin.browser.get(`/dashboard/admin/audit?person=${encodeURIComponent(unknown)}&event=sign_out`)).status).toBe(200);
    expect((await admin.browser.get(`/dashboard/admin/audit?person=${person.userId}`)).status).toBe(200);
    expect(await searches()).toEqual([
      expect.objectContaining({ personAccountId: person.userId, personMatch: "account" }),
      expect.objectContaining({ personAccountId: null, personMatch: "no match", filterEvent: "sign_out" }),
      expect.objectContaining({ personAccountId: person.userId, personMatch: "account" }),
    ]);

    expect((await person.browser.post("/account/delete", { password: person.password })).status).toBe(302);
    // Looked up afterwards by the number the trail shows: kept, as it names no one.
    expect((await admin.browser.get(`/dashboard/admin/audit?person=${person.userId}`)).status).toBe(200);
    expect((await searches()).at(-1)).toMatchObject({ personAccountId: person.userId, personMatch: "no match" });
    const trail = JSON.stringify(await db().select().from(s.auditEvents)).toLowerCase();
    expect(trail).not.toContain(person.email.toLowerCase());
    expect(trail).not.toContain(unknown.toLowerCase());
  }, 180_000);
});
