import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema";
import { passwordMessages } from "../../app/features/auth/password-rules";
import { loadEnv } from "../../app/lib/env.server";
import { createLogger } from "../../app/lib/logger.server";
import { startServer } from "../../server/start";
import { client, goodPassword, isSignedIn, linkIn, mailTo, newEmail, openEmailLink, pathOf, verifiedUser, visibleText, type Client } from "./support/auth";
import { restartableDatabase, type RestartableDatabase } from "./support/restartable-database";
import { startSmtpListener, type SmtpListener } from "./support/smtp";
import { rulesBackend, type Backend } from "./support/test-database";
import { startTestServer, type TestServer } from "./support/test-server";

const serverEnv = { CLIENT_IP_HEADER: "x-forwarded-for", MAIL_POLL_INTERVAL_MS: "100", MAIL_FROM: "Fair Chance Works <hello@fcw.test>" };

/** An email-link token as better-auth signs one (HS256 under the auth secret), with the claims given. */
function signedToken(secret: string, claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const body = `${part({ alg: "HS256" })}.${part(claims)}`;
  return `${body}.${crypto.createHmac("sha256", secret).update(body).digest("base64url")}`;
}

const sessionCookies = (response: Response) => response.headers.getSetCookie().filter((line) => /session_token=/.test(line));

