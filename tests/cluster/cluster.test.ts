/**
 * `npm run test:cluster`: two production servers on one fresh PostgreSQL database and one Redis, behind a
 * round-robin proxy, as compose.yaml runs them. The database and Redis are reached through relays the test
 * can cut, to stage outages without touching the real services.
 */
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { hashPassword } from "../../app/features/auth/password.server";
import { MAIL_BATCH_SIZE } from "../../app/lib/mail.server";
import { startSmtpListener, waitFor, type SmtpListener } from "../integration/support/smtp";
import { validEnquiry } from "../integration/support/enquiries";
import { productionOrganisationEnv } from "../integration/support/organisation-env";
import { cuttableRelay, roundRobinProxy, type CuttableRelay, type RoundRobin } from "./support/proxies";
import { healthy, startInstance, type Instance } from "./support/instances";

const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const redisUrl = new URL(process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379");
const password = "lantern orchard pebble 42";

let dbName: string;
let sql: pg.Client;
let pgRelay: CuttableRelay;
let redisRelay: CuttableRelay;
let proxy: RoundRobin;
let smtp: SmtpListener;
let a: Instance;
let b: Instance;
const everyInstance: Instance[] = [];

function env(extra: Record<string, string> = {}): Record<string, string> {
  const pgUrl = new URL(adminUrl);
  pgUrl.host = `127.0.0.1:${pgRelay.port}`;
  pgUrl.pathname = `/${dbName}`;
  return {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PUBLIC_URL: proxy.url,
    DATABASE_URL: pgUrl.toString(),
    REDIS_URL: `redis://127.0.0.1:${redisRelay.port}`,
    REDIS_KEY_PREFIX: `${dbName}:`,
    BETTER_AUTH_SECRET: secret,
    CLIENT_IP_HEADER: "x-forwarded-for",
    SMTP_URL: smtp.url,
    ENQUIRIES_TO: "team@fairchance.test",
    MAIL_POLL_INTERVAL_MS: "250",
    MAIL_RETRY_BASE_MS: "500",
    MAIL_CLAIM_SECONDS: "5",
    ENQUIRY_RATE_LIMIT_PER_MINUTE: "5",
    SHUTDOWN_DRAIN_MS: "1000",
    RETENTION_SWEEP_HOURS: "0",
    LOG_LEVEL: "info",
    ...productionOrganisationEnv,
    ...extra,
  };
}
const secret = crypto.randomBytes(32).toString("base64url");

async function launch(name: string, extra: Record<string, string> = {}): Promise<Instance> {
  const instance = await startInstance(name, env(extra));
  everyInstance.push(instance);
  return instance;
}

let nextIp = 1;
const newIp = () => `198.18.${Math.floor(nextIp / 250) % 250}.${(nextIp++ % 250) + 1}`;

function post(target: { fetch?: Instance["fetch"] } | RoundRobin, pathname: string, body: string, headers: Record<string, string>) {
  const init = { method: "POST", body, redirect: "manual" as const, headers: { Origin: proxy.url, ...headers } };
  return "url" in target ? fetch(`${target.url}${pathname}`, init) : target.fetch!(pathname, init);
}

const contact = (target: Instance | RoundRobin, enquiry: unknown, ip: string, key?: string) =>
  post(target, "/api/contact", JSON.stringify(enquiry), {
    "Content-Type": "application/json",
    "X-Forwarded-For": ip,
    ...(key ? { "Idempotency-Key": key } : {}),
  });

async function count(query: string, values: unknown[] = []): Promise<number> {
  const result = await sql.query<{ n: string }>(query, values);
  return Number(result.rows[0]!.n);
}

beforeAll(async () => {
  dbName = `fcw_cluster_${crypto.randomBytes(5).toString("hex")}`;
  sql = new pg.Client({ connectionString: adminUrl });
  await sql.connect();
  await sql.query(`create database ${dbName}`);
  await sql.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  sql = new pg.Client({ connectionString: url.toString() });
  await sql.connect();
  pgRelay = await cuttableRelay(Number(new URL(adminUrl).port || 5432), new URL(adminUrl).hostname);
  redisRelay = await cuttableRelay(Number(redisUrl.port || 6379), redisUrl.hostname);
  smtp = await startSmtpListener();
  proxy = await roundRobinProxy(() => [a, b].filter((i) => i && i.child.exitCode === null).map((i) => i.port));
});

afterAll(async () => {
  for (const instance of everyInstance) if (instance.child.exitCode === null) instance.child.kill("SIGKILL");
  await Promise.all(everyInstance.map((i) => i.exited));
  await proxy?.close();
  await smtp?.close();
  await pgRelay?.close();
  await redisRelay?.close();
  await sql?.end().catch(() => {});
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
});

describe("two production servers on one PostgreSQL and Redis", () => {
  it("both come up when started together on an empty database", async () => {
    [a, b] = await Promise.all([launch("a"), launch("b")]);
    await Promise.all([healthy(a), healthy(b)]);
    expect(await count("select count(*) as n from server_instances")).toBe(2);
  });

  it("refuses to start a third server whose secret differs from theirs, saying why", async () => {
    const stranger = await launch("stranger", { BETTER_AUTH_SECRET: crypto.randomBytes(32).toString("base64url") });
    expect(await stranger.exited).toBe(1);
    expect(stranger.output()).toContain("has a different BETTER_AUTH_SECRET or PUBLIC_URL");
    expect(await count("select count(*) as n from server_instances")).toBe(2);
  });

  it("keeps a person who signed in on one server signed in on the other", async () => {
    const userId = crypto.randomUUID();
    const email = `sam.${userId.slice(0, 8)}@example.org`;
    await sql.query("insert into users (id, name, email, email_verified) values ($1, 'Sam Example', $2, true)", [userId, email]);
    await sql.query("insert into accounts (id, account_id, provider_id, user_id, password) values ($1, $2, 'credential', $2, $3)", [
      crypto.randomUUID(),
      userId,
      await hashPassword(password, 10),
    ]);
    const signIn = await post(proxy, "/sign-in", new URLSearchParams({ intent: "signin", email, password }).toString(), {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": newIp(),
    });
    expect(signIn.status).toBe(302);
    const cookie = signIn.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
    // Round robin: of four page views after signing in on one server, two are answered by the other.
    for (let i = 0; i < 4; i++) {
      const page = await fetch(`${proxy.url}/account`, { headers: { Cookie: cookie }, redirect: "manual" });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Your account");
    }
  });

  it("shares rate limits: the sixth enquiry in a minute is refused whichever server gets it", async () => {
    const ip = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await contact(proxy, validEnquiry("general"), ip)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    // Counted in Redis, not in the database.
    expect(await count("select count(*) as n from rate_limits")).toBe(0);
  });

  it("with Redis unreachable, still enforces limits (in the database) and reports Redis as degraded", async () => {
    redisRelay.cut();
    try {
      const ip = newIp();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await contact(proxy, validEnquiry("general"), ip)).status);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      for (const instance of [a, b]) {
        const health = await instance.fetch("/health");
        expect(health.status).toBe(200);
        expect(await health.json()).toMatchObject({ status: "degraded", redis: "degraded" });
      }
    } finally {
      redisRelay.restore();
    }
  });

  it("stores 200 enquiries once each and sends every email, with one server killed mid-load", async () => {
    const total = 200;
    const ids = new Map<string, string>();
    let accepted = 0;
    let killed = false;
    const send = async (n: number) => {
      const enquiry = validEnquiry("general");
      const key = `load-${dbName}-${n}`;
      const ip = newIp();
      for (let attempt = 0; attempt < 20; attempt++) {
        const response = await contact(proxy, enquiry, ip, key).catch(() => undefined);
        if (response && (response.status === 201 || response.status === 200)) {
          ids.set(key, ((await response.json()) as { id: string }).id);
          accepted++;
          if (accepted === 60 && !killed) {
            killed = true;
            b.child.kill("SIGKILL");
          }
          return;
        }
        await response?.body?.cancel();
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`enquiry ${n} was never accepted`);
    };
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < total) await send(next++);
      }),
    );
    expect(killed).toBe(true);
    expect(ids.size).toBe(total);
    expect(new Set(ids.values()).size).toBe(total);
    expect(await count("select count(*) as n from enquiries where idempotency_key like $1", [`load-${dbName}-%`])).toBe(total);

    // Two emails each (team and acknowledgement); b's claimed ones are taken over once its claim lapses.
    const relatedIds = [...ids.values()];
    await waitFor(
      async () => (await count("select count(*) as n from mail_outbox where status = 'sent' and related_id = any($1::uuid[])", [relatedIds])) === total * 2,
      "every email of the load to be sent",
      60_000,
    );
    // Every sent row reached the SMTP server under its own Message-ID. A row can arrive twice only if the killed
    // server was stopped between the SMTP server's acceptance and marking the row sent; then both copies carry the
    // same Message-ID (so a mail system drops the second), and there are at most as many as one claimed batch.
    const messageIds = smtp.received.map((mail) => mail.headers["message-id"]);
    const distinct = new Set(messageIds);
    expect(distinct.size).toBe(await count("select count(*) as n from mail_outbox where status = 'sent'"));
    expect(messageIds.length - distinct.size).toBeLessThanOrEqual(MAIL_BATCH_SIZE);
  });

  it("answers 503 everywhere while the database is away, and recovers without a restart", async () => {
    b = await launch("b2");
    await healthy(b);
    pgRelay.cut();
    try {
      await new Promise((r) => setTimeout(r, 500));
      for (const instance of [a, b]) expect((await instance.fetch("/health")).status).toBe(503);
      const refused = await contact(proxy, validEnquiry("general"), newIp());
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe("30");
    } finally {
      pgRelay.restore();
    }
    await Promise.all([healthy(a, 30_000), healthy(b, 30_000)]);
    expect((await contact(proxy, validEnquiry("general"), newIp())).status).toBe(201);
    expect(a.child.exitCode).toBeNull();
    expect(b.child.exitCode).toBeNull();
  });

  it("drains on SIGTERM, then two servers started together run the retention sweep once between them", async () => {
    const longAgo = new Date(Date.now() - 30 * 31 * 86_400_000);
    for (let i = 0; i < 15; i++) {
      await sql.query("insert into users (id, name, email, email_verified, created_at) values ($1, 'Old Account', $2, true, $3)", [
        crypto.randomUUID(),
        `old.${i}.${dbName}@example.org`,
        longAgo,
      ]);
    }
    const stopping = a.stop();
    await new Promise((r) => setTimeout(r, 300));
    expect((await a.fetch("/health")).status).toBe(503);
    await Promise.all([stopping, b.stop()]);
    // A stopped server removes its row; only the killed one's is left, until it is 30 seconds stale.
    expect(await count("select count(*) as n from server_instances")).toBe(1);

    const sweep = { RETENTION_SWEEP_HOURS: "24", RETENTION_FIRST_SWEEP_SECONDS: "0.5" };
    [a, b] = await Promise.all([launch("a3", sweep), launch("b3", sweep)]);
    await Promise.all([healthy(a), healthy(b)]);
    await waitFor(async () => (await count("select count(*) as n from scheduled_jobs where last_finished_at is not null")) === 1, "the sweep to finish", 30_000);
    await waitFor(() => [a, b].every((i) => /retention sweep/.test(i.output())), "both servers to try the sweep", 15_000);
    const ran = [a, b].filter((i) => /"msg":"retention sweep"/.test(i.output()));
    const skipped = [a, b].filter((i) => /retention sweep: skipped/.test(i.output()));
    expect(ran).toHaveLength(1);
    expect(skipped).toHaveLength(1);
    expect(await count("select count(*) as n from audit_events where event = 'inactivity_warning_sent'")).toBe(15);
    expect(await count("select count(*) as n from mail_outbox where kind = 'account.inactive-warning'")).toBe(15);
  });
});
