import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, getTableName } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import * as s from "../../db/schema";
import { collectPersonalData, dataSubjectFor, erasePersonalData, personalDataTables, schemaTables, type DataSubject } from "../../app/features/account/personal-data.server";
import { personalDataZip } from "../../app/features/account/personal-data-file";
import { recordAudit } from "../../app/features/auth/audit.server";
import { writeConvictionRecord } from "../../app/features/convictions/conviction-records.server";
import type { AppDb } from "../../app/lib/db.server";
import { loadEnv } from "../../app/lib/env.server";
import { uuidv7 } from "../../app/lib/uuid.server";
import { backends, createTestDatabase, type TestDatabase } from "./support/test-database";

const keys = loadEnv({}).dataEncryption;

/**
 * One person's world: a row in every table that can hold something about them (an account that is a candidate,
 * a caseworker and a member of an organisation at once, so every kind of row appears), with nothing shared
 * with anyone else's world.
 */
async function world(db: AppDb, label: string) {
  const tag = `${label}-${crypto.randomBytes(4).toString("hex")}`;
  const userId = `user-${tag}`;
  const name = `Person ${tag}`;
  const email = `${tag}@Example.org`;
  const phone = `07700 9${String(crypto.randomInt(0, 99999)).padStart(5, "0")}`;
  const candidateId = uuidv7();
  const caseworkerId = uuidv7();
  const organisationId = uuidv7();
  const jobId = uuidv7();
  const applicationId = uuidv7();
  const threadId = uuidv7();
  const matchId = uuidv7();
  const referralId = uuidv7();
  const enquiryId = uuidv7();
  const now = new Date();
  const later = new Date(now.getTime() + 3_600_000);

  await db.insert(s.users).values({ id: userId, name, email, emailVerified: true });
  await db.insert(s.sessions).values({ id: `session-${tag}`, token: `token-${tag}`, userId, expiresAt: later });
  await db.insert(s.accounts).values({ id: `account-${tag}`, accountId: userId, providerId: "credential", userId, password: "scrypt$hash" });
  await db.insert(s.twoFactors).values({ id: `2fa-${tag}`, userId, secret: "secret", backupCodes: "codes" });
  await db.insert(s.usedOneTimeCodes).values({ userId, codeHash: `code-${tag}`, expiresAt: later });
  await db.insert(s.organisations).values({ id: organisationId, kind: "employer", name: `Org ${tag}`, contactName: name, safeguardingLeadEmail: email, safeguardingLeadName: name });
  await db.insert(s.organisationMembers).values({ organisationId, userId });
  await db.insert(s.organisationContacts).values({ id: uuidv7(), organisationId, name, email });
  await db.insert(s.organisationInvitations).values({ id: uuidv7(), organisationId, email: email.toLowerCase(), tokenHash: `invite-${tag}`, expiresAt: later });
  await db.insert(s.candidates).values({ id: candidateId, userId, fullName: name, town: "Leeds" });
  await db.insert(s.candidateBarriers).values({ candidateId, barrier: "housing" });
  await db.insert(s.readinessChecklist).values({ candidateId, item: "id", status: "done", updatedByName: name, updatedByUserId: userId });
  await db.insert(s.caseworkers).values({ id: caseworkerId, userId, fullName: name });
  await db.insert(s.caseworkerAssignments).values({ id: uuidv7(), candidateId, caseworkerId });
  await db.insert(s.candidateCvs).values({ candidateId, document: { fullName: name } });
  await db.insert(s.appointments).values({ id: uuidv7(), candidateId, caseworkerId, title: "Review", mode: "phone", startsAt: now, endsAt: later });
  await db.insert(s.diaryEntries).values({ id: uuidv7(), candidateId, entryDate: "2026-11-01", title: `Diary ${tag}`, body: "Went well" });
  await db.insert(s.mentoringMatches).values({ id: matchId, candidateId, mentorName: "Mentor", startedOn: "2026-10-01" });
  await db.insert(s.mentoringSessions).values({ id: uuidv7(), matchId, heldOn: "2026-10-08", minutes: 45, mode: "phone" });
  await db.insert(s.caseNotes).values({ id: uuidv7(), candidateId, caseworkerId, authorName: name, body: `Note ${tag}` });
  await db.insert(s.supportActions).values({ id: uuidv7(), candidateId, title: "Open a bank account", ownerName: name });
  await db.insert(s.caseAccessGrants).values({ id: uuidv7(), candidateId, caseworkerId, reason: "Cover", expiresAt: later });
  await writeConvictionRecord(db, keys, {
    candidateId,
    actorUserId: userId,
    payload: { convictionType: "fine", offenceDescription: `Offence ${tag}`, convictionDate: "2020-01-01", sentence: "Fine", sentenceEndDate: null, disclosureLetter: `Letter ${tag}` },
  });
  await db.insert(s.jobs).values({ id: jobId, title: "Warehouse operative", sector: "logistics", employerId: organisationId, employerName: `Org ${tag}`, locationName: "Leeds", national: true, contractType: "permanent", hours: "full_time" });
  await db.insert(s.applications).values({ id: applicationId, jobId, candidateId, candidateNote: `Hello from ${tag}` });
  await db.insert(s.applicationStatusChanges).values({ id: uuidv7(), applicationId, status: "started", changedByName: name, changedByUserId: userId });
  await db.insert(s.outcomeChecks).values({ applicationId, checkpoint: "six_weeks", startedOn: "2026-09-01", inWork: true });
  await db.insert(s.applicationFiles).values({ id: uuidv7(), applicationId, storageKey: `files/${tag}.pdf`, originalName: `${tag}.pdf`, contentType: "application/pdf", sizeBytes: 100, sha256: "0".repeat(64) });
  await db.insert(s.messageThreads).values({ id: threadId, subject: `Thread ${tag}`, candidateId });
  await db.insert(s.threadParticipants).values([
    { threadId, partyKind: "candidate", partyId: candidateId },
    { threadId, partyKind: "caseworker", partyId: caseworkerId },
  ]);
  await db.insert(s.messages).values([
    { id: uuidv7(), threadId, senderKind: "candidate", senderId: candidateId, senderName: name, body: `From ${tag}` },
    { id: uuidv7(), threadId, senderKind: "caseworker", senderId: caseworkerId, senderName: name, body: "Reply" },
  ]);
  await db.insert(s.referrals).values({
    id: referralId,
    partnerId: organisationId,
    candidateId,
    firstName: name,
    lastName: tag,
    email,
    phone,
    consentGiven: true,
    consentRecordedAt: now,
    consentRecordedBy: "Referrer",
    referredByName: name,
    referredByUserId: userId,
  });
  await db.insert(s.referralStatusChanges).values({ id: uuidv7(), referralId, status: "accepted", note: `About ${name}`, changedByName: name, changedByUserId: userId });
  await db.insert(s.enquiries).values({
    id: enquiryId,
    formSource: "candidate",
    firstName: name,
    lastName: tag,
    email: email.toUpperCase(),
    phoneNumber: phone,
    location: "Leeds",
    contactConsent: true,
    contactConsentAt: now,
    consentWordingVersion: "test",
    payloadHash: `payload-${tag}`,
  });
  await db.insert(s.enquiryStatusChanges).values({ id: uuidv7(), enquiryId, status: "contacted", changedByName: name, changedByUserId: userId });
  await db.insert(s.mailOutbox).values({ id: uuidv7(), kind: "test", toAddress: email, subject: `Hello ${tag}`, textBody: `Dear ${name}` });
  await db.insert(s.notificationPreferences).values({ userId, messageEmails: false });
  await db.insert(s.calendarFeeds).values({ id: uuidv7(), userId, tokenHash: `feed-${tag}` });
  await db.insert(s.jobEvents).values({ key: `inactivity_warning:${userId}:2026-01-01` });
  await recordAudit(db, { event: "sign_in_succeeded", actorUserId: userId, subjectUserId: userId, detail: { method: "password" } });
  return { tag, userId, name, email, phone, candidateId, caseworkerId };
}

