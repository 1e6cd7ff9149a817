/**
 * `npm run bench:notifications`: notices fanned out and sent on PostgreSQL (decision 0035).
 *
 * Makes a fresh database on 127.0.0.1 (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) and
 * drops it afterwards. BENCH_EVENTS (10,000) people each have a confirmed mobile; each gets one appointment reminder,
 * which their default choices send in the service, by email and by text: 10,000 notices and 20,000 outbox rows,
 * 30,000 in all. Written with `recordNotice`, one transaction per event, BENCH_WRITERS (8) at a time, as requests
 * would. Then:
 * - the same events are recorded again, and nothing new may be written;
 * - two mail workers (as two servers would run) send every row, email to a local SMTP listener and texts to the
 *   local fake of GOV.UK Notify, with the send-time checks the server runs;
 * - every row must have arrived exactly once: each email's Message-ID and each text's reference counted.
 * Prints the time and rate of each phase. Needs no network beyond 127.0.0.1.
 */
import { and, count, eq } from "drizzle-orm";
import { mailOutbox, notificationPreferences, notifications, users } from "../db/schema";
import { recordNotice, type NoticeSettings } from "../app/features/notifications/record-notice.server";
import { noticeSendCheck } from "../app/features/notifications/send-checks.server";
import { appointmentKey } from "../app/features/notifications/event-keys";
import { noticeWhen } from "../app/features/notifications/templates";
import { addDays, londonDate } from "../app/lib/dates";
import { londonTimeOn } from "../app/features/notifications/quiet-hours";
import { openDatabase, type AppDb } from "../app/lib/db.server";
import { loadEnv } from "../app/lib/env.server";
import { createLogger } from "../app/lib/logger.server";
import { createMailWorker } from "../app/lib/mail.server";
import { uuidv7 } from "../app/lib/uuid.server";
import { FAKE_NOTIFY_KEY, fakeTemplatesSetting, startFakeNotify } from "../tests/support/fake-notify";
import { startSmtpListener } from "../tests/integration/support/smtp";
import { withThrowawayDatabase } from "./support";

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const WRITERS = Number(process.env.BENCH_WRITERS ?? 8);
const SEND_TIMEOUT_MS = Number(process.env.BENCH_SEND_TIMEOUT_MS ?? 15 * 60_000);

const settings: NoticeSettings = {
  contact: { siteName: "Fair Chance Works", email: "team@example.org", phone: "0161 496 0000", publicUrl: "https://fcw.example" },
  textsAvailable: true,
};

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

async function outboxCount(db: AppDb, where?: ReturnType<typeof eq>) {
  const [row] = await db.select({ n: count() }).from(mailOutbox).where(where);
  return row!.n;
}

/** Runs `work(i)` for i in 0..n-1, `parallel` at a time. */
async function inParallel(n: number, parallel: number, work: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < n) await work(next++);
    }),
  );
}

