import { execFile } from "node:child_process";
import crypto from "node:crypto";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditEvents, enquiries, formSubmissions, mailOutbox, organisations, rateLimits, referralInvitations, referrals, sessions, usedOneTimeCodes, users, verifications } from "../../db/schema";
import { monthsBeforeUtc } from "../../app/lib/dates";
import { sweepExpiredRecords } from "../../app/features/retention/retention.server";
import type { Database } from "../../app/lib/db.server";
import { developmentOrganisation } from "../../app/lib/organisation";
import { restartableDatabase, type RestartableDatabase } from "./support/restartable-database";
import { backends, createTestDatabase, type TestDatabase } from "./support/test-database";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

function retention(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "scripts/retention.ts", ...args],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: "", DATA_DIR: "", NODE_ENV: "test", ...env }, timeout: 120_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const now = new Date();
const monthsAgo = (months: number) => monthsBeforeUtc(now, months);
const minutesFromNow = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

function enquiry(label: string, createdAt: Date, statusChangedAt: Date) {
  return {
    id: crypto.randomUUID(),
    formSource: "general" as const,
    firstName: label,
    lastName: "Example",
    email: `${label}@example.org`,
    phoneNumber: "07700 900123",
    location: "Leeds",
    contactRequested: true,
    contactRequestedAt: createdAt,
    consentWordingVersion: "test",
    status: "contacted" as const,
    statusChangedAt,
    payloadHash: crypto.randomBytes(16).toString("hex"),
    createdAt,
  };
}

function mail(label: string, createdAt: Date) {
  return { id: crypto.randomUUID(), kind: "test", toAddress: `${label}@example.org`, subject: label, textBody: label, status: "sent" as const, createdAt };
}

/** One record of each kind on each side of its retention period. */
async function seed(db: Database["db"], round: number) {
  const userId = crypto.randomUUID();
  await db.insert(users).values({ id: userId, name: "Sam Example", email: `sam.${userId}@example.org`, emailVerified: true });
  await db.insert(enquiries).values([
    enquiry("old", monthsAgo(30), monthsAgo(25)),
    enquiry("recently-contacted", monthsAgo(30), monthsAgo(6)),
    enquiry("new", now, now),
  ]);
  await db.insert(mailOutbox).values([mail("old-mail", monthsAgo(13)), mail("recent-mail", monthsAgo(11))]);
  await db.insert(sessions).values([
    { id: crypto.randomUUID(), token: crypto.randomUUID(), userId, expiresAt: minutesFromNow(-5) },
    { id: crypto.randomUUID(), token: crypto.randomUUID(), userId, expiresAt: minutesFromNow(60) },
  ]);
  await db.insert(verifications).values([
    { id: crypto.randomUUID(), identifier: "old-link", value: userId, expiresAt: minutesFromNow(-5) },
    { id: crypto.randomUUID(), identifier: "live-link", value: userId, expiresAt: minutesFromNow(60) },
  ]);
  await db.insert(usedOneTimeCodes).values([
    { userId, codeHash: "old", expiresAt: minutesFromNow(-5) },
    { userId, codeHash: "live", expiresAt: minutesFromNow(5) },
  ]);
  await db.insert(rateLimits).values([
    { key: `old-window-${round}`, count: 3, resetAt: minutesFromNow(-1) },
    { key: `live-window-${round}`, count: 3, resetAt: minutesFromNow(1) },
  ]);
  // A referral's invitation link works for 14 days; one that has run out goes.
  const partnerId = crypto.randomUUID();
  const referralId = crypto.randomUUID();
  await db.insert(organisations).values({ id: partnerId, kind: "partner", name: `Partner ${round}`, status: "approved" });
  await db.insert(referrals).values({ id: referralId, partnerId, firstName: "Sam", lastName: "Example", consentGiven: true, consentRecordedAt: now, consentRecordedBy: "Referrer", referredByName: "Referrer" });
  await db.insert(referralInvitations).values([
    { id: crypto.randomUUID(), referralId, email: "sam@example.org", tokenHash: `old-invitation-${round}`, expiresAt: minutesFromNow(-5) },
    { id: crypto.randomUUID(), referralId, email: "sam@example.org", tokenHash: `live-invitation-${round}`, expiresAt: minutesFromNow(60) },
  ]);
  // A form's idempotency key is kept for a day.
  await db.insert(formSubmissions).values([
    { userId, key: "old-form", createdAt: minutesFromNow(-25 * 60) },
    { userId, key: "live-form", createdAt: minutesFromNow(-23 * 60) },
  ]);
}

