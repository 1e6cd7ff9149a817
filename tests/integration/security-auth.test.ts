import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, sessions, users } from "../../db/schema";
import { setRole } from "../../app/features/auth/admin-cli.server";
import { exposedAuthEndpoints } from "../../server/auth";
import { client, enrolTotp, goodPassword, isSignedIn, mailTo, newEmail, signIn, verifiedUser, visibleText, type Client } from "./support/auth";
import { productionOrganisationEnv } from "./support/organisation-env";
import { startSmtpListener, type SmtpListener } from "./support/smtp";
import { rulesBackend } from "./support/test-database";
import { startTestServer, type TestServer } from "./support/test-server";
import { freePort } from "./support/free-port";

/**
 * Security hardening of sign-in and accounts (issue 10), through the real server on each database: what
 * better-auth exposes over HTTP, the admin plugin, password re-entry for sensitive changes, sessions that
 * end when they should, names at every door, and the cookie names in production.
 */

const serverEnv = { CLIENT_IP_HEADER: "x-forwarded-for", MAIL_POLL_INTERVAL_MS: "100" };

type Endpoint = { path?: string; options?: { method?: string | string[] } };

/** Every path better-auth would mount, read from the configured instance, so a plugin added later is included. */
function mountedEndpoints(server: TestServer): { method: string; path: string }[] {
  const found: { method: string; path: string }[] = [];
  for (const endpoint of Object.values(server.auth.api) as Endpoint[]) {
    if (!endpoint.path) continue;
    const declared = endpoint.options?.method ?? "GET";
    const methods = (Array.isArray(declared) ? declared : [declared]).flatMap((method) => (method === "*" ? ["GET", "POST"] : [method]));
    for (const method of methods) found.push({ method, path: endpoint.path });
  }
  return found;
}

/** A better-auth call made on the server, as a route action would make it: what it refused with, or null. */
async function refusal(call: () => Promise<unknown>): Promise<{ status: number; code: string | undefined } | null> {
  try {
    await call();
    return null;
  } catch (error) {
    const e = error as { statusCode?: number; body?: { code?: string } };
    if (!e.statusCode) throw error;
    return { status: e.statusCode, code: e.body?.code };
  }
}

const headersOf = (browser: Client) => new Headers({ cookie: browser.jar.header() });