describe.each([rulesBackend])("security review item 3: the email-confirmation link, on %s", (backend: Backend) => {
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

  const userRow = async (email: string) => (await server.database.db.select().from(users).where(eq(users.email, email)))[0];
  const sessionsOf = async (userId: string) => server.database.db.select().from(sessions).where(eq(sessions.userId, userId));

  /** A new account, signed up from a browser of its own, and the link in its confirmation email. */
  async function unconfirmedAccount(name = "Casey Other") {
    const email = newEmail("other");
    const signUp = await client(server).post("/sign-in", { intent: "signup", name, email, password: goodPassword, accountType: "candidate" });
    expect(signUp.status).toBe(200);
    const mail = await mailTo(smtp, email, "Confirm your email address");
    return { email, link: linkIn(mail.text, "/auth/callback") };
  }

  it("item 3: opening the link (GET) signs nobody in, changes no session cookie and confirms nothing; it shows Continue", async () => {
    const signedIn = await verifiedUser(server, smtp, { name: "Alex Holder" });
    const other = await unconfirmedAccount();
    for (const browser of [signedIn.browser, client(server)]) {
      const before = browser.jar.header();
      const page = await browser.get(pathOf(other.link));
      expect(page.status).toBe(200);
      expect(sessionCookies(page)).toEqual([]);
      expect(browser.jar.header()).toBe(before);
      // The site's policy, then this page's own, which browsers apply: the token goes to no other site.
      expect(page.headers.get("referrer-policy")?.split(",").at(-1)?.trim()).toBe("same-origin");
      const text = visibleText(await page.text());
      expect(text).toContain("Confirm Your Email Address");
      expect(text).toContain("Continue");
      expect(text).not.toContain(other.email);
    }
    expect((await userRow(other.email))?.emailVerified).toBe(false);
    expect(await isSignedIn(signedIn.browser)).toBe(true);
    expect(await sessionsOf((await userRow(other.email))!.id)).toEqual([]);
  });

  it("pages whose address holds a token keep it from other sites with a policy under which their forms post without JavaScript", async () => {
    // `no-referrer` makes a browser send `Origin: null` with a plain form post, and React Router refuses that action.
    const reset = await client(server).get("/reset-password?token=abcdefghijklmnop");
    expect(reset.headers.get("referrer-policy")?.split(",").at(-1)?.trim()).toBe("same-origin");
    await reset.arrayBuffer();
  });

  it("item 3: Continue while someone else is signed in confirms the address and keeps their session, without naming the other account", async () => {
    const signedIn = await verifiedUser(server, smtp, { name: "Alex Holder" });
    const [ownSession] = await sessionsOf(signedIn.userId);
    const other = await unconfirmedAccount();
    const before = signedIn.browser.jar.header();

    const answer = await openEmailLink(signedIn.browser, other.link);
    expect(answer.status).toBe(200);
    expect(sessionCookies(answer)).toEqual([]);
    expect(signedIn.browser.jar.header()).toBe(before);
    const text = visibleText(await answer.text());
    expect(text).toContain("Email Address Confirmed");
    expect(text).toContain(`You are still signed in as ${signedIn.email}`);
    expect(text).not.toContain(other.email);

    const otherRow = await userRow(other.email);
    expect(otherRow?.emailVerified).toBe(true);
    expect(await sessionsOf(otherRow!.id)).toEqual([]);
    // The same session as before, still working, still this person's.
    expect((await sessionsOf(signedIn.userId)).map((row) => row.id)).toEqual([ownSession!.id]);
    const account = await signedIn.browser.get("/account");
    expect(account.status).toBe(200);
    expect(visibleText(await account.text())).toContain(signedIn.email);
  });

  it("item 3: Continue with nobody signed in confirms the address and signs that account in, once", async () => {
    const other = await unconfirmedAccount();
    const browser = client(server);
    const answer = await openEmailLink(browser, other.link);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/dashboard/candidateportal");
    expect(sessionCookies(answer)).toHaveLength(1);
    expect(await isSignedIn(browser)).toBe(true);
    expect((await userRow(other.email))?.emailVerified).toBe(true);

    // A link already used signs nobody in.
    const again = await openEmailLink(client(server), other.link);
    expect(again.status).toBe(200);
    expect(sessionCookies(again)).toEqual([]);
    expect(visibleText(await again.text())).toContain("Your Email Is Already Confirmed");
    expect(await sessionsOf((await userRow(other.email))!.id)).toHaveLength(1);
  });

  it("item 3: a broken, changed, expired or missing link says so with a 4xx on GET and on Continue, never a 500", async () => {
    const other = await unconfirmedAccount();
    const row = (await userRow(other.email))!;
    const token = new URL(other.link).searchParams.get("token")!;
    const [header, payload, signature] = token.split(".") as [string, string, string];
    const now = Math.floor(Date.now() / 1000);
    const expired = signedToken(server.env.authSecret, { email: other.email, userId: row.id, iat: now - 7200, exp: now - 60 });
    const forged = signedToken("not the server's secret at all, just a guess", { email: other.email, userId: row.id, exp: now + 600 });
    const changed = `${header}.${Buffer.from(JSON.stringify({ email: "someone@example.org", userId: row.id, exp: now + 600 })).toString("base64url")}.${signature}`;
    const cases: [string, number, string][] = [
      ["not-a-real-token", 400, "This Link Does Not Work"],
      [`${header}.${payload}.${signature.slice(0, -4)}AAAA`, 400, "This Link Does Not Work"],
      [forged, 400, "This Link Does Not Work"],
      [changed, 400, "This Link Does Not Work"],
      ["x".repeat(5_000), 400, "This Link Does Not Work"],
      [expired, 410, "This Link Has Run Out"],
    ];
    for (const [bad, status, title] of cases) {
      const browser = client(server);
      const page = await browser.get(`/auth/callback?token=${encodeURIComponent(bad)}`);
      expect(page.status, `GET ${bad.slice(0, 40)}`).toBe(status);
      const pageText = visibleText(await page.text());
      expect(pageText).toContain(title);
      expect(pageText).toContain("Send a new link");
      const posted = await browser.post("/auth/callback", { token: bad });
      expect(posted.status, `POST ${bad.slice(0, 40)}`).toBe(status);
      expect(visibleText(await posted.text())).toContain(title);
      expect(sessionCookies(posted)).toEqual([]);
    }
    // Longer than an address can be (Node refuses those itself, 431), but within a form's 1 MB.
    const huge = await client(server).post("/auth/callback", { token: "x".repeat(100_000) });
    expect(huge.status).toBe(400);
    expect(visibleText(await huge.text())).toContain("This Link Does Not Work");
    const missing = await client(server).post("/auth/callback", {});
    expect(missing.status).toBe(400);
    expect(visibleText(await missing.text())).toContain("This Link Is Not Complete");
    expect((await client(server).get("/auth/callback")).status).toBe(200);
    expect((await userRow(other.email))?.emailVerified).toBe(false);
  });

  it("item 3: Continue posted from another site is refused before anything is confirmed", async () => {
    const other = await unconfirmedAccount();
    const token = new URL(other.link).searchParams.get("token")!;
    const body = new URLSearchParams({ token }).toString();
    for (const headers of [{ Origin: "https://evil.example" }, { "Sec-Fetch-Site": "cross-site" }] as Record<string, string>[]) {
      const answer = await server.fetch("/auth/callback", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers }, body });
      expect(answer.status).toBe(403);
      expect(sessionCookies(answer)).toEqual([]);
    }
    expect((await userRow(other.email))?.emailVerified).toBe(false);
  });

  it("item 3: both links of an email change still work through Continue, and keep the person's session", async () => {
    const person = await verifiedUser(server, smtp);
    const [ownSession] = await sessionsOf(person.userId);
    const moved = newEmail("moved");
    expect((await person.browser.post("/account", { intent: "change-email", newEmail: moved, password: goodPassword })).status).toBe(200);
    const approve = linkIn((await mailTo(smtp, person.email, "Confirm the change of email address")).text, "/auth/callback");
    // Opening the link alone sends nothing to the new address.
    const approvePage = await person.browser.get(pathOf(approve));
    expect(visibleText(await approvePage.text())).toContain("Confirm the Change of Email Address");
    const approved = await openEmailLink(person.browser, approve);
    expect(visibleText(await approved.text())).toContain("Check Your New Inbox");
    const check = linkIn((await mailTo(smtp, moved, "Confirm your email address")).text, "/auth/callback");
    const checkPage = await person.browser.get(pathOf(check));
    expect(visibleText(await checkPage.text())).toContain("Confirm Your New Email Address");
    expect((await server.database.db.select().from(users).where(eq(users.id, person.userId)))[0]?.email).toBe(person.email);
    const changed = await openEmailLink(person.browser, check);
    expect(changed.status).toBe(200);
    expect(visibleText(await changed.text())).toContain("Your Email Address Has Changed");
    expect((await server.database.db.select().from(users).where(eq(users.id, person.userId)))[0]?.email).toBe(moved);
    expect((await sessionsOf(person.userId)).map((row) => row.id)).toEqual([ownSession!.id]);
    expect(await isSignedIn(person.browser)).toBe(true);
  });
});

