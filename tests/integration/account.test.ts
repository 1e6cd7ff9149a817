import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, sessions, users } from "../../db/schema";
import { client, goodPassword, isSignedIn, linkIn, mailTo, newEmail, openEmailLink, signIn, totp, verifiedUser, visibleText } from "./support/auth";
import { startSmtpListener, type SmtpListener } from "./support/smtp";
import { rulesBackend } from "./support/test-database";
import { startTestServer, type TestServer } from "./support/test-server";

/**
 * The /account page's actions, posted as a browser without JavaScript posts them, through the real server.
 * The end-to-end spec drives the same page in Chromium; these cover what would be slow there.
 */

const serverEnv = { CLIENT_IP_HEADER: "x-forwarded-for", MAIL_POLL_INTERVAL_MS: "100" };

function secretOnPage(html: string): string {
  const match = /data-testid="authenticator-secret"[^>]*>([^<]+)</.exec(html);
  if (!match) throw new Error("no authenticator key on the page");
  return match[1]!.replace(/\s/g, "");
}

function totpUriOnPage(html: string): string {
  const match = /name="totpUri" value="([^"]+)"/.exec(html);
  if (!match) throw new Error("no set-up form on the page");
  return match[1]!.replace(/&amp;/g, "&");
}

describe.each([rulesBackend])("the account page on %s", (backend) => {
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

  const auditFor = async (userId: string) =>
    server.database.db.select().from(auditEvents).where(eq(auditEvents.subjectUserId, userId));

  it("sends a person who is not signed in to sign in, for the page and its forms", async () => {
    const visitor = client(server);
    const page = await visitor.get("/account");
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/sign-in?redirectTo=%2Faccount");
    const post = await visitor.post("/account", { intent: "update-name", name: "Someone Else" });
    expect(post.status).toBe(302);
    expect(post.headers.get("location")).toMatch(/^\/sign-in\?redirectTo=/);
    expect((await visitor.get("/account/delete")).status).toBe(302);
  });

  it("saves a name, explains a bad one, and never sends a typed password back", async () => {
    const { browser } = await verifiedUser(server, smtp);
    const empty = await browser.post("/account", { intent: "update-name", name: "   " });
    expect(empty.status).toBe(400);
    expect(visibleText(await empty.text())).toContain("There is a problem");

    const saved = await browser.post("/account", { intent: "update-name", name: "Amira Okafor" });
    expect(saved.status).toBe(200);
    const text = visibleText(await saved.text());
    expect(text).toContain("Your name has been saved.");
    expect(await (await browser.get("/account")).text()).toContain('value="Amira Okafor"');

    const typed = { current: "my old secret words", next: "fresh orchard lantern 9" };
    const refused = await browser.post("/account", {
      intent: "change-password",
      currentPassword: typed.current,
      newPassword: typed.next,
      confirmPassword: typed.next,
      signOutOthers: "yes",
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(visibleText(html)).toContain("Your current password is not right.");
    expect(html).not.toContain(typed.current);
    expect(html).not.toContain(typed.next);

    const unknown = await browser.post("/account", { intent: "make-me-admin" });
    expect(unknown.status).toBe(400);
  });

  it("refuses a common password with the policy's reason", async () => {
    const { browser } = await verifiedUser(server, smtp);
    const response = await browser.post("/account", {
      intent: "change-password",
      currentPassword: goodPassword,
      newPassword: "password123",
      confirmPassword: "password123",
    });
    expect(response.status).toBe(400);
    expect(visibleText(await response.text())).toContain("one of the most common passwords");
  });

  it("limits password checks per person and says when to try again", async () => {
    const { browser } = await verifiedUser(server, smtp);
    for (let i = 0; i < 10; i++) {
      const wrong = await browser.post("/account", { intent: "enable-email-codes", password: `wrong guess ${i}` });
      expect(visibleText(await wrong.text())).toContain("That password is not right.");
    }
    const limited = await browser.post("/account", { intent: "enable-email-codes", password: goodPassword });
    expect(visibleText(await limited.text())).toContain("You have tried too many times. Please wait 15 minutes and try again.");
    // The right password was not even checked: two-step sign-in is still off.
    expect(visibleText(await (await browser.get("/account")).text())).toContain("Two-step sign-in is off.");
  });

  it("turns on an authenticator without JavaScript, shows the backup codes once, and never again", async () => {
    const { browser, userId } = await verifiedUser(server, smtp);
    const oldCookies = browser.jar.clone();
    const started = await browser.post("/account", { intent: "start-authenticator", password: goodPassword });
    expect(started.status).toBe(200);
    const setupPage = await started.text();
    expect(setupPage).toMatch(/<img[^>]+src="data:image\/svg\+xml;base64,/);
    const secret = secretOnPage(setupPage);
    const totpUri = totpUriOnPage(setupPage);

    // A tampered set-up address is never drawn or trusted.
    const tampered = await browser.post("/account", { intent: "confirm-authenticator", totpUri: "https://example.org/", code: totp(secret) });
    expect(visibleText(await tampered.text())).toContain("Your set-up has expired");

    const code = totp(secret);
    const confirmed = await browser.post("/account", { intent: "confirm-authenticator", totpUri, code });
    expect(confirmed.status).toBe(200);
    const confirmedText = visibleText(await confirmed.text());
    // The same response that replaced the session still shows a signed-in page, with the codes.
    expect(confirmedText).toContain("Your backup codes");
    expect(confirmedText).toContain("Two-step sign-in is on, with an authenticator app.");
    expect(confirmed.headers.getSetCookie().some((line) => line.startsWith("fcw.session_token="))).toBe(true);

    // Posting the same confirmation again does not show the codes a second time.
    const again = await browser.post("/account", { intent: "confirm-authenticator", totpUri, code: totp(secret) });
    const againText = visibleText(await again.text());
    expect(againText).not.toContain("Your backup codes");
    expect(againText).toContain("Your authenticator app is already set up.");

    const later = visibleText(await (await browser.get("/account")).text());
    expect(later).toContain("You have 10 unused backup codes.");
    expect(later).not.toContain("Save them now.");

    // The session from before two-step sign-in was turned on no longer works.
    expect(await isSignedIn(client(server, undefined, oldCookies))).toBe(false);

    const events = await auditFor(userId);
    expect(events.filter((event) => event.event === "two_factor_enabled")).toHaveLength(1);
    expect(JSON.stringify(events)).not.toContain(code);
  });

  it("keeps the person signed in when the session being replaced was also due a refresh", async () => {
    const { browser, userId } = await verifiedUser(server, smtp);
    // Three hours into a 12-hour idle lifetime, the session is due its hourly refresh: reading it at the start
    // of the request queues a refreshed cookie for the old session, which must not win over the new session's.
    const threeHoursAgo = Date.now() - 3 * 60 * 60 * 1000;
    await server.database.db
      .update(sessions)
      .set({ updatedAt: new Date(threeHoursAgo), expiresAt: new Date(threeHoursAgo + server.env.auth.sessionIdleSeconds * 1000) })
      .where(eq(sessions.userId, userId));
    const on = await browser.post("/account", { intent: "enable-email-codes", password: goodPassword });
    expect(on.status).toBe(200);
    const sessionCookies = on.headers.getSetCookie().filter((line) => line.startsWith("fcw.session_token="));
    expect(sessionCookies.length).toBeGreaterThan(0);
    expect(await isSignedIn(browser)).toBe(true);
    expect(visibleText(await (await browser.get("/account")).text())).toContain("Two-step sign-in is on, with codes sent by email.");
  });

  it("changes the email address only once the old and the new address have each confirmed, and records both steps", async () => {
    const { browser, userId, email } = await verifiedUser(server, smtp);
    const newAddress = newEmail("moved");
    const asked = await browser.post("/account", { intent: "change-email", newEmail: newAddress, password: goodPassword });
    expect(asked.status).toBe(200);
    expect(visibleText(await asked.text())).toContain(`We have sent an email to ${email}.`);

    const approve = await mailTo(smtp, email, "Confirm the change of email address");
    expect((await openEmailLink(browser, linkIn(approve.text, "/auth/callback"))).status).toBe(200);
    const emailOf = async () => (await server.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]?.email;
    expect(await emailOf()).toBe(email);

    const check = await mailTo(smtp, newAddress, "Confirm your email address");
    expect((await openEmailLink(browser, linkIn(check.text, "/auth/callback"))).status).toBe(200);
    expect(await emailOf()).toBe(newAddress);
    const stages = (await auditFor(userId)).filter((event) => event.event === "email_changed").map((event) => event.detail.stage);
    expect(stages.sort()).toEqual(["completed", "requested"]);
    expect(JSON.stringify(await auditFor(userId))).not.toContain(newAddress);
  });

  it("turns on email codes and records it; turning two-step sign-in off needs the password and is recorded", async () => {
    const { browser, userId } = await verifiedUser(server, smtp);
    const on = await browser.post("/account", { intent: "enable-email-codes", password: goodPassword });
    expect(on.status).toBe(200);
    expect(visibleText(await on.text())).toContain("Two-step sign-in is on, with codes sent by email.");
    expect((await auditFor(userId)).some((event) => event.event === "two_factor_enabled" && event.detail.method === "email_code")).toBe(true);

    const wrong = await browser.post("/account", { intent: "disable-two-factor", password: "not it at all" });
    expect(wrong.status).toBe(400);
    const off = await browser.post("/account", { intent: "disable-two-factor", password: goodPassword });
    expect(visibleText(await off.text())).toContain("Two-step sign-in is off. You will sign in with just your password.");
    expect((await auditFor(userId)).some((event) => event.event === "two_factor_disabled")).toBe(true);
  });

  it("lists devices without their session tokens, and signs out only the person's own devices", async () => {
    const person = await verifiedUser(server, smtp);
    const second = await signIn(server, person.email, person.password);
    const stranger = await verifiedUser(server, smtp);

    const html = await (await person.browser.get("/account")).text();
    const own = await server.database.db.select().from(sessions).where(eq(sessions.userId, person.userId));
    expect(own).toHaveLength(2);
    for (const session of own) expect(html).not.toContain(session.token);
    expect(visibleText(html)).toContain("This device");

    // Someone else's session id changes nothing.
    const [strangerSession] = await server.database.db.select().from(sessions).where(eq(sessions.userId, stranger.userId));
    await person.browser.post("/account", { intent: "sign-out-device", sessionId: strangerSession!.id });
    expect(await isSignedIn(stranger.browser)).toBe(true);

    const secondId = own.find((session) => session.token === decodeURIComponent(second.browser.jar.cookies.get("fcw.session_token")!).split(".")[0])!.id;
    const out = await person.browser.post("/account", { intent: "sign-out-device", sessionId: secondId });
    expect(visibleText(await out.text())).toContain("has been signed out.");
    expect(await isSignedIn(second.browser)).toBe(false);
    expect(await isSignedIn(person.browser)).toBe(true);
    const revoked = await server.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectUserId, person.userId), eq(auditEvents.event, "session_revoked")));
    expect(revoked).toHaveLength(1);

    const everywhere = await person.browser.post("/account", { intent: "sign-out-everywhere" });
    expect(everywhere.status).toBe(302);
    expect(everywhere.headers.get("location")).toBe("/account/signed-out?everywhere=1");
    expect(await isSignedIn(person.browser)).toBe(false);
  });

  it("deletes an account only with the right password, with its sessions, and records it", async () => {
    const person = await verifiedUser(server, smtp);
    const other = await signIn(server, person.email, person.password);
    const wrong = await person.browser.post("/account/delete", { password: "not the password" });
    expect(wrong.status).toBe(400);
    expect(visibleText(await wrong.text())).toContain("That password is not right.");

    const deleted = await person.browser.post("/account/delete", { password: person.password });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe("/account/deleted");
    expect(await isSignedIn(other.browser)).toBe(false);
    expect(await server.database.db.select().from(sessions).where(eq(sessions.userId, person.userId))).toHaveLength(0);
    const events = await auditFor(person.userId);
    expect(events.some((event) => event.event === "account_deleted")).toBe(true);
    expect(JSON.stringify(events)).not.toContain(person.email);
    const again = await signIn(server, person.email, person.password);
    expect(again.response.status).not.toBe(302);
  });
});
