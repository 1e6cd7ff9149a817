import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, mailOutbox, sessions, users, verifications } from "../../db/schema";
import { createAccount } from "../../app/features/auth/admin-cli.server";
import { CLEARED_BODY } from "../../app/lib/mail-outbox.server";
import { authHandler, client, freshIp, goodPassword, isSignedIn, linkIn, mailTo, newEmail, openEmailLink, signIn, verifiedUser, visibleText } from "./support/auth";
import { postContact, validEnquiry } from "./support/enquiries";
import { startSmtpListener, waitFor, type SmtpListener } from "./support/smtp";
import { backends } from "./support/test-database";
import { startTestServer, type TestServer } from "./support/test-server";

/**
 * Issue 10, items 5 and 6: password hashing cannot stall the site, IPv6 clients count by /64, failed
 * sign-ins have a ceiling across all clients, weak passwords are refused at every door, and no live
 * link, token, code or raw address is kept at rest.
 */

const serverEnv = { CLIENT_IP_HEADER: "x-forwarded-for", MAIL_POLL_INTERVAL_MS: "100", MAIL_FROM: "Fair Chance Works <hello@fcw.test>", ENQUIRIES_TO: "enquiries@team.test" };

/** The words under a form field (its `<id>-error` paragraph), or null when it has none. */
function fieldError(html: string, id: string): string | null {
  const match = new RegExp(`<p id="${id}-error"[^>]*>([\\s\\S]*?)</p>`).exec(html);
  return match ? visibleText(match[1]!).trim() : null;
}

const weakPasswords = ["Summer2024!", "FairChanceWorks2026", "a".repeat(64)];