type World = Awaited<ReturnType<typeof world>>;

const rowsIn = (data: Awaited<ReturnType<typeof collectPersonalData>>, table: string) => data.tables.find((entry) => entry.name === table)?.rows ?? [];

describe.each(backends)("personal data on %s", (backend) => {
  let database: TestDatabase;
  let a: World;
  let b: World;
  let subjectA: DataSubject;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
    a = await world(database.db, "a");
    b = await world(database.db, "b");
    subjectA = (await dataSubjectFor(database.db, a.userId))!;
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("exports the person's rows from every table that holds any, and nothing of anyone else's", async () => {
    const data = await collectPersonalData(database.db, keys, subjectA);
    for (const entry of personalDataTables) {
      const name = getTableName(entry.table);
      if ("rows" in entry) expect(rowsIn(data, name).length, `${name} in the export`).toBeGreaterThan(0);
      else expect(data.notHeld.map((held) => held.name)).toContain(name);
    }
    const text = JSON.stringify(data);
    for (const other of [b.userId, b.name, b.email, b.email.toLowerCase(), b.candidateId, b.caseworkerId, b.tag]) expect(text).not.toContain(other);
    // Conviction details arrive decrypted; secrets and keys never.
    expect(rowsIn(data, "conviction_records")[0]).toMatchObject({ offenceDescription: `Offence ${a.tag}`, disclosureLetter: `Letter ${a.tag}` });
    for (const secret of [`token-${a.tag}`, "scrypt$hash", `invite-${a.tag}`, `feed-${a.tag}`, `files/${a.tag}.pdf`, `code-${a.tag}`]) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/"(secret|backupCodes|password|tokenHash|storageKey|ciphertext|token|codeHash)":/);

    const files = unzipSync(personalDataZip(data, "Fair Chance Works"));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(["README.txt", "your-data.json", "tables/users.csv", "tables/conviction_records.csv", "tables/audit_events.csv"]));
    expect(strFromU8(files["tables/diary_entries.csv"]!)).toContain(`Diary ${a.tag}`);
    expect(JSON.parse(strFromU8(files["your-data.json"]!))).toEqual(JSON.parse(JSON.stringify(data)));
  });

  it("erases the person's data table by table, keeps an audit tombstone and leaves everyone else's alone", async () => {
    const countsBefore = new Map<string, number>();
    const othersBefore = await collectPersonalData(database.db, keys, (await dataSubjectFor(database.db, b.userId))!);
    for (const table of schemaTables()) countsBefore.set(getTableName(table), (await database.db.select().from(table)).length);

    const counts = await erasePersonalData(database.db, a.userId);
    expect(counts).toMatchObject({ enquiries: 1, emails: 1, invitations: 1, organisationContacts: 1, referralsAnonymised: 1 });
    await database.db.delete(s.users).where(eq(s.users.id, a.userId));

    // No table holds the person's name, email address or their kinds of id, except the audit trail (ids only) and
    // the sweep's once-only keys.
    const keepsIds = new Set(["audit_events", "job_events"]);
    for (const table of schemaTables()) {
      const name = getTableName(table);
      const text = JSON.stringify(await database.db.select().from(table)).toLowerCase();
      expect(text, `${name} still holds the name`).not.toContain(a.name.toLowerCase());
      expect(text, `${name} still holds the email address`).not.toContain(a.email.toLowerCase());
      expect(text, `${name} still holds the phone number`).not.toContain(a.phone);
      if (!keepsIds.has(name)) {
        for (const id of [a.userId, a.candidateId, a.caseworkerId]) expect(text, `${name} still refers to ${id}`).not.toContain(id.toLowerCase());
      }
    }
    // What the person's readers find now: nothing, beyond the kept records.
    const after = await collectPersonalData(database.db, keys, subjectA);
    for (const table of after.tables) {
      if (["audit_events", "job_events", "organisations"].includes(table.name)) continue;
      expect(table.rows, `${table.name} after erasure`).toEqual([]);
    }
    const trail = rowsIn(after, "audit_events");
    expect(trail.map((row) => row.event)).toEqual(expect.arrayContaining(["personal_data_erased"]));
    expect(JSON.stringify(trail)).not.toContain(a.email);
    // The referral stays for the partner, without who it was.
    const [referral] = await database.db.select().from(s.referrals).where(eq(s.referrals.referredByName, "Former user"));
    expect(referral).toMatchObject({ firstName: "Erased", email: null, phone: null, candidateId: null, referredByUserId: null });
    // The role stays for the employer.
    expect((await database.db.select().from(s.jobs)).length).toBe(countsBefore.get("jobs"));

    const othersAfter = await collectPersonalData(database.db, keys, (await dataSubjectFor(database.db, b.userId))!);
    for (const table of othersBefore.tables) {
      if (table.name === "audit_events") continue;
      expect(rowsIn(othersAfter, table.name).length, `${table.name} of someone else`).toBe(table.rows.length);
    }
  });
});