describe.each([rulesBackend])("security review item 8: over-long passwords, on %s", (backend: Backend) => {
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

  const lengths = [300, 100_000];

  /** The message shown under one field, by the id the form gives its error. */
  const fieldText = (html: string) => visibleText(html);

  it("item 8: a 300- or 100,000-character password on sign-in answers 400 with the rules' message, keeping the email", async () => {
    const person = await verifiedUser(server, smtp);
    for (const length of lengths) {
      const browser = client(server);
      const answer = await browser.post("/sign-in", { intent: "signin", email: person.email, password: "p".repeat(length) });
      expect(answer.status, String(length)).toBe(400);
      const html = await answer.text();
      expect(fieldText(html)).toContain(passwordMessages.too_long);
      expect(html).toContain(`value="${person.email}"`);
    }
  });

  it("item 8: a 300- or 100,000-character password on sign-up answers 400 with the rules' message, keeping name and email", async () => {
    for (const length of lengths) {
      const email = newEmail("long");
      const answer = await client(server).post("/sign-in", { intent: "signup", name: "Morgan Long", email, password: "p".repeat(length), accountType: "candidate" });
      expect(answer.status, String(length)).toBe(400);
      const html = await answer.text();
      expect(fieldText(html)).toContain(passwordMessages.too_long);
      expect(html).toContain(`value="${email}"`);
      expect(html).toContain('value="Morgan Long"');
      expect((await server.database.db.select().from(users).where(eq(users.email, email))).length).toBe(0);
    }
  });

  it("item 8: a 300- or 100,000-character password on reset answers 400 with the rules' message", async () => {
    const person = await verifiedUser(server, smtp);
    await client(server).post("/forgot-password", { email: person.email });
    const link = linkIn((await mailTo(smtp, person.email, "Reset")).text, "/reset-password");
    const token = new URL(link).searchParams.get("token")!;
    for (const length of lengths) {
      const answer = await client(server).post(pathOf(link), { token, password: "p".repeat(length) });
      expect(answer.status, String(length)).toBe(400);
      expect(fieldText(await answer.text())).toContain(passwordMessages.too_long);
    }
    // The link still works for a password within the rules.
    const saved = await client(server).post(pathOf(link), { token, password: "copper meadow violin 88" });
    expect(saved.status).toBe(302);
  });

  it("item 8: a 300- or 100,000-character password on change password answers 400 under the field, and the password is unchanged", async () => {
    const person = await verifiedUser(server, smtp);
    for (const length of lengths) {
      const long = "p".repeat(length);
      const asNew = await person.browser.post("/account", { intent: "change-password", currentPassword: person.password, newPassword: long, confirmPassword: long });
      expect(asNew.status, `new ${length}`).toBe(400);
      expect(fieldText(await asNew.text())).toContain("Your new password must be 128 characters or fewer.");
      const asCurrent = await person.browser.post("/account", {
        intent: "change-password",
        currentPassword: long,
        newPassword: "copper meadow violin 88",
        confirmPassword: "copper meadow violin 88",
      });
      expect(asCurrent.status, `current ${length}`).toBe(400);
      expect(fieldText(await asCurrent.text())).toContain(passwordMessages.too_long);
    }
    expect(await isSignedIn(person.browser)).toBe(true);
    expect((await client(server).post("/sign-in", { intent: "signin", email: person.email, password: person.password })).status).toBe(302);
  });
});

