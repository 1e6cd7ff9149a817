import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { format } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEV_SECRET, loadEnv } from "../../app/lib/env.server";
import { createLogger } from "../../app/lib/logger.server";
import { startServer } from "../../server/start";
import { authHandler, client, goodPassword, verifiedUser, type CookieJar } from "./support/auth";
import { testServerEnv } from "./support/enquiries";
import { restartableDatabase, type RestartableDatabase } from "./support/restartable-database";
import { startSmtpListener, type SmtpListener } from "./support/smtp";
import { rulesBackend, type Backend } from "./support/test-database";
import type { TestServer } from "./support/test-server";
import { freePort } from "./support/free-port";
import { areaPath } from "../../app/features/dashboards/areas";
import { SAVE_PATH } from "../../app/features/candidate-cvs/save-to-account";

/** A test server whose log lines (and anything written to the console meanwhile) are kept to be searched. */
type LoggedServer = TestServer & { lines: string[] };

const consoleOutput: string[] = [];

async function startLoggedServer(store: RestartableDatabase, smtp: SmtpListener): Promise<LoggedServer> {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  // Debug, so that every line better-auth or the app can write is searched.
  const env = loadEnv({ NODE_ENV: "test", PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "debug", SMTP_URL: smtp.url, ...testServerEnv });
  const database = await store.open();
  const running = await startServer({ env, database, testRoutes: true, logger: createLogger({ level: "debug", pretty: false, destination }) });
  const base = `http://127.0.0.1:${running.port}`;
  return Object.assign(running, {
    database: Object.assign(database, { drop: () => database.close() }),
    fetch: (p: string, init?: RequestInit) => fetch(`${base}${p}`, { redirect: "manual", ...init }),
    stop: () => running.close().catch(() => {}),
    lines,
  });
}

/** The raw token of the session cookie: what the sessions table holds and what must never be logged. */
function sessionToken(jar: CookieJar): string {
  const cookie = jar.cookies.get("fcw.session_token");
  if (!cookie) throw new Error("no session cookie");
  return decodeURIComponent(cookie).split(".")[0]!;
}

/** A request with any method, which fetch() refuses to send for TRACE. */
function rawRequest(port: number, method: string, target: string): Promise<{ status: number; allow: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path: target }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

const NUL = "\u0000";

