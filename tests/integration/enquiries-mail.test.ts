import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import { Writable } from "node:stream";
import { eq, inArray } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema";
import { openDatabase, type Database } from "../../app/lib/db.server";
import { loadEnv } from "../../app/lib/env.server";
import { createLogger } from "../../app/lib/logger.server";
import { enqueueMail } from "../../app/lib/mail-outbox.server";
import { MailWorker } from "../../app/lib/mail.server";
import { startServer } from "../../server/start";
import { mailFor, postContact, testServerEnv, validEnquiry } from "./support/enquiries";
import { startSmtpListener, waitFor, type SmtpListener } from "./support/smtp";
import { restartableDatabase } from "./support/restartable-database";
import { backends, createTestDatabase } from "./support/test-database";
import { startTestServer, type TestServer } from "./support/test-server";

const fastMail = { MAIL_POLL_INTERVAL_MS: "100", MAIL_RETRY_BASE_MS: "100", MAIL_FROM: "Fair Chance Works <hello@fcw.test>" };

async function outbox(db: Database["db"], enquiryId: string) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.relatedId, enquiryId));
}

describe.each(backends)("enquiry email on %s", (backend) => {
  let smtp: SmtpListener;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpListener();
    // A configured phone number, to show the acknowledgement takes the organisation's details from configuration.
    server = await startTestServer(backend, { ...testServerEnv, ...fastMail, SMTP_URL: smtp.url, MAIL_MAX_ATTEMPTS: "4", ORG_PHONE: "0300 555 0199" });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });
  afterEach(() => {
    smtp.received.length = 0;
    smtp.failNext(0);
  });

  it("sends the team notification and the acknowledgement to the right people", async () => {
    const body = validEnquiry("candidate", { referral: "Job centre", support: "I was convicted of theft in 2019 and need help with disclosure." });
    const response = await postContact(server, body);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const person = String(body.email).toLowerCase();

    await waitFor(() => smtp.received.length >= 2, "two emails");
    const team = smtp.received.find((m) => m.to.includes("enquiries@team.test"))!;
    const ack = smtp.received.find((m) => m.to.includes(person))!;
    expect(team.to).toEqual(["enquiries@team.test"]);
    expect(ack.to).toEqual([person]);
    expect(team.from).toBe("hello@fcw.test");
    expect(ack.from).toBe("hello@fcw.test");

    // The team sees every field and can reply straight to the person.
    expect(team.headers["reply-to"]).toContain(person);
    expect(team.headers.subject).toBe("Candidate call-back request from Amira Okafor");
    for (const text of [id, "Amira Okafor", person, "+447700900123", "Manchester", "Job centre", "I was convicted of theft in 2019", "within 24 hours"]) {
      expect(team.text).toContain(text);
    }

    // The person is thanked and told when we will call, and nothing they wrote comes back to them.
    expect(ack.headers.subject).toBe("We have received your request - Fair Chance Works");
    expect(ack.headers["reply-to"]).toContain("enquiries@team.test");
    // A generic greeting: anyone can type any address into the form, so not even the name comes back.
    expect(ack.text).toMatch(/^Hello,$/m);
    expect(ack.text).not.toMatch(/Amira|Okafor/);
    expect(ack.text).toContain("within 24 hours");
    expect(ack.text).toContain("call us on 0300 555 0199");
    expect(ack.text).not.toMatch(/convicted|theft|disclosure|Job centre/i);

    await waitFor(async () => (await outbox(server.database.db, id)).every((row) => row.status === "sent"), "rows marked sent");
    const rows = await outbox(server.database.db, id);
    expect(rows.map((row) => [row.status, row.attempts, row.lastError])).toEqual([
      ["sent", 1, null],
      ["sent", 1, null],
    ]);
  });

  it("promises 1-2 business days to everyone but candidates", async () => {
    const body = validEnquiry("employer");
    const response = await postContact(server, body);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const ack = await waitFor(() => smtp.received.find((m) => m.to.includes(String(body.email).toLowerCase())), "the acknowledgement");
    expect(ack.text).toContain("within 1-2 business days");
    expect(ack.text).not.toContain("24 hours");
    // The team's email too, so it cannot arrive during the next test and be counted there.
    await waitFor(async () => (await outbox(server.database.db, id)).every((row) => row.status === "sent"), "both emails sent");
  });

  it("retries when the mail server fails, then sends each email exactly once", async () => {
    smtp.failNext(3);
    const response = await postContact(server, validEnquiry("partner"));
    const { id } = (await response.json()) as { id: string };

    await waitFor(async () => (await outbox(server.database.db, id)).every((row) => row.status === "sent"), "both emails sent after retries");
    expect(smtp.refused).toBeGreaterThanOrEqual(3);
    expect(smtp.received).toHaveLength(2);
    const ids = smtp.received.map((m) => m.headers["message-id"]);
    expect(new Set(ids).size).toBe(2);
    const rows = await outbox(server.database.db, id);
    expect(rows.reduce((sum, row) => sum + row.attempts, 0)).toBe(5); // 3 refusals and 2 deliveries
    expect(rows.every((row) => row.lastError === null)).toBe(true);
    // The enquiry itself was never in doubt.
    expect((await mailFor(server.database.db, id)).length).toBe(2);
  });

  it("gives up after the configured number of attempts and marks the email failed", async () => {
    smtp.failNext(1000);
    const response = await postContact(server, validEnquiry("general"));
    const { id } = (await response.json()) as { id: string };
    await waitFor(async () => (await outbox(server.database.db, id)).every((row) => row.status === "failed"), "both emails failed");
    const rows = await outbox(server.database.db, id);
    for (const row of rows) {
      expect(row.attempts).toBe(4);
      expect(row.lastError).toContain("try again later");
    }
    const refusedSoFar = smtp.refused;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.refused).toBe(refusedSoFar);
  });
});