describe.each([rulesBackend])("security review item 8: sign-in with the database unreachable, on %s", (backend: Backend) => {
  let smtp: SmtpListener;
  let store: RestartableDatabase;
  let server: TestServer & { close(): Promise<void> };

  beforeAll(async () => {
    smtp = await startSmtpListener();
    store = await restartableDatabase(backend);
    // The production default: rate limits counted in the database, which is out of reach too.
    const env = loadEnv({ NODE_ENV: "test", PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "silent", SMTP_URL: smtp.url, RATE_LIMIT_STORE: "database", ...serverEnv });
    const database = await store.open();
    const running = await startServer({ env, database, testRoutes: true, logger: createLogger({ level: "silent", pretty: false }) });
    const base = `http://127.0.0.1:${running.port}`;
    server = Object.assign(running, {
      database: Object.assign(database, { drop: () => database.close() }),
      fetch: (p: string, init?: RequestInit) => fetch(`${base}${p}`, { redirect: "manual", ...init }),
      stop: () => running.close().catch(() => {}),
    });
  });
  afterAll(async () => {
    await server?.stop();
    await store?.drop();
    await smtp?.close();
  });

  it("item 8: POST /sign-in answers 503 with Retry-After, whoever signs in and however the form is sent", async () => {
    const person = await verifiedUser(server, smtp);
    await server.database.close();
    const attempts: [string, Client, Record<string, string>][] = [
      ["right password", client(server), { intent: "signin", email: person.email, password: person.password }],
      ["wrong password", client(server), { intent: "signin", email: person.email, password: "not the right one at all" }],
      ["unknown address", client(server), { intent: "signin", email: newEmail("nobody"), password: goodPassword }],
      ["signed-in browser", person.browser, { intent: "signin", email: person.email, password: person.password }],
      ["sign-up", client(server), { intent: "signup", name: "Sam Outage", email: newEmail("outage"), password: goodPassword, accountType: "candidate" }],
    ];
    for (const [label, browser, fields] of attempts) {
      for (const path of ["/sign-in", "/sign-in.data"]) {
        const answer = await browser.post(path, fields);
        expect(answer.status, `${label} ${path}`).toBe(503);
        expect(answer.headers.get("retry-after"), `${label} ${path}`).toBe("30");
      }
    }
  });
});
