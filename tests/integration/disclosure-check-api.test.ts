import { Writable } from "node:stream";
import type { AppLoadContext, ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkApiMessages } from "../../app/features/disclosure-check/api.server";
import { checkMessages } from "../../app/features/disclosure-check/schema";
import { loadEnv } from "../../app/lib/env.server";
import { createLogger } from "../../app/lib/logger.server";
import { startServer } from "../../server/start";
import { countEnquiries, countMail, newClientIp, postContact, testServerEnv, validEnquiry } from "./support/enquiries";
import { rulesBackend, createTestDatabase } from "./support/test-database";
import type { TestServer } from "./support/test-server";

/** POST /api/disclosure-check through the real server: the contract of issue 15, its guards, and what it keeps (nothing). */

const env = { ...testServerEnv, ENQUIRY_RATE_LIMIT_PER_MINUTE: "3", ENQUIRY_RATE_LIMIT_PER_DAY: "20" };

const twoConvictions = {
  reference_date: "2026-11-23",
  jurisdiction: "england_wales",
  age_at_conviction: "adult",
  convictions: [
    { kind: "custody", date: "2019-01-01", length_months: 24 },
    { kind: "fine", date: "2020-01-01", hearing: "second" },
    { kind: "restraining_order", date: "2020-01-01", end_date: "2030-01-01", hearing: "second" },
  ],
};

type LoggedServer = TestServer & { lines: string[] };

async function startLoggedServer(backend: typeof rulesBackend): Promise<LoggedServer> {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const database = await createTestDatabase(backend);
  const loaded = loadEnv({ NODE_ENV: "test", PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "debug", ...env });
  const running = await startServer({ env: loaded, database, testRoutes: true, logger: createLogger({ level: "debug", pretty: false, destination }) });
  const base = `http://127.0.0.1:${running.port}`;
  return Object.assign(running, {
    database,
    lines,
    fetch: (path: string, init?: RequestInit) => fetch(`${base}${path}`, { redirect: "manual", ...init }),
    async stop() {
      await running.close().catch(() => {});
      await database.drop();
    },
  });
}

