import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, sessions, users } from "../../db/schema";
import { AdminCliError, createAccount, setRole } from "../../app/features/auth/admin-cli.server";
import { homeFor } from "../../app/features/auth/roles";
import { type Role } from "../../db/schema/vocabulary";
import {
  client,
  enrolTotp,
  freshIp,
  goodPassword,
  isSignedIn,
  linkIn,
  mailTo,
  newEmail,
  openEmailLink,
  pathOf,
  signIn,
  totp,
  verifiedUser,
  visibleText,
  withoutNonce,
} from "./support/auth";
import { productionOrganisationEnv } from "./support/organisation-env";
import { startSmtpListener, waitFor, type SmtpListener } from "./support/smtp";
import { rulesBackend } from "./support/test-database";
import { startTestServer, type TestServer } from "./support/test-server";
import { freePort } from "./support/free-port";

const serverEnv = { CLIENT_IP_HEADER: "x-forwarded-for", MAIL_POLL_INTERVAL_MS: "100", MAIL_FROM: "Fair Chance Works <hello@fcw.test>" };

describe.each([rulesBackend])("accounts on %s", (backend) => {
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

  describe("sign-up and verification", () => {
    it("creates a candidate account, sends a link to /auth/callback, and signs the person in from it", async () => {
      const email = newEmail();
      const browser = client(server);
      const signUp = await browser.post("/sign-in", { intent: "signup", name: "Amira Okafor", email, password: goodPassword, accountType: "candidate" });
      // The page answers at once (no redirect), so it can name the address it has just been given.
      expect(signUp.status).toBe(200);
      const page = await signUp.text();
      expect(page).toContain("Please check your email to verify your account.");
      expect(page).toContain(`We sent the email to <strong class="break-all">${email}</strong>`);
      expect(page).toContain('name="intent" value="resend-verification"');

      const row = await userRow(email);
      expect(row).toMatchObject({ role: "candidate", accountStatus: "active", emailVerified: false });
      // scrypt at OWASP's cost, never the password itself.
      const mail = await mailTo(smtp, email, "Confirm your email address");
      const link = linkIn(mail.text, "/auth/callback");
      expect(link.startsWith(`${server.env.publicUrl}/auth/callback?token=`)).toBe(true);

      // Not yet verified: the right password is refused with a clear message, and a new link is sent.
      const early = await signIn(server, email, goodPassword);
      expect(early.response.status).toBe(403);
      expect(await early.response.text()).toContain("You need to confirm your email address before you can sign in.");

      // The link shows a Continue button; pressing it confirms the address and signs the person in.
      const verify = await openEmailLink(browser, link);
      expect(verify.status).toBe(302);
      expect(verify.headers.get("location")).toBe("/dashboard/candidateportal");
      expect(await isSignedIn(browser)).toBe(true);
      expect((await userRow(email))?.emailVerified).toBe(true);

      // The same link again, from another browser, explains itself instead of signing anyone in.
      const again = await openEmailLink(client(server), link);
      expect(again.status).toBe(200);
      expect(await again.text()).toContain("Your Email Is Already Confirmed");
    });

    it("starts employer and partner accounts as awaiting approval, and never lets sign-up pick a staff role", async () => {
      for (const accountType of ["employer", "partner", "admin"] as const) {
        const email = newEmail(accountType);
        const response = await client(server).post("/sign-in", { intent: "signup", name: "Sam Lee", email, password: goodPassword, accountType });
        if (accountType === "admin") {
          expect(response.status).toBe(400);
          expect(await userRow(email)).toBeUndefined();
        } else {
          expect(response.status).toBe(200);
          expect(await userRow(email)).toMatchObject({ role: accountType, accountStatus: "awaiting_approval" });
        }
      }
      // Nor through better-auth's own sign-up, which is not exposed over HTTP at all.
      const email = newEmail("api");
      const api = await client(server).api("/sign-up/email", { name: "Sam Lee", email, password: goodPassword, role: "admin" });
      expect(api.status).toBe(404);
      expect(await userRow(email)).toBeUndefined();
    });

    it("explains an expired or broken link and offers a new one", async () => {
      const broken = await client(server).get("/auth/callback?token=not-a-real-token");
      expect(broken.status).toBe(400);
      const text = await broken.text();
      expect(text).toContain("This Link Does Not Work");
      expect(text).toContain("Send a new link");
      const missing = await client(server).get("/auth/callback");
      expect(await missing.text()).toContain("This Link Is Not Complete");
    });

    it("refuses short, over-long and common passwords with the reason", async () => {
      const cases: [string, string][] = [
        ["short12", "at least 8 characters"],
        ["x".repeat(129), "128 characters or fewer"],
        ["password1", "one of the most common passwords"],
        ["qwertyuiop", "one of the most common passwords"],
      ];
      for (const [password, message] of cases) {
        const email = newEmail();
        const response = await client(server).post("/sign-in", { intent: "signup", name: "Sam Lee", email, password, accountType: "candidate" });
        expect(response.status).toBe(400);
        expect(await response.text()).toContain(message);
        expect(await userRow(email)).toBeUndefined();
      }
      // The policy sits in better-auth itself, so a server-side call is held to it too.
      const refused = await server.auth.api.signUpEmail({ body: { name: "Sam Lee", email: newEmail(), password: "football" } }).catch((error: unknown) => error);
      expect((refused as { body?: { code?: string } }).body?.code).toBe("PASSWORD_TOO_COMMON");
    });

    it("says 'You must provide either an email or phone number and a password' when the email is missing", async () => {
      const response = await client(server).post("/sign-in", { intent: "signin", email: "", password: "anything at all" });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("You must provide either an email or phone number and a password");
    });
  });

  describe("sign-in", () => {
    it.each(["candidate", "employer", "partner", "caseworker", "admin"] as Role[])("sends a %s to their home", async (role) => {
      const person = await verifiedUser(server, smtp, { role, accountStatus: "active" });
      const { response, browser } = await signIn(server, person.email, person.password);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(homeFor(role));
      expect(await isSignedIn(browser)).toBe(true);
    });

    it("refuses a wrong password and an unknown email with the same message", async () => {
      const person = await verifiedUser(server, smtp);
      const wrong = await signIn(server, person.email, "not the right password");
      const unknown = await signIn(server, newEmail("nobody"), "not the right password");
      expect(wrong.response.status).toBe(401);
      expect(unknown.response.status).toBe(401);
      const message = "The email address or password is not right.";
      expect(await wrong.response.text()).toContain(message);
      expect(await unknown.response.text()).toContain(message);
      // What was typed is kept, never the password.
      const again = await signIn(server, person.email, "not the right password");
      const html = await again.response.text();
      expect(html).toContain(`value="${person.email}"`);
      expect(html).not.toContain("not the right password");

      const failures = await server.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.event, "sign_in_failed"), eq(auditEvents.subjectUserId, person.userId)));
      expect(failures.length).toBeGreaterThanOrEqual(2);
      expect(JSON.stringify(failures)).not.toContain("not the right password");
    });

    it("refuses a suspended account, and its sessions stop working", async () => {
      const person = await verifiedUser(server, smtp);
      expect(await isSignedIn(person.browser)).toBe(true);
      await server.database.db.update(users).set({ banned: true }).where(eq(users.id, person.userId));
      expect(await isSignedIn(person.browser)).toBe(false);
      const { response } = await signIn(server, person.email, person.password);
      expect(response.status).toBe(403);
      expect(await response.text()).toContain("This account has been suspended.");
    });

    it("shows a signed-in person a link to their dashboard in the site header instead of Sign In", async () => {
      const person = await verifiedUser(server, smtp);
      const signedIn = visibleText(await (await person.browser.get("/about")).text());
      expect(signedIn).toContain("My Dashboard");
      expect(signedIn).not.toContain("Sign In");
      const page = await (await person.browser.get("/about")).text();
      expect(page).toMatch(/<a[^>]+href="\/dashboard\/candidateportal"[^>]*>My Dashboard<\/a>/);

      await person.browser.post("/sign-out", {});
      // Signing out is audited, once.
      const signOuts = await server.database.db.select().from(auditEvents).where(and(eq(auditEvents.event, "sign_out"), eq(auditEvents.subjectUserId, person.userId)));
      expect(signOuts).toHaveLength(1);
      const signedOut = visibleText(await (await person.browser.get("/about")).text());
      expect(signedOut).toContain("Sign In");
      expect(signedOut).not.toContain("My Dashboard");
    });

    it("returns to a safe redirectTo the role may open, and refuses open redirects", async () => {
      const person = await verifiedUser(server, smtp);
      const allowed = await signIn(server, person.email, person.password, { redirectTo: "/dashboard/candidateportal?tab=next" });
      expect(allowed.response.headers.get("location")).toBe("/dashboard/candidateportal?tab=next");
      for (const redirectTo of ["//evil.com", "/\\evil.com", "https://evil.com", "javascript:alert(1)", "/\t/evil.com", "/dashboard/admin"]) {
        const { response } = await signIn(server, person.email, person.password, { redirectTo });
        expect(response.status).toBe(302);
        expect(response.headers.get("location")).toBe("/dashboard/candidateportal");
      }
      // A signed-in visit to /sign-in with a hostile redirectTo goes home too.
      const visit = await person.browser.get(`/sign-in?redirectTo=${encodeURIComponent("//evil.com/x")}`);
      expect(visit.headers.get("location")).toBe("/dashboard/candidateportal");
    });

    it("limits sign-in attempts per client with 429, Retry-After and when to try again", async () => {
      const ip = freshIp();
      let response: Response | undefined;
      for (let i = 0; i < 10; i++) {
        response = await client(server, ip).post("/sign-in", { intent: "signin", email: newEmail("guess"), password: "wrong wrong wrong" });
        expect(response.status).toBe(401);
      }
      response = await client(server, ip).post("/sign-in", { intent: "signin", email: newEmail("guess"), password: "wrong wrong wrong" });
      expect(response.status).toBe(429);
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await response.text()).toMatch(/please wait \d+ (minutes?|seconds?) and try again/);

      // Another client is not affected.
      const other = await client(server).post("/sign-in", { intent: "signin", email: newEmail("guess"), password: "wrong wrong wrong" });
      expect(other.status).toBe(401);
    });

    it("limits sign-up and reset requests too", async () => {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const r = await client(server, ip).post("/forgot-password", { email: newEmail("reset") });
        statuses.push(r.status);
      }
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(statuses[5]).toBe(429);
    });
  });

  describe("two-factor", () => {
    it("enrols an authenticator, signs in with a generated code, and refuses the same code a second time", async () => {
      const person = await verifiedUser(server, smtp, { role: "caseworker" });
      const { secret } = await enrolTotp(person.browser, person.password);
      const row = await userRow(person.email);
      expect(row?.twoFactorEnabled).toBe(true);
      const enabled = await server.database.db.select().from(auditEvents).where(and(eq(auditEvents.event, "two_factor_enabled"), eq(auditEvents.subjectUserId, person.userId)));
      expect(enabled).toHaveLength(1);

      // The code for the next 30-second step: accepted (clock drift window), and not the one used to enrol.
      const code = totp(secret, Date.now() + 30_000);
      const first = await signIn(server, person.email, person.password, { redirectTo: "/dashboard/caseworker/caseload" });
      expect(first.response.status).toBe(302);
      expect(first.response.headers.get("location")).toMatch(/^\/sign-in\/two-factor\?/);
      expect(await isSignedIn(first.browser)).toBe(false);
      const step = await first.browser.get(first.response.headers.get("location")!);
      expect(step.status).toBe(200);
      expect(await step.text()).toContain("Enter the code from your authenticator app");
      const ok = await first.browser.post("/sign-in/two-factor", { intent: "app", code, redirectTo: "/dashboard/caseworker/caseload" });
      expect(ok.status).toBe(302);
      expect(ok.headers.get("location")).toBe("/dashboard/caseworker/caseload");
      expect(await isSignedIn(first.browser)).toBe(true);

      const second = await signIn(server, person.email, person.password);
      const replay = await second.browser.post("/sign-in/two-factor", { intent: "app", code });
      expect(replay.status).toBe(400);
      expect(await replay.text()).toContain("This code has already been used.");
      expect(await isSignedIn(second.browser)).toBe(false);

      const wrong = await second.browser.post("/sign-in/two-factor", { intent: "app", code: code === "000000" ? "111111" : "000000" });
      expect(wrong.status).toBe(400);
      expect(await wrong.text()).toContain("That code is not right.");
    });

    it("accepts each backup code once", async () => {
      const person = await verifiedUser(server, smtp);
      const { backupCodes } = await enrolTotp(person.browser, person.password);
      expect(backupCodes.length).toBeGreaterThanOrEqual(10);
      const backup = backupCodes[0]!;

      const first = await signIn(server, person.email, person.password);
      const ok = await first.browser.post("/sign-in/two-factor", { intent: "backup", code: backup });
      expect(ok.status).toBe(302);
      expect(ok.headers.get("location")).toBe("/dashboard/candidateportal");

      const second = await signIn(server, person.email, person.password);
      const again = await second.browser.post("/sign-in/two-factor", { intent: "backup", code: backup });
      expect(again.status).toBe(400);
      expect(await again.text()).toContain("Each backup code works once.");
      expect(await isSignedIn(second.browser)).toBe(false);
    });

    it("signs in with a code sent by email", async () => {
      const person = await verifiedUser(server, smtp);
      await enrolTotp(person.browser, person.password);
      const { browser } = await signIn(server, person.email, person.password);
      // A code typed before one was asked for is not called "run out" alone: the person is told to ask for one.
      const early = await browser.post("/sign-in/two-factor", { intent: "email", code: "123456" });
      expect(early.status).toBe(400);
      expect(await early.text()).toContain("That code has run out, or no code has been sent yet.");
      const sent = await browser.post("/sign-in/two-factor", { intent: "send-email-code" });
      expect(sent.status).toBe(200);
      const mail = await mailTo(smtp, person.email, "sign-in code");
      const code = /Your sign-in code is: (\d{6})/.exec(mail.text)?.[1];
      expect(code).toBeDefined();
      const ok = await browser.post("/sign-in/two-factor", { intent: "email", code: code! });
      expect(ok.status).toBe(302);
      expect(await isSignedIn(browser)).toBe(true);
    });
  });

  describe("sessions", () => {
    it("signs out this device, all others, or everywhere, and a revoked session is refused on its next request", async () => {
      const person = await verifiedUser(server, smtp);
      const a = (await signIn(server, person.email, person.password)).browser;
      const b = (await signIn(server, person.email, person.password)).browser;
      const c = (await signIn(server, person.email, person.password)).browser;
      for (const browser of [a, b, c]) expect(await isSignedIn(browser)).toBe(true);

      expect((await a.post("/account", { intent: "sign-out-other-devices" })).status).toBe(200);
      expect(await isSignedIn(a)).toBe(true);
      expect(await isSignedIn(b)).toBe(false);
      expect(await isSignedIn(c)).toBe(false);
      expect(await isSignedIn(person.browser)).toBe(false);

      const d = (await signIn(server, person.email, person.password)).browser;
      expect((await a.post("/account", { intent: "sign-out-everywhere" })).headers.get("location")).toBe("/account/signed-out?everywhere=1");
      expect(await isSignedIn(a)).toBe(false);
      expect(await isSignedIn(d)).toBe(false);

      const e = (await signIn(server, person.email, person.password)).browser;
      const f = (await signIn(server, person.email, person.password)).browser;
      const out = await e.post("/sign-out", {});
      expect(out.headers.get("location")).toBe("/sign-in?notice=signed-out");
      expect(await isSignedIn(e)).toBe(false);
      expect(await isSignedIn(f)).toBe(true);

      // Revoked by someone else (an admin, say): refused on its very next request, with no cache to outlive it.
      await server.database.db.delete(sessions).where(eq(sessions.userId, person.userId));
      expect(await isSignedIn(f)).toBe(false);
      const audit = await server.database.db.select().from(auditEvents).where(and(eq(auditEvents.event, "sessions_revoked"), eq(auditEvents.subjectUserId, person.userId)));
      expect(audit.map((row) => row.detail.scope).sort()).toEqual(["all", "others"]);
    });

    it("signs out to sign in as someone else, returning to a safe page only", async () => {
      const person = await verifiedUser(server, smtp);
      const again = (await signIn(server, person.email, person.password)).browser;
      const out = await person.browser.post("/sign-out", { redirectTo: "/dashboard/admin?status=active" });
      expect(out.status).toBe(302);
      expect(out.headers.get("location")).toBe(`/sign-in?redirectTo=${encodeURIComponent("/dashboard/admin?status=active")}`);
      expect(await isSignedIn(person.browser)).toBe(false);
      const hostile = await again.post("/sign-out", { redirectTo: "//evil.example/" });
      expect(hostile.headers.get("location")).toBe("/sign-in?notice=signed-out");
      expect(await isSignedIn(again)).toBe(false);
    });

    it("ends a session after its absolute lifetime however much it is used", async () => {
      const person = await verifiedUser(server, smtp);
      const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
      await server.database.db.update(sessions).set({ createdAt: eightDaysAgo, updatedAt: eightDaysAgo }).where(eq(sessions.userId, person.userId));
      await person.browser.get("/sign-in");
      expect(await isSignedIn(person.browser)).toBe(false);
    });

    it("sets cookies HttpOnly and SameSite=Lax", async () => {
      const person = await verifiedUser(server, smtp);
      const session = person.browser.jar.raw.find((line) => line.startsWith("fcw.session_token="));
      expect(session).toMatch(/HttpOnly/i);
      expect(session).toMatch(/SameSite=Lax/i);
    });
  });

  describe("password reset", () => {
    it("resets the password from the emailed link, signs out every other session, and the link works once", async () => {
      const person = await verifiedUser(server, smtp);
      expect(await isSignedIn(person.browser)).toBe(true);
      const request = await client(server).post("/forgot-password", { email: person.email });
      expect(request.status).toBe(200);
      const mail = await mailTo(smtp, person.email, "Reset your");
      const link = pathOf(linkIn(mail.text, "/reset-password"));
      const token = new URL(link, server.env.publicUrl).searchParams.get("token")!;
      const browser = client(server);
      expect((await browser.get(link)).status).toBe(200);
      const common = await browser.post("/reset-password", { token, password: "password123" });
      expect(common.status).toBe(400);
      const newPassword = "harbour violet compass 7";
      const reset = await browser.post("/reset-password", { token, password: newPassword });
      expect(reset.status).toBe(302);
      expect(reset.headers.get("location")).toBe("/sign-in?notice=password-reset");
      expect(await isSignedIn(person.browser)).toBe(false);
      expect((await signIn(server, person.email, person.password)).response.status).toBe(401);
      expect((await signIn(server, person.email, newPassword)).response.status).toBe(302);
      const reuse = await browser.post("/reset-password", { token, password: "another fine password 9" });
      expect(reuse.status).toBe(400);
      expect(await reuse.text()).toContain("This link has run out or has already been used.");
    });
  });

  describe("npm run admin", () => {
    it("creates an admin with a one-time set-password link, and changes roles", async () => {
      const email = newEmail("first.admin");
      const { link } = await createAccount(server.auth, server.database.db, server.env.publicUrl, { email, role: "admin", name: "Dana Boss" });
      expect(link.url.startsWith(`${server.env.publicUrl}/reset-password?token=`)).toBe(true);
      expect(await userRow(email)).toMatchObject({ role: "admin", emailVerified: true, accountStatus: "active" });
      await expect(createAccount(server.auth, server.database.db, server.env.publicUrl, { email, role: "admin" })).rejects.toBeInstanceOf(AdminCliError);
      await expect(createAccount(server.auth, server.database.db, server.env.publicUrl, { email: newEmail(), role: "overlord" })).rejects.toThrow(/The role must be/);

      const token = new URL(link.url).searchParams.get("token")!;
      const chosen = "slate harbour juniper 88";
      const set = await client(server).post("/reset-password", { token, password: chosen });
      expect(set.status).toBe(302);
      const { response } = await signIn(server, email, chosen);
      expect(response.headers.get("location")).toBe("/dashboard/admin");
      const again = await client(server).post("/reset-password", { token, password: "another good password 1" });
      expect(again.status).toBe(400);

      const person = await verifiedUser(server, smtp, { role: "employer" });
      await setRole(server.database.db, { email: person.email, role: "caseworker" });
      expect(await userRow(person.email)).toMatchObject({ role: "caseworker", accountStatus: "active" });
      const changes = await server.database.db.select().from(auditEvents).where(and(eq(auditEvents.event, "role_changed"), eq(auditEvents.subjectUserId, person.userId)));
      expect(changes[0]?.detail).toMatchObject({ from: "employer", to: "caseworker", via: "command line" });
    });
  });

  describe("no account enumeration", () => {
    it("answers sign-up the same for a registered and an unregistered email", async () => {
      const person = await verifiedUser(server, smtp);
      const fields = (email: string) => ({ intent: "signup", name: "Sam Lee", email, password: goodPassword, accountType: "candidate" });
      const freshEmail = newEmail();
      const registered = await client(server).post("/sign-in", fields(person.email));
      const fresh = await client(server).post("/sign-in", fields(freshEmail));
      expect(registered.status).toBe(fresh.status);
      expect(registered.headers.get("location")).toBe(fresh.headers.get("location"));
      // Word for word the same page, apart from the address each was given.
      const page = async (response: Response, email: string) => withoutNonce(await response.text()).replaceAll(email, "<address>");
      expect(await page(registered, person.email)).toBe(await page(fresh, freshEmail));

      // The owner hears about it instead.
      await mailTo(smtp, person.email, "You already have");
    });

    it("sends the verification email again from the sign-in page, the same for any address, limited per client", async () => {
      const unconfirmed = newEmail("unconfirmed");
      const signUp = await client(server).post("/sign-in", { intent: "signup", name: "Sam Lee", email: unconfirmed, password: goodPassword, accountType: "candidate" });
      expect(signUp.status).toBe(200);
      await mailTo(smtp, unconfirmed, "Confirm your email address");
      const before = smtp.received.filter((mail) => mail.to.includes(unconfirmed)).length;

      const ip = freshIp();
      const resend = (email: string) => client(server, ip).post("/sign-in", { intent: "resend-verification", email });
      const page = async (response: Response, email: string) => withoutNonce(await response.text()).replaceAll(email, "<address>");
      const again = await resend(unconfirmed);
      expect(again.status).toBe(200);
      expect(await again.text()).toContain(`We have asked for the email to be sent again to <strong class="break-all">${unconfirmed}</strong>`);
      await waitFor(() => smtp.received.filter((mail) => mail.to.includes(unconfirmed)).length > before || undefined, "a second email");

      // A confirmed account and an address with no account get the same page, and neither is sent anything.
      const person = await verifiedUser(server, smtp);
      const stranger = newEmail("stranger");
      const confirmedAnswer = await resend(person.email);
      const strangerAnswer = await resend(stranger);
      expect(confirmedAnswer.status).toBe(strangerAnswer.status);
      expect(await page(confirmedAnswer, person.email)).toBe(await page(strangerAnswer, stranger));
      expect(smtp.received.some((mail) => mail.to.includes(stranger))).toBe(false);

      // Counted like sign-up: 5 an hour from one client, then 429 with when to try again.
      const statuses = [again.status, confirmedAnswer.status, strangerAnswer.status];
      for (let i = 0; i < 3; i++) statuses.push((await resend(newEmail("more"))).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

      // Not an address (a tampered hidden field): a clear message, never a 500.
      const bad = await client(server).post("/sign-in", { intent: "resend-verification", email: "<script>x</script>" });
      expect(bad.status).toBe(400);
      expect(await bad.text()).toContain("Enter an email address in the right format");
    });

    it("answers a reset request the same for a registered and an unregistered email", async () => {
      const person = await verifiedUser(server, smtp);
      const registered = await client(server).post("/forgot-password", { email: person.email });
      const fresh = await client(server).post("/forgot-password", { email: newEmail() });
      expect(registered.status).toBe(fresh.status);
      expect(withoutNonce(await registered.text())).toBe(withoutNonce(await fresh.text()));
    });
  });
});

describe("cookies in production mode", () => {
  let smtp: SmtpListener;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpListener();
    const port = await freePort();
    server = await startTestServer("pglite", {
      ...serverEnv,
      SMTP_URL: smtp.url,
      NODE_ENV: "production",
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      BETTER_AUTH_SECRET: "a-test-secret-that-is-long-enough-0123456789",
      ...productionOrganisationEnv,
    });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it("sets the session cookie __Host- prefixed, Secure, HttpOnly and SameSite=Lax, for the whole site and no other host", async () => {
    const person = await verifiedUser(server, smtp);
    const { response } = await signIn(server, person.email, person.password);
    expect(response.status).toBe(302);
    const session = response.headers.getSetCookie().find((line) => line.startsWith("__Host-fcw.session_token="));
    expect(session).toBeDefined();
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/;\s*Path=\/(;|$)/i);
    expect(session).not.toMatch(/Domain=/i);
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
  });
});