describe.each([rulesBackend])("security of sign-in and accounts on %s", (backend) => {
  let smtp: SmtpListener;
  let server: TestServer;
  let admin: Awaited<ReturnType<typeof verifiedUser>>;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    server = await startTestServer(backend, { ...serverEnv, SMTP_URL: smtp.url });
    admin = await verifiedUser(server, smtp, { role: "admin", name: "Ada Admin" });
    await enrolTotp(admin.browser, admin.password);
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  const userRow = async (id: string) => (await server.database.db.select().from(users).where(eq(users.id, id)))[0];
  const auditOf = async (id: string, event: (typeof auditEvents.$inferSelect)["event"]) =>
    server.database.db.select().from(auditEvents).where(and(eq(auditEvents.subjectUserId, id), eq(auditEvents.event, event)));
  const sessionTokens = async (userId: string) =>
    (await server.database.db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, userId))).map((row) => row.token);

  describe("admin API", () => {
    it("admin API: every better-auth path is allowlisted or 404", async () => {
      const endpoints = mountedEndpoints(server);
      // The enumeration really sees the plugins: the admin and two-step endpoints are among them.
      const paths = endpoints.map((endpoint) => endpoint.path);
      for (const expected of ["/sign-in/email", "/delete-user", "/two-factor/disable", "/admin/set-role", "/admin/update-user", "/admin/create-user", "/admin/remove-user", "/admin/list-users"]) {
        expect(paths).toContain(expected);
      }
      expect(endpoints.length).toBeGreaterThan(40);

      const usersBefore = (await server.database.db.select({ id: users.id }).from(users)).length;
      // Asked by a signed-in admin with two-step sign-in: if anything were open, this session would reach it.
      for (const { method, path } of endpoints) {
        const concrete = path.replace(/:[A-Za-z]+/g, "x");
        const response = await admin.browser.api(concrete, method === "GET" ? undefined : {}, method);
        if (exposedAuthEndpoints.has(`${method} ${path}`)) {
          expect(response.status, `${method} ${path}`).not.toBe(404);
          continue;
        }
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(response.headers.get("cache-control"), `${method} ${path}`).toBe("no-store");
        expect(response.headers.get("content-type"), `${method} ${path}`).toMatch(/^application\/json/);
        expect(await response.json()).toEqual({ code: "NOT_FOUND", message: "Not found." });
      }
      // Nor by other spellings of the same paths, other methods, or the base path itself.
      for (const [path, method] of [
        ["/admin/list-users/", "GET"],
        ["/ADMIN/LIST-USERS", "GET"],
        ["/%61dmin/list-users", "GET"],
        ["/admin/set-role", "PUT"],
        ["/delete-user", "DELETE"],
        ["", "GET"],
        ["/", "POST"],
      ] as const) {
        const response = await admin.browser.api(path, method === "GET" ? undefined : { userId: admin.userId, role: "candidate" }, method);
        // Methods the site never takes are refused on every path before routing (405, Allow: GET, HEAD, POST).
        expect(response.status, `${method} /api/auth${path}`).toBe(method === "PUT" || method === "DELETE" ? 405 : 404);
      }
      expect((await server.database.db.select({ id: users.id }).from(users)).length).toBe(usersBefore);
      expect(await isSignedIn(admin.browser)).toBe(true);
    });

    it("admin API: the admin plugin's endpoints refuse every caller, on the server too", async () => {
      const target = await verifiedUser(server, smtp, { name: "Tess Target" });
      const headers = headersOf(admin.browser);
      const calls: [string, () => Promise<unknown>][] = [
        ["set-role", () => server.auth.api.setRole({ headers, body: { userId: target.userId, role: "admin" } })],
        ["update-user", () => server.auth.api.adminUpdateUser({ headers, body: { userId: admin.userId, data: { twoFactorEnabled: true, role: "admin" } } })],
        ["create-user", () => server.auth.api.createUser({ body: { email: newEmail("made"), password: goodPassword, name: "Made Up", role: "admin" } })],
        ["remove-user", () => server.auth.api.removeUser({ headers, body: { userId: target.userId } })],
        ["list-users", () => server.auth.api.listUsers({ headers, query: {} })],
        ["ban-user", () => server.auth.api.banUser({ headers, body: { userId: target.userId } })],
        ["impersonate-user", () => server.auth.api.impersonateUser({ headers, body: { userId: target.userId } })],
      ];
      for (const [name, call] of calls) {
        expect(await refusal(call), name).toMatchObject({ status: 404, code: "NOT_FOUND" });
      }
      expect(await userRow(target.userId)).toMatchObject({ role: "candidate", banned: false });
      expect(await auditOf(target.userId, "role_changed")).toHaveLength(0);
      expect(await isSignedIn(target.browser)).toBe(true);
    });

    it("admin API: an admin cannot change its own role through any door", async () => {
      const enrolled = await verifiedUser(server, smtp, { role: "admin", name: "Sol Self" });
      await enrolTotp(enrolled.browser, enrolled.password);
      const headers = headersOf(enrolled.browser);

      // better-auth over HTTP: not there.
      expect((await enrolled.browser.api("/admin/set-role", { userId: enrolled.userId, role: "candidate" })).status).toBe(404);
      expect((await enrolled.browser.api("/admin/update-user", { userId: enrolled.userId, data: { role: "candidate" } })).status).toBe(404);
      expect((await enrolled.browser.api("/update-user", { role: "candidate" })).status).toBe(404);
      // better-auth on the server: the admin endpoints are refused, and the role is not a field a person may set.
      expect(await refusal(() => server.auth.api.setRole({ headers, body: { userId: enrolled.userId, role: "candidate" } }))).toMatchObject({ status: 404 });
      await refusal(() => server.auth.api.updateUser({ headers, body: { role: "candidate" } as { name?: string } }));
      // The product's admin page: refused by the rules.
      const page = await enrolled.browser.post(`/dashboard/admin/users/${enrolled.userId}`, { intent: "set-role", role: "candidate", confirmed: "yes" });
      expect(page.status).toBe(409);
      expect(visibleText(await page.text())).toContain("You cannot change your own role. Ask another administrator to do it.");
      // The account page ignores fields it does not know.
      await enrolled.browser.post("/account", { intent: "update-name", name: "Sol Self", role: "candidate" });

      expect((await userRow(enrolled.userId))?.role).toBe("admin");
      expect(await auditOf(enrolled.userId, "role_changed")).toHaveLength(0);
    });

    it("admin API: an admin without two-step sign-in reaches nothing, and cannot turn it on by decree", async () => {
      const unenrolled = await verifiedUser(server, smtp, { role: "admin", name: "Una Unenrolled" });
      expect((await unenrolled.browser.api("/admin/list-users", undefined, "GET")).status).toBe(404);
      expect((await unenrolled.browser.api("/admin/update-user", { userId: unenrolled.userId, data: { twoFactorEnabled: true } })).status).toBe(404);
      expect((await unenrolled.browser.api("/admin/create-user", { email: newEmail("made"), password: goodPassword, name: "Made Up", role: "admin" })).status).toBe(404);
      expect((await userRow(unenrolled.userId))?.twoFactorEnabled).toBe(false);
      const adminPage = await unenrolled.browser.get("/dashboard/admin");
      expect(adminPage.headers.get("location")).toBe("/account?setup=two-factor");
    });
  });

  describe("sensitive changes need the password", () => {
    it("account deletion: refused with a session alone, over HTTP or on the server; the page asks for the password", async () => {
      const person = await verifiedUser(server, smtp);
      expect((await person.browser.api("/delete-user", {})).status).toBe(404);
      expect(await refusal(() => server.auth.api.deleteUser({ headers: headersOf(person.browser), body: {} }))).toMatchObject({ status: 400, code: "PASSWORD_REQUIRED" });
      expect(await userRow(person.userId)).toBeDefined();

      const missing = await person.browser.post("/account/delete", { password: "" });
      expect(missing.status).toBe(400);
      expect(visibleText(await missing.text())).toContain("Enter your password.");
      const wrong = await person.browser.post("/account/delete", { password: "not the password at all" });
      expect(wrong.status).toBe(400);
      expect(visibleText(await wrong.text())).toContain("That password is not right. Check it and try again.");
      expect(await userRow(person.userId)).toBeDefined();

      const deleted = await person.browser.post("/account/delete", { password: person.password });
      expect(deleted.headers.get("location")).toBe("/account/deleted");
      expect(await userRow(person.userId)).toBeUndefined();
    });

    it("email change: needs the password in the same request, says so under the field, and keeps the new address typed", async () => {
      const person = await verifiedUser(server, smtp);
      const newAddress = newEmail("moved");
      const sentBefore = smtp.received.length;

      const missing = await person.browser.post("/account", { intent: "change-email", newEmail: newAddress });
      expect(missing.status).toBe(400);
      const missingPage = await missing.text();
      expect(visibleText(missingPage)).toContain("Enter your password.");
      expect(missingPage).toContain(`value="${newAddress}"`);

      const wrong = await person.browser.post("/account", { intent: "change-email", newEmail: newAddress, password: "not the password at all" });
      expect(wrong.status).toBe(400);
      const wrongPage = await wrong.text();
      expect(visibleText(wrongPage)).toContain("That password is not right. Check it and try again.");
      expect(wrongPage).toMatch(/id="change-email-form-password-error"/);
      expect(wrongPage).toContain(`value="${newAddress}"`);
      expect(wrongPage).not.toContain('value="not the password at all"');

      const headers = headersOf(person.browser);
      expect(await refusal(() => server.auth.api.changeEmail({ headers, body: { newEmail: newAddress } }))).toMatchObject({ status: 400, code: "PASSWORD_REQUIRED" });
      expect(
        await refusal(() => server.auth.api.changeEmail({ headers, body: { newEmail: newAddress, password: "not it" } as { newEmail: string } })),
      ).toMatchObject({ status: 400, code: "INVALID_PASSWORD" });
      expect((await person.browser.api("/change-email", { newEmail: newAddress, password: person.password })).status).toBe(404);
      // Nothing was sent for any of those.
      expect(smtp.received.slice(sentBefore).some((mail) => mail.to.includes(person.email))).toBe(false);

      const asked = await person.browser.post("/account", { intent: "change-email", newEmail: newAddress, password: person.password });
      expect(asked.status).toBe(200);
      expect(visibleText(await asked.text())).toContain(`We have sent an email to ${person.email}.`);
      await mailTo(smtp, person.email, "Confirm the change of email address");
    });

    it("password change and turning off two-step sign-in: need the password, whichever door", async () => {
      const person = await verifiedUser(server, smtp);
      await enrolTotp(person.browser, person.password);
      const headers = headersOf(person.browser);

      const noCurrent = await person.browser.post("/account", { intent: "change-password", currentPassword: "", newPassword: "a brand new phrase 77", confirmPassword: "a brand new phrase 77" });
      expect(visibleText(await noCurrent.text())).toContain("Enter your current password.");
      const wrongCurrent = await person.browser.post("/account", {
        intent: "change-password",
        currentPassword: "not the password at all",
        newPassword: "a brand new phrase 77",
        confirmPassword: "a brand new phrase 77",
      });
      expect(visibleText(await wrongCurrent.text())).toContain("Your current password is not right. Check it and try again.");
      expect((await person.browser.api("/change-password", { newPassword: "a brand new phrase 77", currentPassword: person.password })).status).toBe(404);

      expect((await person.browser.api("/two-factor/disable", { password: person.password })).status).toBe(404);
      expect(await refusal(() => server.auth.api.disableTwoFactor({ headers, body: {} as { password: string } }))).toMatchObject({ status: 400, code: "PASSWORD_REQUIRED" });
      const wrongOff = await person.browser.post("/account", { intent: "disable-two-factor", password: "not the password at all" });
      expect(visibleText(await wrongOff.text())).toContain("That password is not right. Check it and try again.");
      expect((await userRow(person.userId))?.twoFactorEnabled).toBe(true);

      // The old password still signs in: nothing changed.
      const { response } = await signIn(server, person.email, person.password);
      expect(response.headers.get("location")).toMatch(/^\/sign-in\/two-factor/);
    });
  });

  describe("sessions", () => {
    it("sessions: signing in again in the same browser ends the session it held before", async () => {
      const person = await verifiedUser(server, smtp);
      const elsewhere = (await signIn(server, person.email, person.password)).browser;
      const before = person.browser.jar.clone();
      const [oldToken] = decodeURIComponent(before.cookies.get("fcw.session_token")!).split(".");

      const again = await person.browser.post("/sign-in", { intent: "signin", email: person.email, password: person.password });
      expect(again.status).toBe(302);
      const [newToken] = decodeURIComponent(person.browser.jar.cookies.get("fcw.session_token")!).split(".");
      expect(newToken).not.toBe(oldToken);

      const tokens = await sessionTokens(person.userId);
      expect(tokens).not.toContain(oldToken);
      expect(tokens).toContain(newToken);
      // A copy of the old cookie no longer works; the new one does, and so does another device's.
      expect(await isSignedIn(client(server, undefined, before))).toBe(false);
      expect(await isSignedIn(person.browser)).toBe(true);
      expect(await isSignedIn(elsewhere)).toBe(true);
      const replaced = await auditOf(person.userId, "session_revoked");
      expect(replaced.map((event) => event.detail)).toContainEqual({ scope: "replaced" });
    });

    it("sessions: signing in as someone else in the same browser ends the first person's session", async () => {
      const first = await verifiedUser(server, smtp);
      const second = await verifiedUser(server, smtp);
      const [firstToken] = decodeURIComponent(first.browser.jar.cookies.get("fcw.session_token")!).split(".");
      const response = await first.browser.post("/sign-in", { intent: "signin", email: second.email, password: second.password });
      expect(response.status).toBe(302);
      expect(await sessionTokens(first.userId)).not.toContain(firstToken);
    });

    it("sessions: a role change and a suspension end every session of the account", async () => {
      const target = await verifiedUser(server, smtp, { name: "Rhea Role" });
      const other = (await signIn(server, target.email, target.password)).browser;
      const path = `/dashboard/admin/users/${target.userId}`;

      const changed = await admin.browser.post(path, { intent: "set-role", role: "caseworker", confirmed: "yes" });
      expect(changed.headers.get("location")).toBe(`${path}?done=set-role`);
      expect(await isSignedIn(target.browser)).toBe(false);
      expect(await isSignedIn(other)).toBe(false);
      expect(await sessionTokens(target.userId)).toHaveLength(0);
      expect((await auditOf(target.userId, "role_changed"))[0]?.detail).toMatchObject({ from: "candidate", to: "caseworker", sessionsEnded: 2 });

      // The command line does the same.
      const signedInAgain = (await signIn(server, target.email, target.password)).browser;
      expect(await isSignedIn(signedInAgain)).toBe(true);
      await setRole(server.database.db, { email: target.email, role: "candidate" });
      expect(await isSignedIn(signedInAgain)).toBe(false);

      const third = (await signIn(server, target.email, target.password)).browser;
      const suspended = await admin.browser.post(path, { intent: "suspend", confirmed: "yes" });
      expect(suspended.status).toBe(302);
      expect(await isSignedIn(third)).toBe(false);
      expect(await sessionTokens(target.userId)).toHaveLength(0);
    });
  });

  describe("names", () => {
    const longName = `${"Jordan ".repeat(5726)}\r\nX`.slice(0, 40_085);

    it("names: the sign-up form refuses a 40,085-character name and stores line breaks as one space", async () => {
      expect(longName).toHaveLength(40_085);
      const email = newEmail("long");
      const long = await client(server).post("/sign-in", { intent: "signup", name: longName, email, password: goodPassword, accountType: "candidate" });
      expect(long.status).toBe(400);
      expect(visibleText(await long.text())).toContain("Your name must be 100 characters or fewer.");
      expect((await server.database.db.select().from(users).where(eq(users.email, email))).length).toBe(0);

      const person = await verifiedUser(server, smtp, { name: "  Amira\r\n\r\n  Okafor\t" });
      expect((await userRow(person.userId))?.name).toBe("Amira Okafor");
    });

    it("names: better-auth's own sign-up and update apply the same limits and cleaning", async () => {
      expect((await client(server).api("/sign-up/email", { name: longName, email: newEmail("api"), password: goodPassword })).status).toBe(404);

      const longEmail = newEmail("api");
      expect(await refusal(() => server.auth.api.signUpEmail({ body: { name: longName, email: longEmail, password: goodPassword } }))).toMatchObject({
        status: 400,
        code: "INVALID_NAME",
      });
      expect((await server.database.db.select().from(users).where(eq(users.email, longEmail))).length).toBe(0);
      const blank = () => server.auth.api.signUpEmail({ body: { name: "\r\n \t ", email: newEmail("api"), password: goodPassword } });
      expect(await refusal(blank)).toMatchObject({ status: 400, code: "INVALID_NAME" });

      const email = newEmail("api");
      const crlf = await server.auth.api.signUpEmail({ body: { name: "Sam\r\nLee", email, password: goodPassword }, asResponse: true });
      expect(crlf.status).toBe(200);
      expect((await server.database.db.select({ name: users.name }).from(users).where(eq(users.email, email)))[0]?.name).toBe("Sam Lee");

      const person = await verifiedUser(server, smtp);
      const headers = headersOf(person.browser);
      expect(await refusal(() => server.auth.api.updateUser({ headers, body: { name: longName } }))).toMatchObject({ status: 400, code: "INVALID_NAME" });
      await server.auth.api.updateUser({ headers, body: { name: "Pat\r\nJones" } });
      expect((await userRow(person.userId))?.name).toBe("Pat Jones");
    });

    it("names: the account page applies the same limits and cleaning, and keeps what was typed", async () => {
      const person = await verifiedUser(server, smtp);
      const long = await person.browser.post("/account", { intent: "update-name", name: longName });
      expect(long.status).toBe(400);
      expect(visibleText(await long.text())).toContain("Your name must be 100 characters or fewer.");
      const saved = await person.browser.post("/account", { intent: "update-name", name: "Jo\r\nBloggs " });
      expect(saved.status).toBe(200);
      expect((await userRow(person.userId))?.name).toBe("Jo Bloggs");
    });
  });
});