const publicUrl = "https://fairchance.example";
const contact = developmentOrganisation;
const nothingForAccounts = { inactiveAccountsWarned: 0, inactiveAccountsDeleted: 0 };
const oneOfEach = { ...nothingForAccounts, enquiries: 1, sentMail: 1, expiredSessions: 1, expiredLinksAndCodes: 1, expiredReferralInvitations: 1, usedCodes: 1, notices: 0, rateLimitWindows: 1, formKeys: 1, auditEntries: 0 };

describe.each(backends)("retention on %s", (backend) => {
  let store: RestartableDatabase;
  let scriptEnv: Record<string, string>;
  beforeAll(async () => {
    store = await restartableDatabase(backend);
    scriptEnv = backend === "postgres" ? { DATABASE_URL: store.url! } : { DATA_DIR: store.dataDir! };
    const database = await store.open();
    await seed(database.db, 1);
    await database.close();
  });
  afterAll(async () => {
    await store?.drop();
  });

  it("counts what is due without deleting it, then deletes exactly that", async () => {
    const database = await store.open();
    try {
      expect(await sweepExpiredRecords(database.db, { now, dryRun: true, publicUrl, contact })).toEqual(oneOfEach);
      expect(await sweepExpiredRecords(database.db, { now, dryRun: true, publicUrl, contact })).toEqual(oneOfEach);
      expect(await sweepExpiredRecords(database.db, { now, publicUrl, contact })).toEqual(oneOfEach);

      const names = (await database.db.select({ name: enquiries.firstName }).from(enquiries)).map((row) => row.name).sort();
      expect(names).toEqual(["new", "recently-contacted"]);
      expect((await database.db.select({ subject: mailOutbox.subject }).from(mailOutbox)).map((row) => row.subject)).toEqual(["recent-mail"]);
      expect(await database.db.select().from(sessions)).toHaveLength(1);
      expect((await database.db.select().from(verifications)).map((row) => row.identifier)).toEqual(["live-link"]);
      expect((await database.db.select().from(usedOneTimeCodes)).map((row) => row.codeHash)).toEqual(["live"]);
      expect((await database.db.select().from(rateLimits)).map((row) => row.key)).toEqual(["live-window-1"]);
      expect((await database.db.select().from(formSubmissions)).map((row) => row.key)).toEqual(["live-form"]);
      expect((await database.db.select().from(referralInvitations)).map((row) => row.tokenHash)).toEqual(["live-invitation-1"]);
      expect(await sweepExpiredRecords(database.db, { now, publicUrl, contact })).toEqual({
        ...nothingForAccounts,
        enquiries: 0,
        sentMail: 0,
        expiredSessions: 0,
        expiredLinksAndCodes: 0,
        expiredReferralInvitations: 0,
        usedCodes: 0,
        notices: 0,
        rateLimitWindows: 0,
        formKeys: 0,
        auditEntries: 0,
      });
    } finally {
      await database.close();
    }
  });

  it("npm run retention reports what is due with --dry-run, and deletes it without", async () => {
    const database = await store.open();
    await seed(database.db, 2);
    await database.close();

    const dry = await retention(["--dry-run"], scriptEnv);
    expect(dry.stderr).toBe("");
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain("Due for deletion (nothing was deleted):");
    expect(dry.stdout).toMatch(/\b1 {2}call-back enquiries/);

    const run = await retention([], scriptEnv);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Deleted:");
    expect(run.stdout).toMatch(/\b1 {2}copies of sent email/);

    const after = await retention(["--dry-run"], scriptEnv);
    expect(after.stdout).toMatch(/\b0 {2}call-back enquiries/);

    const wrong = await retention(["--everything"], scriptEnv);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain("Usage:");
  });
});