function post(server: TestServer, body: unknown, options: { ip?: string; headers?: Record<string, string> } = {}) {
  return server.fetch("/api/disclosure-check", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": options.ip ?? newClientIp(), ...options.headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

describe.each([rulesBackend])("POST /api/disclosure-check on %s", (backend) => {
  let server: LoggedServer;
  beforeAll(async () => {
    server = await startLoggedServer(backend);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("answers two convictions with one result per entry, in order, exactly as the contract says", async () => {
    const response = await post(server, twoConvictions);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as { results: Record<string, unknown>[] };
    expect(Object.keys(body)).toEqual(["results"]);
    expect(body.results).toHaveLength(3);
    for (const result of body.results) expect(Object.keys(result).sort()).toEqual(["basic_check", "rule", "spent_date", "standard_enhanced_check", "status"]);
    // Custody of 24 months from 1 January 2019 ends on 1 January 2021; 4 years on, 1 January 2025. The fine on 1 January
    // 2020 came during that period, so it waits too (drag-through); the restraining order extends no one.
    expect(body.results.map((result) => [result.status, result.spent_date])).toEqual([
      ["spent", "2025-01-01"],
      ["not_spent", "2030-01-01"],
      ["not_spent", "2030-01-01"],
    ]);
    expect(body.results[0]!.rule).toContain("Custody of more than 1 year and up to 4 years");
    expect(body.results[0]!.standard_enhanced_check).toContain("never be filtered");
  });

  it("answers the issue 31 fields: weeks counted exactly, unpaid compensation, a fixed penalty, consecutive custody, orders held for ever", async () => {
    const response = await post(server, {
      reference_date: "2026-11-23",
      age_at_conviction: "adult",
      convictions: [
        // 10 weeks from 1 January 1999 end on 12 March 1999 (70 days), not 10 March.
        { kind: "community_order", date: "1999-01-01", length_weeks: 10 },
        { kind: "compensation_order", date: "2024-03-01", unpaid: true },
        { kind: "fixed_penalty", date: "2025-10-10" },
        // 3 years then 2 years consecutive from 1 January 2010: one 5-year term ending 1 January 2015, + 7 years.
        { kind: "custody", date: "2010-01-01", length_months: 36, hearing: "A", schedule18_offence: false },
        { kind: "custody", date: "2010-01-01", length_months: 24, hearing: "A", consecutive_with: "A", schedule18_offence: false },
        // A restraining order until further order, then a life sentence while it lasts: never spent (s.1(1)(b)).
        { kind: "restraining_order", date: "2000-01-01", until_further_order: true },
        { kind: "custody", date: "2001-01-01", excluded_sentence: true },
      ],
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { results: { status: string; spent_date: string | null; basic_check: string }[] };
    expect(body.results.map((result) => [result.status, result.spent_date])).toEqual([
      ["spent", "1999-03-12"],
      ["indefinite", null],
      ["not_a_conviction", null],
      ["spent", "2022-01-01"],
      ["spent", "2022-01-01"],
      ["never_spent", null],
      ["never_spent", null],
    ]);
    expect(body.results[1]!.basic_check).toContain("paid in full");
  });

  it("refuses bad issue 31 fields with 400 and a message per field, never a 500", async () => {
    const response = await post(server, {
      age_at_conviction: "adult",
      convictions: [
        { kind: "community_order", date: "2020-01-01", length_months: 6, length_days: 180 },
        { kind: "fine", date: "2020-01-01", unpaid: true },
        { kind: "custody", date: "2020-01-01", length_months: 6, consecutive_with: "nowhere" },
        { kind: "hospital_order", date: "2020-01-01", until_further_order: "yes" },
      ],
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(body.errors["convictions.3.until_further_order"]).toEqual([checkMessages.flag]);
    const second = await post(server, {
      age_at_conviction: "adult",
      convictions: [
        { kind: "community_order", date: "2020-01-01", length_months: 6, length_days: 180 },
        { kind: "fine", date: "2020-01-01", unpaid: true },
        { kind: "custody", date: "2020-01-01", length_months: 6, consecutive_with: "nowhere" },
      ],
    });
    expect(second.status).toBe(400);
    expect(((await second.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      "convictions.0.length_days": [checkMessages.oneLength],
      "convictions.1.unpaid": [checkMessages.unpaidKinds],
      "convictions.2.consecutive_with": [checkMessages.consecutiveUnknown],
    });
  });

  it("takes today in London as the reference date when none is given", async () => {
    const response = await post(server, { age_at_conviction: "under18", convictions: [{ kind: "simple_caution", date: "2020-01-01" }] });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ results: [{ status: "spent_immediately", spent_date: "2020-01-01" }] });
  });

  it("answers bad input with 400 and a message per field", async () => {
    const response = await post(server, {
      jurisdiction: "northern_ireland",
      age_at_conviction: "adult",
      convictions: [{ kind: "custody", date: "2020-02-30" }, { kind: "suspended_custody", date: "2020-01-01", length_months: 36 }],
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: {
        jurisdiction: [checkMessages.jurisdiction],
        "convictions.0.date": [checkMessages.date],
      },
    });
    const second = await post(server, { age_at_conviction: "adult", convictions: [{ kind: "suspended_custody", date: "2020-01-01", length_months: 36 }] });
    expect(second.status).toBe(400);
    expect(await second.json()).toEqual({ errors: { "convictions.0.length_months": ["A suspended sentence cannot be longer than 2 years (24 months)."] } });
  });

  it("never answers a 5xx, whatever the body", async () => {
    const bodies: unknown[] = [
      null, 1, "text", [], {}, { convictions: null }, { age_at_conviction: "adult", convictions: [null] },
      { age_at_conviction: "adult", convictions: [{ kind: "custody", date: "2020-01-01", length_months: 1e308 }] },
      { age_at_conviction: "adult", convictions: [{ kind: "custody", date: "2020-01-01", length_months: 0.0001 }] },
      { age_at_conviction: "adult", convictions: [{ kind: "fine", date: "9999-12-31" }], reference_date: "9999-12-31" },
      { age_at_conviction: "adult", convictions: [{ kind: "fine", date: "0001-01-01" }] },
      { age_at_conviction: "adult", convictions: [{ kind: "custody", date: "2020-01-01", length_months: 1200, schedule18_offence: false, end_date: "9999-12-31" }] },
      { age_at_conviction: "adult", convictions: Array.from({ length: 51 }, () => ({ kind: "fine", date: "2020-01-01" })) },
      { age_at_conviction: "adult", convictions: [{ kind: "fine", date: "2020-01-01", hearing: { a: 1 } }] },
      { __proto__: { age_at_conviction: "adult" }, convictions: [] },
    ];
    for (const body of bodies) {
      const response = await post(server, body);
      expect(response.status, JSON.stringify(body)).toBeLessThan(500);
    }
  });

  it("shares the enquiry endpoint's guards: type, size, origin and method", async () => {
    const plain = await post(server, "{}", { headers: { "Content-Type": "text/plain" } });
    expect(plain.status).toBe(415);
    expect(await plain.json()).toEqual({ error: checkApiMessages.unsupportedType });
    const large = await post(server, { ...twoConvictions, padding: "x".repeat(20_000) });
    expect(large.status).toBe(413);
    const foreign = await post(server, twoConvictions, { headers: { Origin: "https://evil.example" } });
    expect(foreign.status).toBe(403);
    const malformed = await post(server, "{");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ errors: { _form: [checkApiMessages.malformedJson] } });
    const get = await server.fetch("/api/disclosure-check");
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });

  it("limits each client as the enquiry endpoint does, in a bucket of its own", async () => {
    const ip = newClientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await post(server, twoConvictions, { ip })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await post(server, twoConvictions, { ip });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await limited.json()).toEqual({ error: checkApiMessages.rateLimited });
    // Bad input is not counted, and an enquiry from the same client is still accepted.
    expect((await post(server, { age_at_conviction: "adult" }, { ip })).status).toBe(400);
    expect((await postContact(server, validEnquiry("general"), { ip })).status).toBe(201);
  });

  it("stores nothing and logs nothing of what was sent", async () => {
    const stored = async () => [await countEnquiries(server.database.db), await countMail(server.database.db)];
    const storedBefore = await stored();
    const marker = "hearing-marker-7f3a";
    const before = server.lines.length;
    const response = await post(server, { ...twoConvictions, convictions: [{ kind: "fine", date: "2017-03-09", hearing: marker }] });
    expect(response.status).toBe(200);
    const written = server.lines.slice(before).join("\n");
    expect(written).toContain("/api/disclosure-check");
    expect(written).not.toContain(marker);
    expect(written).not.toContain("2017-03-09");
    expect(await stored()).toEqual(storedBefore);
  });
});

describe.each([rulesBackend])("the /api/disclosure-check route module on %s", (backend) => {
  let server: LoggedServer;
  let build: ServerBuild;
  let context: AppLoadContext;
  beforeAll(async () => {
    server = await startLoggedServer(backend);
    build = (await import(new URL("../../build/server/index.js", import.meta.url).href)) as ServerBuild;
    context = {
      auth: server.auth,
      responseCookies: [],
      nonce: "test",
      requestId: "route-module-test",
      clientIp: newClientIp(),
      database: server.database,
      env: loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env }),
      logger: server.logger,
      rateLimiter: server.rateLimiter,
      mailWorker: server.mailWorker,
      testRoutes: true,
    };
  });
  afterAll(async () => {
    await server?.stop();
  });

  it.each([
    ["a valid check", JSON.stringify(twoConvictions)],
    ["invalid fields", JSON.stringify({ age_at_conviction: "x", convictions: [{ kind: "fine" }] })],
    ["malformed JSON", "{"],
  ])("answers %s as the server does", async (_name, body) => {
    const headers = { "Content-Type": "application/json", Host: `127.0.0.1:${server.port}` };
    const viaServer = await server.fetch("/api/disclosure-check", { method: "POST", headers: { ...headers, "X-Forwarded-For": newClientIp() }, body });
    const route = build.routes["routes/api-disclosure-check"]!.module as { action(args: unknown): Promise<Response> };
    const request = new Request(`http://127.0.0.1:${server.port}/api/disclosure-check`, { method: "POST", headers, body });
    const viaModule = await route.action({ request, context, params: {} });
    expect(viaModule.status).toBe(viaServer.status);
    expect(await viaModule.json()).toEqual(await viaServer.json());
  });
});