describe.each([rulesBackend])("security hardening: logs and errors (issue 10, items 3 and 6), on %s", (backend: Backend) => {
  let smtp: SmtpListener;
  let store: RestartableDatabase;
  let server: LoggedServer;
  // Collected as the tests go, then searched for in the log.
  const secrets: string[] = [];
  const failedRequestIds: string[] = [];
  let signedInJar: CookieJar | undefined;

  beforeAll(async () => {
    for (const method of ["error", "warn", "log", "info", "debug"] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void consoleOutput.push(format(...args)));
    }
    smtp = await startSmtpListener();
    store = await restartableDatabase(backend);
    server = await startLoggedServer(store, smtp);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await server?.stop();
    await smtp?.close();
    await store?.drop();
  });

  it("item 6: a NUL character in the sign-in, sign-up and reset forms answers 400 with the message under the field, keeping what was typed", async () => {
    const browser = client(server);
    const email = `nul.sign.in.${backend}@example.org`;
    secrets.push(email, `nul.sign.in.${backend}`);
    const signIn = await browser.post("/sign-in", { intent: "signin", email: email.replace("@", `${NUL}@`), password: goodPassword });
    expect(signIn.status).toBe(400);
    const signInPage = await signIn.text();
    expect(signInPage).toContain("Your email address contains a hidden character that is not allowed. Type it again.");
    expect(signInPage).toContain(`value="${email}"`);

    const signUp = await browser.post("/sign-in", { intent: "signup", name: `Jordan${NUL} Test`, email: `nul.sign.up.${backend}@example.org`, password: goodPassword, accountType: "candidate" });
    expect(signUp.status).toBe(400);
    const signUpPage = await signUp.text();
    expect(signUpPage).toContain("Your name contains a hidden character that is not allowed. Type it again.");
    expect(signUpPage).toContain('value="Jordan Test"');

    const password = await browser.post("/sign-in", { intent: "signin", email, password: `lantern${NUL}orchard` });
    expect(password.status).toBe(400);
    expect(await password.text()).toContain("Your password contains a hidden character that is not allowed. Type it again.");

    const resetToken = await browser.post("/reset-password", { token: `abcdefghij${NUL}klmnop`, password: goodPassword });
    expect(resetToken.status).toBe(400);
    expect(await resetToken.text()).toContain("This link is not complete.");
    const resetPassword = await browser.post("/reset-password", { token: "abcdefghijklmnopqrstuvwx", password: `lantern${NUL}orchard pebble 42` });
    expect(resetPassword.status).toBe(400);
    expect(await resetPassword.text()).toContain("Your new password contains a hidden character that is not allowed. Type it again.");

    const forgot = await browser.post("/forgot-password", { email: email.replace("@", `${NUL}@`) });
    expect(forgot.status).toBe(400);
  });

  it("item 6: a post that carries no readable form (plain text, JSON, nothing, broken multipart) answers 400, saying so, and logs no fault", async () => {
    const { browser } = await verifiedUser(server, smtp, { name: "Robin Unreadable" });
    const bodies: { name: string; headers: Record<string, string>; body?: string }[] = [
      { name: "plain text", headers: { "Content-Type": "text/plain" }, body: "hello" },
      { name: "JSON", headers: { "Content-Type": "application/json" }, body: '{"intent":"signin"}' },
      { name: "no body", headers: {} },
      { name: "broken multipart", headers: { "Content-Type": "multipart/form-data; boundary=x" }, body: "not multipart at all" },
    ];
    const send = (path: string, headers: Record<string, string>, body: string | undefined, signedIn: boolean) =>
      server.fetch(path, {
        method: "POST",
        headers: { ...headers, Origin: server.env.publicUrl, "X-Forwarded-For": browser.ip, ...(signedIn ? { Cookie: browser.jar.header() } : {}) },
        body,
      });
    const faultsBefore = server.lines.filter((line) => line.includes('"level":50')).length;
    // Public pages with forms, then a signed-in candidate's own pages.
    const pages: [string, boolean][] = [
      ["/sign-in", false],
      ["/sign-in/two-factor", false],
      ["/forgot-password", false],
      ["/cookies", false],
      ["/candidates/ai-tools", false],
      ["/candidates/ai-tools/checker", false],
      ["/account", true],
      [areaPath("candidatePortalSettings"), true],
    ];
    for (const [path, signedIn] of pages) {
      for (const { name, headers, body } of bodies) {
        const response = await send(path, headers, body, signedIn);
        expect(response.status, `${name} to ${path}`).toBe(400);
        const page = await response.text();
        expect(page, `${name} to ${path}`).toContain("This form could not be read");
        expect(page).toContain("Nothing was sent or saved.");
      }
    }
    // The builder's save reads its answers as JSON, so it gets one.
    for (const { name, headers, body } of bodies) {
      const response = await send(SAVE_PATH, headers, body, true);
      expect(response.status, name).toBe(400);
      expect(await response.json()).toEqual({ error: "Your CV could not be saved." });
    }
    expect(server.lines.filter((line) => line.includes('"level":50')).length).toBe(faultsBefore);
  });

  it("item 6: a NUL character anywhere in a request to better-auth answers 400 with a clear message", async () => {
    // better-auth's HTTP API is closed (every path 404, see security-auth.test.ts), so its handler is called
    // directly: the same guard covers the pages' server-side calls and any endpoint opened later.
    const api = { api: (target: string, body?: unknown, method?: string) => authHandler(server, target, body, method) };
    const email = `nul.api.${backend}@example.org`;
    secrets.push(email, `nul.api.${backend}`);
    const requests: [string, unknown, string?][] = [
      ["/sign-in/email", { email: email.replace("@", `${NUL}@`), password: goodPassword }],
      ["/sign-up/email", { name: `Jordan${NUL}`, email, password: goodPassword }],
      ["/request-password-reset", { email: `${NUL}${email}`, redirectTo: "/reset-password" }],
      ["/reset-password", { token: `abc${NUL}def`, newPassword: goodPassword }],
      [`/verify-email?token=${encodeURIComponent(`x${NUL}y`)}`, undefined, "GET"],
    ];
    for (const [target, body, method] of requests) {
      const response = await api.api(target, body, method);
      expect(response.status, target).toBe(400);
      expect(await response.json(), target).toMatchObject({
        code: "INVALID_CHARACTER",
        message: "The request contains a character that is not allowed (a null character). Remove it and try again.",
      });
    }
  });

  it("item 6: TRACE and other unknown methods answer 405 with an Allow header on every path", async () => {
    const paths = ["/", "/sign-in", "/dashboard/candidateportal", "/api/auth/get-session", "/api/auth/sign-in/email", "/health", "/favicon.svg", "/no-such-page"];
    for (const method of ["TRACE", "OPTIONS", "PUT", "PATCH", "DELETE", "PROPFIND"]) {
      for (const target of paths) {
        const answer = await rawRequest(server.port, method, target);
        expect(answer.status, `${method} ${target}`).toBe(405);
        expect(answer.allow, `${method} ${target}`).toBe("GET, HEAD, POST");
        expect(answer.body).not.toMatch(/\bat \S+ \(|Error:/);
      }
      const contact = await rawRequest(server.port, method, "/api/contact");
      expect(contact.status, `${method} /api/contact`).toBe(405);
      expect(contact.allow).toBe("POST");
    }
  });

  it("item 6: with the database down, sign-in (page and API) and signed-in pages answer 503 with Retry-After and a friendly page", async () => {
    const { browser, email, password } = await verifiedUser(server, smtp, { name: "Robin Outage" });
    const token = sessionToken(browser.jar);
    secrets.push(email, email.split("@")[0]!, token, password);
    signedInJar = browser.jar;
    expect((await browser.get("/dashboard/candidateportal")).status).toBe(200);

    // The database becomes unreachable: its connection is closed under the running server.
    await server.database.close();

    for (const page of ["/dashboard/candidateportal", "/account", "/sign-in"]) {
      const response = await browser.get(page);
      expect(response.status, page).toBe(503);
      expect(response.headers.get("retry-after"), page).toBe("30");
      const html = await response.text();
      expect(html, page).toContain("Service Temporarily Unavailable");
      expect(html, page).toContain("try again in a minute or two");
      expect(html, page).not.toMatch(/Failed query|\bat \S+ \(|sessions/);
      failedRequestIds.push(response.headers.get("x-request-id")!);
    }

    // Public pages still work for the same visitor, shown as signed out.
    expect((await browser.get("/resources")).status).toBe(200);

    const stranger = client(server);
    const signInPage = await stranger.post("/sign-in", { intent: "signin", email, password });
    expect(signInPage.status).toBe(503);
    expect(signInPage.headers.get("retry-after")).toBe("30");
    expect(await signInPage.text()).toContain("Service Temporarily Unavailable");
    failedRequestIds.push(signInPage.headers.get("x-request-id")!);

    // better-auth's HTTP API stays closed during an outage: 404, with no database work to fail.
    const signInApi = await stranger.api("/sign-in/email", { email, password });
    expect(signInApi.status).toBe(404);

    const signedInPage = await browser.get("/account");
    expect(signedInPage.status).toBe(503);
    expect(signedInPage.headers.get("retry-after")).toBe("30");
    failedRequestIds.push(signedInPage.headers.get("x-request-id")!);

    // A loader that fails for another reason is logged by handleError, with its request id.
    const broken = await browser.get("/__test/error");
    expect(broken.status).toBe(500);
    failedRequestIds.push(broken.headers.get("x-request-id")!);
  });

  it("item 3: email addresses, live session tokens and query parameters never reach the log, and failures are logged with their request id", async () => {
    expect(failedRequestIds).toHaveLength(6);
    const log = server.lines.join("");
    const entries = server.lines.map((line) => JSON.parse(line) as { level: number; requestId?: string; msg: string; err?: { message: string } });
    // The failures were logged (through better-auth's logger, the error handler and handleError), each with
    // the id of the request that met it.
    for (const requestId of failedRequestIds) {
      expect(entries.some((entry) => entry.level >= 40 && entry.requestId === requestId && entry.err), requestId).toBe(true);
    }
    expect(log).toContain("Failed query");
    expect(log).toContain("Deliberate failure for the error boundary test");

    // Nothing bypassed the logger: React Router's and better-auth's own console.error printing included.
    expect(consoleOutput).toEqual([]);
    const everything = `${log}\n${consoleOutput.join("\n")}`;
    expect(secrets.length).toBeGreaterThanOrEqual(7);
    for (const secret of secrets) {
      expect(everything.toLowerCase(), `the log holds ${secret}`).not.toContain(secret.toLowerCase());
    }
    expect(everything).not.toContain("params:");
    expect(everything).not.toMatch(/"params"/);
  });

  it("item 3: the outage was brief: on the same database again, the same session works", async () => {
    await server.stop();
    server = await startLoggedServer(store, smtp);
    const browser = client(server, undefined, signedInJar);
    const page = await browser.get("/dashboard/candidateportal");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Robin Outage");
  });
});

describe("security hardening: secrets and listening address (issue 10, item 4)", () => {
  const root = path.resolve(import.meta.dirname, "../..");
  const children: ChildProcess[] = [];
  const dirs: string[] = [];
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });


  function run(env: Record<string, string>) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fcw-secrets-"));
    dirs.push(dir);
    const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", LOG_LEVEL: "info", DATA_DIR: path.join(dir, "pglite"), ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(child);
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    return { child, output: () => output, exited };
  }

  async function serves(started: ReturnType<typeof run>) {
    const until = Date.now() + 150_000;
    while (!started.output().includes("Serving on")) {
      if (started.child.exitCode !== null) throw new Error(`exited ${started.child.exitCode}:\n${started.output()}`);
      if (Date.now() > until) throw new Error(`did not start:\n${started.output()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    started.child.kill("SIGTERM");
    expect(await started.exited).toBe(0);
  }

  const production = { NODE_ENV: "production", HOST: "127.0.0.1", PUBLIC_URL: "https://fairchance.example" };

  it("item 4: a production server refuses the development secret written in the source, naming BETTER_AUTH_SECRET", { timeout: 120_000 }, async () => {
    const started = run({ ...production, PORT: String(await freePort()), BETTER_AUTH_SECRET: DEV_SECRET });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain("BETTER_AUTH_SECRET is the development value");
    expect(started.output()).not.toContain("Serving on");
  });

  it("item 4: a production server refuses a secret of 20 characters, naming BETTER_AUTH_SECRET", { timeout: 120_000 }, async () => {
    const started = run({ ...production, PORT: String(await freePort()), BETTER_AUTH_SECRET: "abcdefghij0123456789" });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain("BETTER_AUTH_SECRET: must be at least 32 characters");
  });

  // That a good secret is accepted is checked in app/lib/env.server.test.ts. Starting a server takes a while
  // on a busy machine: this test allows for it.
  it("item 4: a development server asked to listen on 0.0.0.0 refuses, unless ALLOW_NON_LOOPBACK_DEV=true", { timeout: 240_000 }, async () => {
    const refused = run({ HOST: "0.0.0.0", PORT: String(await freePort()) });
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain("HOST=0.0.0.0 is not a loopback address");
    expect(refused.output()).toContain("ALLOW_NON_LOOPBACK_DEV=true");
    await serves(run({ HOST: "0.0.0.0", ALLOW_NON_LOOPBACK_DEV: "true", SEED_DEMO_DATA: "false", PORT: String(await freePort()) }));
  });
});
