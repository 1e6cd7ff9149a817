import crypto from "node:crypto";
import { Writable } from "node:stream";
import { and, eq, inArray } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, mailOutbox, notificationPreferences, users } from "../../db/schema";
import type { NotificationKind } from "../../db/schema/vocabulary";
import { recordNotice, type NoticeSettings } from "../../app/features/notifications/record-notice.server";
import { noticeSendCheck } from "../../app/features/notifications/send-checks.server";
import { textMayGoAt } from "../../app/features/notifications/quiet-hours";
import { noticeText } from "../../app/features/notifications/templates";
import { loadEnv } from "../../app/lib/env.server";
import { createLogger, type Logger } from "../../app/lib/logger.server";
import { MailWorker } from "../../app/lib/mail.server";
import { NotifySender } from "../../app/lib/notify.server";
import { siteName } from "../../app/lib/organisation";
import { uuidv7 } from "../../app/lib/uuid.server";
import { openDatabase, type Database } from "../../app/lib/db.server";
import { FAKE_NOTIFY_KEY, fakeTemplatesSetting, startFakeNotify, type FakeNotify } from "../support/fake-notify";
import { backends, createTestDatabase, type TestDatabase } from "./support/test-database";
import { startTestServer, type TestServer } from "./support/test-server";
import { enrolTotp, verifiedUser, visibleText } from "./support/auth";
import { startSmtpListener, type SmtpListener } from "./support/smtp";

type Db = Database["db"];

/** Midday in London on a fixed day: outside quiet hours, and long after every row written "at" it is due. */
const NOON = new Date("2026-11-20T12:00:00Z");
const settings: NoticeSettings = {
  contact: { siteName, email: "hello@fcw.test", phone: "0300 555 0199", publicUrl: "https://fcw.test" },
  textsAvailable: true,
};

function testEnv(overrides: Record<string, string>) {
  return loadEnv({ NODE_ENV: "test", PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "silent", MAIL_RETRY_BASE_MS: "50", MAIL_MAX_ATTEMPTS: "4", ...overrides });
}

/** An account with a confirmed mobile and texts on for reminders (the default); its email unverified, so only texts are written. */
async function person(db: Db, options: { mobile?: string; choices?: Record<string, Partial<Record<"email" | "sms", boolean>>> } = {}) {
  const id = crypto.randomUUID();
  await db.insert(users).values({ id, name: "Sam Carter", email: `${id}@example.org`, emailVerified: false, role: "candidate" });
  const mobile = options.mobile ?? `+4477009${String(crypto.randomInt(0, 100000)).padStart(5, "0")}`;
  await db.insert(notificationPreferences).values({ userId: id, mobile, mobileConfirmedAt: NOON, choices: options.choices ?? {} });
  return { id, mobile };
}

async function remind(db: Db, userId: string, options: { sendBy?: Date; kind?: NotificationKind } = {}) {
  const key = crypto.randomUUID();
  await db.transaction((tx) =>
    recordNotice(tx, settings, {
      kind: options.kind ?? "appointment.reminder",
      key,
      recipients: [userId],
      link: `/dashboard/candidateportal/calendar`,
      params: { when: "Monday 23 November at 10:00am" },
      sendBy: options.sendBy,
      at: NOON,
    }),
  );
  const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.userId, userId));
  return rows.find((row) => row.dedupeKey?.includes(key))!;
}

async function rowById(db: Db, id: string) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row!;
}

function capturingLogger(lines: string[]): Logger {
  return pino(
    { level: "info" },
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  ) as unknown as Logger;
}