describe.each(backends)("security: secrets at rest and load on %s", (backend) => {
  let smtp: SmtpListener;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpListener();
    // A cheap hash cost here, to show the setting is used (and keep these tests quick).
    server = await startTestServer(backend, { ...serverEnv, SMTP_URL: smtp.url, PASSWORD_HASH_COST: "12", SIGN_IN_FAILURES_PER_MINUTE: "5" });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it("password hash cost: new hashes use PASSWORD_HASH_COST", async () => {
    const person = await verifiedUser(server, smtp);
    const [account] = await server.database.db.select().from(accounts).where(eq(accounts.userId, person.userId));
    expect(account?.password).toMatch(/^scrypt\$12\$8\$1\$/);
    expect((await signIn(server, person.email, person.password)).response.status).toBe(302);
  });

  it("IPv6 /64: two addresses in one /64 share a limit, another /64 has its own", async () => {
    const ask = (ip: string) => client(server, ip).post("/forgot-password", { email: newEmail("reset") });
    for (let i = 1; i <= 5; i++) expect((await ask(`2001:db8:64:1::${i}`)).status).toBe(200);
    const neighbour = await ask("2001:db8:64:1:ffff:eeee:dddd:cccc");
    expect(neighbour.status).toBe(429);
    expect(Number(neighbour.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await ask("2001:db8:64:2::1")).status).toBe(200);
  });

  describe("weak passwords are refused with advice at each door", () => {
    it("sign-up, on the page (under the password field) and through the API", async () => {
      for (const password of weakPasswords) {
        const email = newEmail("weak");
        const page = await client(server).post("/sign-in", { intent: "signup", name: "Sam Lee", email, password, accountType: "candidate" });
        expect(page.status, password).toBe(400);
        const html = await page.text();
        expect(fieldError(html, "signup-form-password"), password).toMatch(/^Error: This password would be easy to guess\. .*Try three or four random words/);
        expect(html).not.toContain(password);

        const api = await authHandler(server, "/sign-up/email", { name: "Sam Lee", email, password });
        expect(api.status, password).toBe(400);
        expect(((await api.json()) as { message: string }).message).toMatch(/easy to guess/);
        expect(await server.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
      }
      // The person's own name counts as easy to guess.
      const named = await client(server).post("/sign-in", { intent: "signup", name: "Priya Marsh", email: newEmail("named"), password: "PriyaMarsh1985", accountType: "candidate" });
      expect(fieldError(await named.text(), "signup-form-password")).toContain("uses your name, your email address or our name");
    });

    it("reset, including the admin tool's set-password link, knowing whose account it is", async () => {
      const person = await verifiedUser(server, smtp, { name: "Quentin Harrow" });
      await client(server).post("/forgot-password", { email: person.email });
      const mail = await mailTo(smtp, person.email, "Reset your");
      const token = new URL(linkIn(mail.text, "/reset-password")).searchParams.get("token")!;
      const browser = client(server);
      for (const password of [...weakPasswords, "QuentinHarrow77"]) {
        // As the page's form posts: to its own address, the token in the query too.
        const refused = await browser.post(`/reset-password?token=${token}`, { token, password });
        expect(refused.status, password).toBe(400);
        expect(fieldError(await refused.text(), "password"), password).toMatch(/easy to guess/);
      }
      expect((await browser.post("/reset-password", { token, password: "copper wren estuary 5" })).status).toBe(302);

      const { link } = await createAccount(server.auth, server.database.db, server.env.publicUrl, { email: newEmail("new.admin"), role: "admin", name: "Dana Boss" });
      const adminToken = new URL(link.url).searchParams.get("token")!;
      const weak = await client(server).post(`/reset-password?token=${adminToken}`, { token: adminToken, password: "Summer2024!" });
      expect(weak.status).toBe(400);
      expect(fieldError(await weak.text(), "password")).toMatch(/easy to guess/);
    });

    it("change of password on the account page", async () => {
      const person = await verifiedUser(server, smtp);
      for (const password of weakPasswords) {
        const response = await person.browser.post("/account", { intent: "change-password", currentPassword: person.password, newPassword: password, confirmPassword: password });
        expect(response.status, password).toBe(400);
        expect(fieldError(await response.text(), "change-password-form-newPassword"), password).toMatch(/easy to guess/);
      }
      expect((await signIn(server, person.email, person.password)).response.status).toBe(302);
    });
  });

  it("mail outbox: once sent, a reset or verification email's row holds no link or code", async () => {
    const email = newEmail("outbox");
    const signUp = await client(server).post("/sign-in", { intent: "signup", name: "Olu Banks", email, password: goodPassword, accountType: "candidate" });
    expect(signUp.status).toBe(200);
    const verifyMail = await mailTo(smtp, email, "Confirm your email address");
    const verifyLink = linkIn(verifyMail.text, "/auth/callback");
    await client(server).post("/forgot-password", { email });
    // Unverified: the reset email still goes (better-auth sends it to any account).
    await waitFor(async () => {
      const rows = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
      return rows.length >= 1 && rows.every((row) => row.status === "sent") ? rows : null;
    }, "the account emails marked sent");
    const rows = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    const verifyRow = rows.find((row) => row.kind === "account.verify-email");
    expect(verifyRow).toMatchObject({ status: "sent", sensitive: true, subject: "Confirm your email address for Fair Chance Works", textBody: CLEARED_BODY });
    for (const row of rows.filter((r) => r.sensitive)) {
      expect(row.textBody).not.toMatch(/token=|https?:\/\//);
      expect(row.textBody).not.toMatch(/\b\d{6}\b/);
      expect(row.textBody).not.toContain(new URL(verifyLink).searchParams.get("token")!);
    }
    // The link itself still works: it was delivered, only the stored copy is gone.
    expect((await openEmailLink(client(server), verifyLink)).status).toBe(302);
  });

  it("verification table: rows hold no raw reset token, and reset still works end to end", async () => {
    const person = await verifiedUser(server, smtp);
    await client(server).post("/forgot-password", { email: person.email });
    const mail = await mailTo(smtp, person.email, "Reset your");
    const token = new URL(linkIn(mail.text, "/reset-password")).searchParams.get("token")!;
    const rows = await server.database.db.select().from(verifications);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.identifier).not.toContain(token);
      expect(row.value).not.toContain(token);
    }
    const browser = client(server);
    const reset = await browser.post("/reset-password", { token, password: "juniper quarry beacon 64" });
    expect(reset.status).toBe(302);
    expect(reset.headers.get("location")).toBe("/sign-in?notice=password-reset");
    expect(await isSignedIn(person.browser)).toBe(false);
    expect((await signIn(server, person.email, "juniper quarry beacon 64")).response.status).toBe(302);
    expect((await client(server).post("/reset-password", { token, password: "another fine password 9" })).status).toBe(400);
  });

  it("sessions.ip_address: the rate limiter's keyed hash, not the raw address; the devices list still reads", async () => {
    const ip = freshIp();
    const person = await verifiedUser(server, smtp);
    const browser = client(server, ip);
    expect((await browser.post("/sign-in", { intent: "signin", email: person.email, password: person.password })).status).toBe(302);
    const rows = await server.database.db.select().from(sessions).where(eq(sessions.userId, person.userId));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) {
      expect(row.ipAddress).not.toMatch(/\d+\.\d+\.\d+\.\d+|:/);
    }
    expect(rows.map((row) => row.ipAddress)).toContain(server.rateLimiter.clientKey(ip));
    const page = await browser.get("/account");
    expect(page.status).toBe(200);
    const text = visibleText(await page.text());
    expect(text).toContain("This device");
    expect(text).not.toContain(ip);
  });

  it("enquiry acknowledgement: a generic greeting, never the sender-chosen first name", async () => {
    const body = validEnquiry("candidate", { firstName: "Visit evil.example now", lastName: "Okafor" });
    const response = await postContact(server, body);
    expect(response.status).toBe(201);
    const to = String(body.email).toLowerCase();
    const ack = await waitFor(() => smtp.received.find((m) => m.to.includes(to) && (m.headers.subject ?? "").startsWith("We have received")), "the acknowledgement");
    expect(ack.text.split("\n")[0]).toBe("Hello,");
    expect(ack.text).not.toMatch(/evil|Visit|Okafor/);
  });

  // Last here: once the ceiling is reached, sign-in stays paused on this server until the minute ends.
  it("global ceiling: once failed sign-ins from all clients pass the limit, sign-in pauses for everyone with 503", async () => {
    const person = await verifiedUser(server, smtp);
    let paused: Response | undefined;
    for (let i = 0; i < 8 && !paused; i++) {
      // A new address every time: no single client reaches its own limit.
      const response = await client(server).post("/sign-in", { intent: "signin", email: person.email, password: `wrong words ${i} here` });
      if (response.status === 503) paused = response;
      else expect(response.status).toBe(401);
    }
    expect(paused, "sign-in paused").toBeDefined();
    expect(visibleText(await paused!.text())).toContain("signing in is paused for a short time");
    expect(Number(paused!.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);

    // Even the right password, from a new address, waits; the page says why and when to try again.
    const page = await client(server).post("/sign-in", { intent: "signin", email: person.email, password: person.password });
    expect(page.status).toBe(503);
    expect(Number(page.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(visibleText(await page.text())).toContain("signing in is paused for a short time");
    // Pages that need no password are unaffected.
    expect((await server.fetch("/resources")).status).toBe(200);
  });
});

describe.each(backends)("security: sign-in storms on %s", (backend) => {
  let server: TestServer;
  let smtp: SmtpListener;
  beforeAll(async () => {
    smtp = await startSmtpListener();
    // One hash at a time (at the full default cost) and no queue, so a burst overflows at once.
    server = await startTestServer(backend, { ...serverEnv, SMTP_URL: smtp.url, PASSWORD_HASH_CONCURRENCY: "1", PASSWORD_HASH_QUEUE: "0" });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it("hash limit: concurrent wrong sign-ins beyond the queue get 503 with Retry-After, and a public page still answers", async () => {
    const person = await verifiedUser(server, smtp);
    const wrong = () => client(server).post("/sign-in", { intent: "signin", email: person.email, password: "not the right words at all" });
    const pageWrong = () => client(server).post("/sign-in", { intent: "signin", email: person.email, password: "not the right words either" });
    const [api, pages, publicPage] = await Promise.all([
      Promise.all(Array.from({ length: 8 }, wrong)),
      Promise.all(Array.from({ length: 4 }, pageWrong)),
      (async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const started = performance.now();
        const response = await server.fetch("/resources");
        return { status: response.status, ms: performance.now() - started };
      })(),
    ]);
    const all = [...api, ...pages];
    const busy = all.filter((r) => r.status === 503);
    expect(busy.length).toBeGreaterThanOrEqual(8);
    expect(all.every((r) => r.status === 503 || r.status === 401)).toBe(true);
    for (const response of busy) expect(Number(response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);

    const busyPage = busy[0]!;
    expect(visibleText(await busyPage.text())).toMatch(/We are very busy right now\. Please wait \d+ seconds? and try again/);

    expect(publicPage.status).toBe(200);
    expect(publicPage.ms).toBeLessThan(2000);
    // Once the burst is over, the right password works again.
    expect((await signIn(server, person.email, person.password)).response.status).toBe(302);
  });
});