function testEnv(overrides: Record<string, string>) {
  return loadEnv({ NODE_ENV: "test", PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "silent", ...testServerEnv, ...fastMail, ...overrides });
}

describe.each(backends)("the mail outbox across restarts and servers, on %s", (backend) => {
  let smtp: SmtpListener;
  beforeAll(async () => {
    smtp = await startSmtpListener();
  });
  afterAll(async () => {
    await smtp?.close();
  });

  it("keeps mail in the outbox without SMTP_URL, and sends it after a restart with SMTP configured", async () => {
    const store = await restartableDatabase(backend);
    try {
      const logger = createLogger({ level: "silent", pretty: false });
      const before = await startServer({ env: testEnv({}), database: await store.open(), logger });
      const body = validEnquiry("general");
      const response = await fetch(`http://127.0.0.1:${before.port}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": "192.0.2.40" },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      await waitFor(async () => (await outbox(before.database.db, id)).every((row) => row.lastError !== null), "the queued mail to be logged");
      const waiting = await outbox(before.database.db, id);
      expect(waiting.map((row) => row.status)).toEqual(["pending", "pending"]);
      expect(waiting.every((row) => row.attempts === 0)).toBe(true);
      await before.close();

      const after = await startServer({ env: testEnv({ SMTP_URL: smtp.url }), database: await store.open(), logger });
      try {
        await waitFor(() => smtp.received.filter((m) => m.text.includes(id)).length === 2, "both emails after the restart");
        await waitFor(async () => (await outbox(after.database.db, id)).every((row) => row.status === "sent"), "rows marked sent");
      } finally {
        await after.close();
      }
    } finally {
      await store.drop();
    }
  });

  it("never lets two workers send the same email", async () => {
    const test = await createTestDatabase(backend);
    // Two workers on separate connections (PostgreSQL), or sharing the one in-process database (PGlite).
    const other = backend === "postgres" ? await openDatabase({ databaseUrl: test.url, migrate: false }) : test;
    const logger = createLogger({ level: "silent", pretty: false });
    const settings = { ...testEnv({ SMTP_URL: smtp.url }).mail };
    const workers = [
      new MailWorker({ db: test.db, settings, logger, isProduction: false }),
      new MailWorker({ db: other.db, settings, logger, isProduction: false }),
    ];
    try {
      const batch = crypto.randomBytes(4).toString("hex");
      const mails = Array.from({ length: 40 }, (_, i) => ({
        kind: "test",
        to: `person${i}@example.org`,
        subject: `Batch ${batch} message ${i}`,
        text: "Hello",
      }));
      const ids = await enqueueMail(test.db, mails);
      const claimedBy = [0, 0];
      await Promise.all(
        workers.map(async (worker, w) => {
          for (let claimed = await worker.sendDue(); claimed > 0; claimed = await worker.sendDue()) claimedBy[w]! += claimed;
        }),
      );
      const ours = smtp.received.filter((m) => m.headers.subject?.startsWith(`Batch ${batch}`));
      expect(ours).toHaveLength(40);
      expect(new Set(ours.map((m) => m.headers.subject)).size).toBe(40);
      expect(claimedBy[0]! + claimedBy[1]!).toBe(40);
      const rows = await test.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
      expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      if (other !== test) await other.close();
      await test.drop();
    }
  });

  it("logs waiting mail once per message, without personal details in production", async () => {
    const test = await createTestDatabase(backend);
    const lines: string[] = [];
    const logger = pino(
      { level: "info" },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const worker = new MailWorker({ db: test.db, settings: testEnv({}).mail, logger, isProduction: true });
    try {
      const [id] = await enqueueMail(test.db, [
        { kind: "enquiry.acknowledgement", to: "amira.okafor@example.org", subject: "For Amira Okafor", text: "Hello Amira Okafor" },
      ]);
      expect(await worker.logUnsent()).toBe(1);
      expect(await worker.logUnsent()).toBe(0);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(id);
      expect(lines[0]).not.toMatch(/amira|okafor/i);
      const [row] = await test.db.select().from(mailOutbox).where(eq(mailOutbox.id, id!));
      expect(row).toMatchObject({ status: "pending", attempts: 0 });
    } finally {
      await worker.stop();
      await test.drop();
    }
  });

  it("in development without SMTP, writes each waiting message whole to a file only its owner can read, and logs only the file", async () => {
    const test = await createTestDatabase(backend);
    const dropDir = await mkdtemp(path.join(os.tmpdir(), "fcw-mail-"));
    const lines: string[] = [];
    const logger = pino(
      { level: "info" },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const worker = new MailWorker({ db: test.db, settings: testEnv({}).mail, logger, isProduction: false, mailDropDir: dropDir });
    try {
      const link = "http://localhost:3000/auth/callback?token=Zq8xY2vB7nK4mP1wR6tL";
      const [id] = await enqueueMail(test.db, [
        { kind: "auth.verification", to: "amira.okafor@example.org", subject: "Confirm your email address", text: `Open this link: ${link}` },
      ]);
      expect(await worker.logUnsent()).toBe(1);
      const file = path.join(dropDir, `${id}.txt`);
      const written = await readFile(file, "utf8");
      expect(written).toContain("To: amira.okafor@example.org");
      expect(written).toContain(link);
      expect((await stat(file)).mode & 0o077).toBe(0);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`${id}.txt`);
      expect(lines[0]).not.toMatch(/amira|Zq8xY2vB7nK4mP1wR6tL/i);
    } finally {
      await worker.stop();
      await test.drop();
      await rm(dropDir, { recursive: true, force: true });
    }
  });
});