describe.each(backends)("texts through GOV.UK Notify on %s", (backend) => {
  let fake: FakeNotify;
  let test: TestDatabase;
  const workers: MailWorker[] = [];
  const silent = createLogger({ level: "silent", pretty: false });

  function notifyEnv(overrides: Record<string, string> = {}) {
    return testEnv({ NOTIFY_API_KEY: FAKE_NOTIFY_KEY, NOTIFY_API_URL: fake.url, NOTIFY_TEMPLATES: fakeTemplatesSetting(), NOTIFY_TIMEOUT_MS: "1000", ...overrides });
  }

  function worker(db: Db, options: { now?: Date; notify?: boolean; logger?: Logger; claimMs?: number } = {}) {
    const env = notifyEnv();
    const logger = options.logger ?? silent;
    const made = new MailWorker({
      db,
      settings: env.mail,
      logger,
      isProduction: false,
      notify: options.notify === false ? undefined : new NotifySender(env.notify, logger),
      beforeSend: noticeSendCheck(db),
      textMayGoAt,
      now: () => options.now ?? NOON,
      claimMs: options.claimMs,
    });
    workers.push(made);
    return made;
  }

  /** Runs the workers until none of the given rows is pending and due, as their polls would. */
  async function drain(db: Db, ids: string[], ...running: MailWorker[]) {
    for (let round = 0; round < 100; round++) {
      await Promise.all(running.map(async (w) => w.sendDue()));
      const rows = await db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
      if (rows.every((row) => row.status !== "pending")) return rows;
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    throw new Error("rows still pending");
  }

  beforeAll(async () => {
    fake = await startFakeNotify();
    test = await createTestDatabase(backend);
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
    fake.received.length = 0;
    fake.failNext(0, 500);
  });
  afterAll(async () => {
    await test?.drop();
    await fake?.close();
  });

  it("two workers on one database send each text exactly once, with the words from templates.ts", async () => {
    const other = backend === "postgres" ? await openDatabase({ databaseUrl: test.url, migrate: false }) : test;
    try {
      const people = await Promise.all(Array.from({ length: 12 }, () => person(test.db)));
      const rows = await Promise.all(people.map((p) => remind(test.db, p.id)));
      expect(rows.every((row) => row.channel === "sms")).toBe(true);
      const done = await drain(test.db, rows.map((row) => row.id), worker(test.db), worker(other.db));

      expect(fake.received).toHaveLength(12);
      expect(new Set(fake.received.map((message) => message.reference)).size).toBe(12);
      for (const row of done) {
        const message = fake.received.find((item) => item.reference === row.id)!;
        expect(row).toMatchObject({ status: "sent", attempts: 1, provider: "notify", providerId: message.id, deliveryStatus: "accepted" });
        expect(row.deliveryStatusAt).toBeInstanceOf(Date);
        expect(message.to).toBe(row.toAddress);
        // What the person reads is what the service itself renders for the notice.
        const link = row.personalisation!.link!;
        expect(message.body).toBe(noticeText("appointment.reminder", { when: "Monday 23 November at 10:00am" }, { link }, { siteName }));
        expect(message.body).toMatch(/^Fair Chance Works: Reminder: you have an appointment on Monday 23 November at 10:00am\. https:\/\/fcw\.test\/n\//);
      }
    } finally {
      if (other !== test) await other.close();
    }
  });

  it("retries after Notify's 500 and 429, and the person gets one text", async () => {
    for (const failure of [500, 429] as const) {
      fake.received.length = 0;
      const p = await person(test.db);
      const row = await remind(test.db, p.id);
      fake.failNext(1, failure);
      const [done] = await drain(test.db, [row.id], worker(test.db));
      expect(fake.received.filter((message) => message.reference === row.id)).toHaveLength(1);
      expect(done).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    }
  });

  it("fails at once what Notify refuses (not a UK mobile), keeping only the status and error name", async () => {
    const p = await person(test.db);
    const row = await remind(test.db, p.id);
    // A number that slipped past the settings page: Notify would never take it, so no retry.
    await test.db.update(mailOutbox).set({ toAddress: "+15555550123" }).where(eq(mailOutbox.id, row.id));
    await test.db.update(notificationPreferences).set({ mobile: "+15555550123" }).where(eq(notificationPreferences.userId, p.id));
    const lines: string[] = [];
    const [done] = await drain(test.db, [row.id], worker(test.db, { logger: capturingLogger(lines) }));
    expect(done).toMatchObject({ status: "failed", attempts: 1, lastError: "400 ValidationError" });
    expect(fake.received).toHaveLength(0);
    expect(lines.join("\n")).not.toContain("5555550123");
  });

  it("fails a text whose kind has no template, saying which", async () => {
    const p = await person(test.db);
    const row = await remind(test.db, p.id);
    const env = notifyEnv({ NOTIFY_TEMPLATES: fakeTemplatesSetting((name) => name !== "appointment.reminder.sms") });
    const w = new MailWorker({ db: test.db, settings: env.mail, logger: silent, isProduction: false, notify: new NotifySender(env.notify, silent), now: () => NOON });
    workers.push(w);
    const [done] = await drain(test.db, [row.id], w);
    expect(done).toMatchObject({ status: "failed", lastError: "No Notify template for appointment.reminder.sms" });
  });

  it("does not send again a text Notify took before the worker heard back: it is found by its reference", async () => {
    const p = await person(test.db);
    const row = await remind(test.db, p.id);
    // Notify takes the text but answers after the client's 1 s timeout; the row is retried.
    fake.failNext(1, { slowMs: 1500 });
    const [done] = await drain(test.db, [row.id], worker(test.db));
    expect(fake.received).toHaveLength(1);
    expect(done).toMatchObject({ status: "sent", attempts: 2, providerId: fake.received[0]!.id });
    expect(fake.requests.filter((request) => request.method === "GET").length).toBeGreaterThanOrEqual(1);
  });

  it("without a Notify key, logs each waiting text once without its number and leaves it pending", async () => {
    const p = await person(test.db);
    const row = await remind(test.db, p.id);
    const lines: string[] = [];
    const w = worker(test.db, { notify: false, logger: capturingLogger(lines) });
    expect(w.channels).toEqual([]);
    expect(await w.logUnsent()).toBeGreaterThanOrEqual(1);
    expect(await w.logUnsent()).toBe(0);
    const after = await rowById(test.db, row.id);
    expect(after).toMatchObject({ status: "pending", lastError: "Not sent: NOTIFY_API_KEY is not set." });
    const logged = lines.join("\n");
    expect(logged).toContain(row.id);
    expect(logged).not.toContain(p.mobile);
    expect(logged).not.toContain(p.mobile.slice(3));
    expect(fake.received).toHaveLength(0);
    // Out of the way of the tests after this one, whose workers can send it.
    await test.db.update(mailOutbox).set({ status: "cancelled" }).where(eq(mailOutbox.id, row.id));
  });

  it("cancels a text once its send-by time has passed", async () => {
    const p = await person(test.db);
    const row = await remind(test.db, p.id, { sendBy: new Date(NOON.getTime() - 60_000) });
    const [done] = await drain(test.db, [row.id], worker(test.db));
    expect(done).toMatchObject({ status: "cancelled", lastError: "Too late to be useful" });
    expect(fake.received).toHaveLength(0);
  });

  it("cancels a text the person switched off, stopped, or whose mobile changed after it was written", async () => {
    const switchedOff = await person(test.db);
    const stopped = await person(test.db);
    const moved = await person(test.db);
    const rows = [await remind(test.db, switchedOff.id), await remind(test.db, stopped.id), await remind(test.db, moved.id)];
    await test.db.update(notificationPreferences).set({ choices: { reminders: { email: true, sms: false } } }).where(eq(notificationPreferences.userId, switchedOff.id));
    await test.db.update(notificationPreferences).set({ textsStoppedAt: NOON }).where(eq(notificationPreferences.userId, stopped.id));
    await test.db.update(notificationPreferences).set({ mobile: "+447700900999", mobileConfirmedAt: null }).where(eq(notificationPreferences.userId, moved.id));
    const done = await drain(test.db, rows.map((row) => row.id), worker(test.db));
    expect(done.map((row) => row.status)).toEqual(["cancelled", "cancelled", "cancelled"]);
    expect(fake.received).toHaveLength(0);
  });

  it("holds a text due in quiet hours until 08:00 London time without counting an attempt; a confirmation code goes at once", async () => {
    const p = await person(test.db);
    const row = await remind(test.db, p.id);
    const code = {
      id: uuidv7(),
      kind: "account.mobile-code",
      channel: "sms" as const,
      toAddress: p.mobile,
      subject: "Your code",
      textBody: "Fair Chance Works: your code is 123456",
      personalisation: { code: "123456" },
      sensitive: true,
      userId: p.id,
      nextAttemptAt: NOON,
    };
    await test.db.insert(mailOutbox).values(code);
    // 23:30 in London in winter (GMT), and 23:30 in summer (BST, 22:30 UTC).
    for (const [night, morning] of [
      ["2026-11-20T23:30:00Z", "2026-11-21T08:00:00Z"],
      ["2026-07-10T22:30:00Z", "2026-07-11T07:00:00Z"],
    ] as const) {
      await test.db.update(mailOutbox).set({ nextAttemptAt: NOON, attempts: 0 }).where(eq(mailOutbox.id, row.id));
      const w = worker(test.db, { now: new Date(night) });
      await w.sendDue();
      const held = await rowById(test.db, row.id);
      expect(held).toMatchObject({ status: "pending", attempts: 0, lockedUntil: null });
      expect(held.nextAttemptAt.toISOString()).toBe(new Date(morning).toISOString());
    }
    expect(fake.received.map((message) => message.reference)).toEqual([code.id]);
    const sentCode = await rowById(test.db, code.id);
    expect(sentCode).toMatchObject({ status: "sent", personalisation: null });
    expect(sentCode.textBody).not.toContain("123456");
  });
});

describe.each(backends)("Notify's delivery receipts on %s", (backend) => {
  const token = "a-callback-token-of-at-least-32-characters";
  let fake: FakeNotify;
  let smtp: SmtpListener;
  let server: TestServer;
  let unconfigured: TestServer;
  beforeAll(async () => {
    fake = await startFakeNotify();
    smtp = await startSmtpListener();
    // The worker sends account mail (sign-up links) by SMTP; texts wait, as there is no Notify key.
    server = await startTestServer(backend, { NOTIFY_CALLBACK_TOKEN: token, SMTP_URL: smtp.url, MAIL_POLL_INTERVAL_MS: "100" });
    unconfigured = await startTestServer(backend, { MAIL_WORKER_ENABLED: "false" });
  });
  afterAll(async () => {
    await server?.stop();
    await unconfigured?.stop();
    await smtp?.close();
    await fake?.close();
  });

  const receipt = (fields: Record<string, unknown> = {}) =>
    JSON.stringify({ id: crypto.randomUUID(), reference: null, to: "07700900123", status: "delivered", completed_at: "2026-11-20T12:00:05.123456Z", notification_type: "sms", ...fields });
  const post = (target: TestServer, body: string, auth = `Bearer ${token}`) =>
    target.fetch("/api/notify/delivery-status", { method: "POST", headers: { "Content-Type": "application/json", Authorization: auth }, body });

  it("is not there without NOTIFY_CALLBACK_TOKEN, and needs the right bearer token", async () => {
    expect((await post(unconfigured, receipt())).status).toBe(404);
    expect((await post(server, receipt(), "Bearer not-the-token")).status).toBe(401);
    expect((await post(server, receipt(), "")).status).toBe(401);
  });

  it("refuses a body that is not a receipt, and answers 204 for one it does not know", async () => {
    expect((await post(server, "{not json")).status).toBe(400);
    expect((await post(server, receipt({ status: "lost-in-the-post" }))).status).toBe(400);
    expect((await post(server, receipt({ id: "not-a-uuid" }))).status).toBe(400);
    expect((await post(server, JSON.stringify({ padding: "x".repeat(10_000) }))).status).toBe(413);
    expect((await post(server, receipt())).status).toBe(204);
  });

  it("records the delivery status on the row, by Notify's id or by our reference, and never keeps the number", async () => {
    const db = server.database.db;
    const userId = crypto.randomUUID();
    await db.insert(users).values({ id: userId, name: "Sam Carter", email: `${userId}@example.org`, role: "candidate" });
    const base = { kind: "notice.appointment.reminder", channel: "sms" as const, toAddress: "+447700900123", subject: "appointment.reminder", textBody: "Fair Chance Works: Reminder", userId, status: "sent" as const };
    const byId = { ...base, id: uuidv7(), provider: "notify" as const, providerId: crypto.randomUUID(), deliveryStatus: "accepted" as const };
    const byReference = { ...base, id: uuidv7() };
    await db.insert(mailOutbox).values([byId, byReference]);

    const first = await fake.sendReceipt(`http://127.0.0.1:${server.port}/api/notify/delivery-status`, token, { id: byId.providerId, reference: byId.id, type: "sms" }, "delivered");
    expect(first.status).toBe(204);
    const notifyId = crypto.randomUUID();
    expect((await post(server, receipt({ id: notifyId, reference: byReference.id, status: "permanent-failure" }))).status).toBe(204);

    const [one] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, byId.id));
    const [two] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, byReference.id));
    expect(one).toMatchObject({ deliveryStatus: "delivered" });
    expect(two).toMatchObject({ deliveryStatus: "permanent-failure", providerId: notifyId, provider: "notify" });
    expect(two!.deliveryStatusAt!.toISOString()).toBe("2026-11-20T12:00:05.123Z");
    expect(JSON.stringify([one, two])).not.toContain("07700900123");
  });

  it("shows administrators each delivery with the address shortened; no other role sees the page", async () => {
    const db = server.database.db;
    const candidate = await verifiedUser(server, smtp, { name: "Robin Deliveries" });
    const text = {
      id: uuidv7(),
      kind: "notice.appointment.reminder",
      channel: "sms" as const,
      toAddress: "+447700900456",
      subject: "appointment.reminder",
      textBody: "Fair Chance Works: Reminder",
      userId: candidate.userId,
      status: "failed" as const,
      attempts: 1,
      lastError: "400 ValidationError",
    };
    await db.insert(mailOutbox).values(text);
    const admin = await verifiedUser(server, smtp, { role: "admin", name: "Ada Deliveries" });
    await enrolTotp(admin.browser, admin.password);

    const page = await admin.browser.get("/dashboard/admin/deliveries?channel=sms");
    expect(page.status).toBe(200);
    const seen = visibleText(await page.text());
    expect(seen).toContain("Robin Deliveries");
    expect(seen).toContain("Ending 456");
    expect(seen).toContain("400 ValidationError");
    expect(seen).not.toContain("7700900456");
    // The sign-up emails are there too, by their first letter and domain only.
    const emails = visibleText(await (await admin.browser.get("/dashboard/admin/deliveries?channel=email&status=sent")).text());
    expect(emails).toContain(`${candidate.email.slice(0, 1)}…@${candidate.email.split("@")[1]}`);
    expect(emails).not.toContain(candidate.email);
    expect((await admin.browser.get("/dashboard/admin/deliveries?channel=pigeon")).status).toBe(400);

    // Each reading that showed rows is in the audit trail, with its filters; the refused filter showed nothing and is not.
    const readings = await db.select().from(auditEvents).where(and(eq(auditEvents.event, "deliveries_viewed"), eq(auditEvents.actorUserId, admin.userId)));
    expect(readings.map((entry) => entry.detail).sort((a, b) => String(a.channel).localeCompare(String(b.channel)))).toEqual([
      expect.objectContaining({ channel: "email", status: "sent", page: 1 }),
      expect.objectContaining({ channel: "sms", status: null, page: 1 }),
    ]);
    expect(readings.every((entry) => entry.sessionId)).toBe(true);

    expect((await candidate.browser.get("/dashboard/admin/deliveries")).status).toBe(403);
    const anonymous = await server.fetch("/dashboard/admin/deliveries");
    expect([302, 303]).toContain(anonymous.status);
  });
});