describe.each(backends)("unused accounts on %s", (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
  });
  afterAll(async () => {
    await database?.drop();
  });

  const DAY = 86_400_000;
  const person = async (label: string, createdAt: Date) => {
    const id = crypto.randomUUID();
    await database.db.insert(users).values({ id, name: label, email: `${label}.${id}@example.org`, emailVerified: true, createdAt, updatedAt: createdAt });
    return id;
  };
  const didSomething = (userId: string, at: Date) =>
    database.db.insert(auditEvents).values({ id: crypto.randomUUID(), event: "sign_in_succeeded", actorUserId: userId, subjectUserId: userId, createdAt: at });
  const exists = async (userId: string) => (await database.db.select({ id: users.id }).from(users).where(eq(users.id, userId))).length === 1;
  const eventsFor = (userId: string, event: "inactivity_warning_sent" | "account_deleted") =>
    database.db.select().from(auditEvents).where(and(eq(auditEvents.subjectUserId, userId), eq(auditEvents.event, event)));

  it("warns an account unused for nearly two years, deletes it only after the notice, and spares anyone who came back", async () => {
    const now = new Date();
    const unused = await person("unused", monthsAgo(30));
    const nearlyDue = await person("nearly-due", new Date(monthsAgo(24).getTime() + 10 * DAY));
    const recentlyBack = await person("recently-back", monthsAgo(30));
    await didSomething(recentlyBack, monthsAgo(3));
    const active = await person("new", now);

    expect(await sweepExpiredRecords(database.db, { now, publicUrl, contact, dryRun: true })).toMatchObject({ inactiveAccountsWarned: 2, inactiveAccountsDeleted: 0 });
    expect(await eventsFor(unused, "inactivity_warning_sent")).toHaveLength(0);

    expect(await sweepExpiredRecords(database.db, { now, publicUrl, contact })).toMatchObject({ inactiveAccountsWarned: 2, inactiveAccountsDeleted: 0 });
    const [warning] = await eventsFor(unused, "inactivity_warning_sent");
    // However long ago the last use, the email gives at least 30 days' notice.
    expect(new Date(String(warning!.detail.deletionDate)).getTime()).toBeGreaterThanOrEqual(now.getTime() + 30 * DAY);
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.relatedId, unused));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "account.inactive-warning" });
    expect(mails[0]!.subject).toContain("will be deleted on");
    expect(mails[0]!.textBody).toContain(`${publicUrl}/sign-in`);
    expect(await eventsFor(nearlyDue, "inactivity_warning_sent")).toHaveLength(1);
    expect(await eventsFor(recentlyBack, "inactivity_warning_sent")).toHaveLength(0);
    expect(await eventsFor(active, "inactivity_warning_sent")).toHaveLength(0);

    // The same day again: no second email, and no deletion before the notice has run.
    expect(await sweepExpiredRecords(database.db, { now, publicUrl, contact })).toMatchObject({ inactiveAccountsWarned: 0, inactiveAccountsDeleted: 0 });
    expect(await exists(unused)).toBe(true);

    // The nearly-due person signs in during the notice; 31 days on, only the other account goes.
    await didSomething(nearlyDue, new Date());
    const later = new Date(now.getTime() + 31 * DAY);
    expect(await sweepExpiredRecords(database.db, { now: later, publicUrl, contact })).toMatchObject({ inactiveAccountsWarned: 0, inactiveAccountsDeleted: 1 });
    expect(await exists(unused)).toBe(false);
    expect(await eventsFor(unused, "account_deleted")).toMatchObject([{ actorUserId: null, detail: { reason: "inactive" } }]);
    for (const kept of [nearlyDue, recentlyBack, active]) expect(await exists(kept)).toBe(true);
  });
});