async function benchAt(url: string) {
  const database = await openDatabase({ databaseUrl: url });
  const db = database.db;
  try {
    console.log(`Setting up ${EVENTS.toLocaleString("en-GB")} people, each with a confirmed mobile...`);
    const people = Array.from({ length: EVENTS }, (_, i) => ({
      id: uuidv7(),
      name: `Person ${i}`,
      email: `person-${i}@example.org`,
      emailVerified: true,
      role: "candidate",
    }));
    for (let i = 0; i < people.length; i += 1000) {
      const batch = people.slice(i, i + 1000);
      await db.insert(users).values(batch);
      await db.insert(notificationPreferences).values(
        batch.map((person, j) => ({ userId: person.id, mobile: `+4477009${String(i + j).padStart(5, "0")}`, mobileConfirmedAt: new Date() })),
      );
    }

    // Written at yesterday's noon in London: due at once, outside quiet hours, whenever the bench runs.
    const at = londonTimeOn(addDays(londonDate(new Date()), -1), 12);
    const startsAt = new Date(at.getTime() + 24 * 3_600_000);
    const events = people.map((person) => {
      const appointmentId = uuidv7();
      return {
        kind: "appointment.reminder" as const,
        key: appointmentKey("appointment", appointmentId, startsAt),
        recipients: [person.id],
        link: "/dashboard/candidate/diary",
        relatedId: appointmentId,
        params: { when: noticeWhen(startsAt) },
        at,
      };
    });

    let started = performance.now();
    await inParallel(events.length, WRITERS, async (i) => {
      await db.transaction((tx) => recordNotice(tx, settings, events[i]!));
    });
    const writeMs = performance.now() - started;
    const [notices] = await db.select({ n: count() }).from(notifications);
    const rows = await outboxCount(db);
    console.log(
      `Write: ${EVENTS.toLocaleString("en-GB")} events -> ${notices!.n.toLocaleString("en-GB")} notices + ${rows.toLocaleString("en-GB")} outbox rows = ${(notices!.n + rows).toLocaleString("en-GB")} in ${seconds(writeMs)} (${Math.round(EVENTS / (writeMs / 1000))} events/s, ${(writeMs / EVENTS).toFixed(2)} ms per transaction with ${WRITERS} writers)`,
    );
    if (notices!.n !== EVENTS || rows !== EVENTS * 2) throw new Error(`Expected ${EVENTS} notices and ${EVENTS * 2} outbox rows`);

    started = performance.now();
    let again = 0;
    await inParallel(events.length, WRITERS, async (i) => {
      again += await db.transaction((tx) => recordNotice(tx, settings, events[i]!));
    });
    const [noticesAfter] = await db.select({ n: count() }).from(notifications);
    const rowsAfter = await outboxCount(db);
    console.log(`Again: the same ${EVENTS.toLocaleString("en-GB")} events recorded a second time in ${seconds(performance.now() - started)}: ${again} notices and ${rowsAfter - rows} outbox rows more (must be 0)`);
    if (again !== 0 || noticesAfter!.n !== notices!.n || rowsAfter !== rows) throw new Error("Recording the same events again wrote something");

    const smtp = await startSmtpListener();
    const notify = await startFakeNotify();
    const env = loadEnv({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      SMTP_URL: smtp.url,
      MAIL_POLL_INTERVAL_MS: "100",
      NOTIFY_API_KEY: FAKE_NOTIFY_KEY,
      NOTIFY_API_URL: notify.url,
      NOTIFY_TEMPLATES: fakeTemplatesSetting(),
    });
    const logger = createLogger({ level: "silent", pretty: false });
    // Both workers make the server's send-time checks; quiet hours are left out so the bench runs at any hour.
    const workers = [0, 1].map(() => createMailWorker(env, db, logger, { beforeSend: noticeSendCheck(db), textMayGoAt: (time: Date) => time }));
    started = performance.now();
    for (const worker of workers) worker.start();
    const deadline = Date.now() + SEND_TIMEOUT_MS;
    for (;;) {
      const pending = await outboxCount(db, eq(mailOutbox.status, "pending"));
      if (pending === 0) break;
      if (Date.now() > deadline) throw new Error(`${pending} rows still pending after ${seconds(SEND_TIMEOUT_MS)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const sendMs = performance.now() - started;
    await Promise.all(workers.map((worker) => worker.stop()));

    const sent = await outboxCount(db, eq(mailOutbox.status, "sent"));
    const emailIds = smtp.received.map((mail) => mail.headers["message-id"]);
    const textRefs = notify.received.filter((message) => message.type === "sms").map((message) => message.reference);
    const emailRows = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(and(eq(mailOutbox.channel, "email"), eq(mailOutbox.status, "sent")));
    const textRows = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(and(eq(mailOutbox.channel, "sms"), eq(mailOutbox.status, "sent")));
    const emailSet = new Set(emailIds);
    const textSet = new Set(textRefs);
    const missingEmails = emailRows.filter((row) => !emailSet.has(`<${row.id}@${env.mail.from.replace(/^.*@/, "").replace(/>$/, "")}>`)).length;
    const missingTexts = textRows.filter((row) => !textSet.has(row.id)).length;
    console.log(
      `Send: ${sent.toLocaleString("en-GB")} rows sent by 2 workers in ${seconds(sendMs)} (${Math.round(sent / (sendMs / 1000))} per second): ${smtp.received.length.toLocaleString("en-GB")} emails (${emailSet.size.toLocaleString("en-GB")} distinct), ${textRefs.length.toLocaleString("en-GB")} texts (${textSet.size.toLocaleString("en-GB")} distinct)`,
    );
    console.log(`Exactly once: ${emailIds.length - emailSet.size} emails and ${textRefs.length - textSet.size} texts received twice, ${missingEmails} emails and ${missingTexts} texts missing (all must be 0)`);
    await smtp.close();
    await notify.close();
    if (sent !== EVENTS * 2 || emailIds.length !== EVENTS || textRefs.length !== EVENTS || emailSet.size !== EVENTS || textSet.size !== EVENTS || missingEmails + missingTexts > 0) {
      throw new Error("Not every notice was sent exactly once");
    }
  } finally {
    await database.close();
  }
}

await withThrowawayDatabase("notifications", benchAt);