describe.each([rulesBackend])("auth cookies in production mode on %s", (backend) => {
  let smtp: SmtpListener;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpListener();
    const port = await freePort();
    server = await startTestServer(backend, {
      ...serverEnv,
      SMTP_URL: smtp.url,
      ...productionOrganisationEnv,
      NODE_ENV: "production",
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      BETTER_AUTH_SECRET: "k3v9-Qw7z-Lp2x-Rt8m-Yh4c-Nb6d-Fs1g-Ju5e",
    });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it("cookies: session and two-step cookies use the __Host- prefix, and the pages that look for them by name find them", async () => {
    // verifiedUser presses Continue on the email link, which answers 302 only once the account is signed in,
    // with the session cookie under its prefixed name.
    const person = await verifiedUser(server, smtp);
    const setCookies = person.browser.jar.raw;
    expect(setCookies.some((line) => line.startsWith("__Host-fcw.session_token=") && /;\s*Secure/i.test(line) && /;\s*Path=\/(;|$)/i.test(line))).toBe(true);
    expect(setCookies.some((line) => /^(__Secure-)?fcw\./.test(line))).toBe(false);
    expect(await isSignedIn(person.browser)).toBe(true);

    await enrolTotp(person.browser, person.password);
    const { browser, response } = await signIn(server, person.email, person.password);
    expect(response.headers.get("location")).toMatch(/^\/sign-in\/two-factor/);
    expect(browser.jar.cookies.has("__Host-fcw.two_factor")).toBe(true);
    // The second-step page sees the half-finished sign-in (it would send the person back to /sign-in otherwise).
    const step = await browser.get(response.headers.get("location")!);
    expect(step.status).toBe(200);
    expect(visibleText(await step.text())).toContain("Confirm It Is You");
  });
});

