import crypto from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "../../db/schema";
import { apiMessages } from "../../app/features/enquiries/api.server";
import { loadEnv } from "../../app/lib/env.server";
import { createLogger } from "../../app/lib/logger.server";
import { DatabaseRateLimitStore, RedisRateLimitStore, type RateLimitStore } from "../../app/lib/rate-limit-stores.server";
import { startServer, type RunningServer } from "../../server/start";
import { newClientIp, postContact, testServerEnv, validEnquiry } from "./support/enquiries";
import { backends } from "./support/test-database";
import { startTestServer, type TestServer } from "./support/test-server";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const stores = ["memory", "database", "redis"] as const;

describe.each(backends)("rate limits on %s", (backend) => {
  describe.each(stores)("with the %s store", (store) => {
    const prefix = `fcw-test-${crypto.randomBytes(4).toString("hex")}:`;
    const env = {
      ...testServerEnv,
      RATE_LIMIT_STORE: store,
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      ENQUIRY_RATE_LIMIT_PER_MINUTE: "3",
      ENQUIRY_RATE_LIMIT_PER_DAY: "20",
    };
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(backend, env);
    });
    afterAll(async () => {
      await server?.stop();
      if (store === "redis") {
        const redis = new Redis(REDIS_URL);
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length > 0) await redis.del(...keys);
        await redis.quit();
      }
    });

    it("answers 429 with Retry-After once a client passes the per-minute limit, and only that client", async () => {
      const ip = newClientIp();
      const first = validEnquiry("general");
      const statuses = [];
      for (const body of [first, validEnquiry("employer"), validEnquiry("candidate")]) {
        statuses.push((await postContact(server, body, { ip })).status);
      }
      expect(statuses).toEqual([201, 201, 201]);

      const limited = await postContact(server, validEnquiry("partner"), { ip });
      expect(limited.status).toBe(429);
      const retryAfter = Number(limited.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(await limited.json()).toEqual({ error: apiMessages.rateLimited });

      // A retry of an enquiry already stored is still answered, so a lost reply never becomes a refusal.
      expect((await postContact(server, first, { ip })).status).toBe(200);
      expect((await postContact(server, validEnquiry("general"))).status).toBe(201);
    });

    it("does not count invalid requests against the limit", async () => {
      const ip = newClientIp();
      for (let i = 0; i < 6; i++) expect((await postContact(server, { form_source: "general" }, { ip })).status).toBe(400);
      for (let i = 0; i < 3; i++) expect((await postContact(server, validEnquiry("general"), { ip })).status).toBe(201);
    });

    // A PGlite database belongs to one process, so only PostgreSQL can show two servers sharing the database store.
    if (store === "redis" || (store === "database" && backend === "postgres")) {
      it("is shared by every server using the same store", async () => {
        const second = await startServer({
          env: loadEnv({
            NODE_ENV: "test",
            PORT: "0",
            HOST: "127.0.0.1",
            LOG_LEVEL: "silent",
            ...env,
            ...(backend === "postgres" ? { DATABASE_URL: server.database.url! } : {}),
          }),
          database: backend === "pglite" ? server.database : undefined,
          logger: createLogger({ level: "silent", pretty: false }),
        });
        try {
          const other = { fetch: (path: string, init?: RequestInit) => fetch(`http://127.0.0.1:${second.port}${path}`, init) };
          const ip = newClientIp();
          expect((await postContact(server, validEnquiry("general"), { ip })).status).toBe(201);
          expect((await postContact(other, validEnquiry("general"), { ip })).status).toBe(201);
          expect((await postContact(server, validEnquiry("general"), { ip })).status).toBe(201);
          expect((await postContact(other, validEnquiry("general"), { ip })).status).toBe(429);
        } finally {
          if (backend === "postgres") await second.close();
          else await closeWithoutDatabase(second);
        }
      });
    }

    if (store !== "memory") {
      it("stores only a keyed hash of the client's address", async () => {
        const ip = newClientIp();
        await postContact(server, validEnquiry("general"), { ip });
        let keys: string[];
        if (store === "database") {
          keys = (await server.database.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
        } else {
          const redis = new Redis(REDIS_URL);
          keys = await redis.keys(`${prefix}*`);
          await redis.quit();
        }
        expect(keys.length).toBeGreaterThan(0);
        for (const key of keys) {
          expect(key).toMatch(/enquiry:(minute|day):[A-Za-z0-9_-]{32}$/);
          expect(key).not.toContain(ip);
        }
      });

      it("starts a fresh window when the old one ends", async () => {
        const rawStore: RateLimitStore =
          store === "database"
            ? new DatabaseRateLimitStore(server.database.db)
            : new RedisRateLimitStore(REDIS_URL, prefix);
        try {
          const key = `window-test:${crypto.randomBytes(4).toString("hex")}`;
          expect((await rawStore.hit(key, 700)).count).toBe(1);
          const second = await rawStore.hit(key, 700);
          expect(second.count).toBe(2);
          expect(second.msLeft).toBeGreaterThan(0);
          expect(second.msLeft).toBeLessThanOrEqual(700);
          await new Promise((resolve) => setTimeout(resolve, 900));
          expect((await rawStore.hit(key, 700)).count).toBe(1);
        } finally {
          await rawStore.close();
        }
      });
    }
  });

  describe("switched off", () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(backend, { ...testServerEnv, RATE_LIMIT_ENABLED: "false", ENQUIRY_RATE_LIMIT_PER_MINUTE: "1" });
    });
    afterAll(async () => {
      await server?.stop();
    });

    it("lets one client send as many enquiries as it likes", async () => {
      const ip = newClientIp();
      for (let i = 0; i < 6; i++) expect((await postContact(server, validEnquiry("general"), { ip })).status).toBe(201);
    });

    it("still answers repeats with the first id, even when they arrive at once", async () => {
      const ip = newClientIp();
      const body = validEnquiry("employer");
      const responses = await Promise.all(Array.from({ length: 4 }, () => postContact(server, body, { ip })));
      expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
      const ids = await Promise.all(responses.map(async (r) => ((await r.json()) as { id: string }).id));
      expect(new Set(ids).size).toBe(1);
      const keyed = await postContact(server, body, { ip, headers: { "Idempotency-Key": "first-key" } });
      expect(await keyed.json()).toEqual({ id: ids[0], duplicate: true });
    });
  });
});

/** A second server sharing the first one's PGlite database must not close it. */
async function closeWithoutDatabase(server: RunningServer) {
  const database = server.database;
  const realClose = database.close;
  database.close = async () => {};
  try {
    await server.close();
  } finally {
    database.close = realClose;
  }
}
