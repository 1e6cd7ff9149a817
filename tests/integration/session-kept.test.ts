import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema";
import { getCurrentSession } from "../../app/features/auth/session.server";
import { noticeSettingsOf, recordNotice } from "../../app/features/notifications/record-notice.server";
import type { RequestContext } from "../../app/lib/context";
import { verifiedUser } from "./support/auth";
import { startSmtpListener, type SmtpListener } from "./support/smtp";
import { backends } from "./support/test-database";
import { startTestServer, type TestServer } from "./support/test-server";

/**
 * The session and the header's count of unread notices, kept for a person's pages while the database is unchanged
 * (decision 0043), through the real server on each database: kept when nothing changed, read again after any write.
 */

const demonstrationHome = "/dashboard/candidate";
const portalHome = "/dashboard/candidateportal";
/** The portal page drawn afresh (as a hard reload asks), so the signed-in page cache (0041) plays no part. */
const afresh = { "Cache-Control": "no-cache" };

describe.each(backends)("a person's session kept while the database is unchanged (%s)", (backend) => {
  let server: TestServer;
  let smtp: SmtpListener;
  beforeAll(async () => {
    smtp = await startSmtpListener();
    server = await startTestServer(backend, { CLIENT_IP_HEADER: "x-forwarded-for", MAIL_POLL_INTERVAL_MS: "100", SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  type Person = Awaited<ReturnType<typeof verifiedUser>>;
  const open = (person: Person, path: string, headers: Record<string, string> = {}) =>
    server.fetch(path, { headers: { "X-Forwarded-For": person.browser.ip, Cookie: person.browser.jar.header(), ...headers } });
  /** The header's count as a screen reader reads it beside "Notifications", or null when there is none. */
  const unreadInHeader = async (response: Response) => /\((\d+) unread\)/.exec((await response.text()).replaceAll("<!-- -->", ""))?.[1] ?? null;

  it("is kept only at the snapshot it was read at: a removed session is still seen at that snapshot, and gone at the next", async () => {
    const person = await verifiedUser(server, smtp, { name: "Kept Session" });
    let snapshot = "fixed";
    const request = new Request(server.url + portalHome, { headers: { cookie: person.browser.jar.header() } });
    const context = (): RequestContext =>
      ({ auth: server.auth, env: server.env, database: server.database, logger: server.logger, responseCookies: [], databaseSnapshot: async () => snapshot }) as unknown as RequestContext;
    expect((await getCurrentSession(context(), request))?.user.name).toBe("Kept Session");
    await server.database.db.delete(sessions).where(eq(sessions.userId, person.userId));
    // Same snapshot text: what was read for it is given back (this is what a real snapshot can never say after a delete).
    expect((await getCurrentSession(context(), request))?.user.name).toBe("Kept Session");
    snapshot = "changed";
    expect(await getCurrentSession(context(), request)).toBeNull();
  });

  it("asks nothing of the database for a visitor without a session cookie, and reads the session as before if the snapshot fails", async () => {
    const person = await verifiedUser(server, smtp, { name: "Snapshot Trouble" });
    let asked = 0;
    const context = (snapshot: () => Promise<string>): RequestContext =>
      ({ auth: server.auth, env: server.env, database: server.database, logger: server.logger, responseCookies: [], databaseSnapshot: snapshot }) as unknown as RequestContext;
    const failing = async () => {
      asked += 1;
      throw new Error("no snapshot");
    };
    // Another cookie only (a cookie choice, say): signed out, and the snapshot (which an outage would fail) is never asked for.
    const visitor = new Request(server.url + "/sign-in", { headers: { cookie: "cookie_consent=reject" } });
    expect(await getCurrentSession(context(failing), visitor)).toBeNull();
    expect(asked).toBe(0);
    const signedIn = new Request(server.url + portalHome, { headers: { cookie: person.browser.jar.header() } });
    expect((await getCurrentSession(context(failing), signedIn))?.user.name).toBe("Snapshot Trouble");
    expect(asked).toBe(1);
  });

  it("signs a person out of every page on the next request once their session is removed, by anyone", async () => {
    const person = await verifiedUser(server, smtp, { name: "Removed Session" });
    for (let i = 0; i < 3; i++) expect(await (await open(person, demonstrationHome)).text()).toContain("Removed Session");
    // As a sign-out on another device or an administrator's revocation would: straight to the database.
    await server.database.db.delete(sessions).where(eq(sessions.userId, person.userId));
    expect(await (await open(person, demonstrationHome)).text()).not.toContain("Removed Session");
    const portal = await open(person, portalHome, afresh);
    expect(portal.status).toBe(302);
    expect(portal.headers.get("location")).toMatch(/^\/sign-in/);
  });

  it("applies a suspension on the very next page", async () => {
    const person = await verifiedUser(server, smtp, { name: "Soon Suspended" });
    for (let i = 0; i < 3; i++) expect((await open(person, portalHome, afresh)).status).toBe(200);
    await server.database.db.update(users).set({ banned: true }).where(eq(users.id, person.userId));
    expect(await (await open(person, demonstrationHome)).text()).not.toContain("Soon Suspended");
    expect((await open(person, portalHome, afresh)).status).toBe(302);
  });

  it("shows a new notice in the header's count on the next page, and its reading too", async () => {
    const person = await verifiedUser(server, smtp, { name: "Counted Notices" });
    for (let i = 0; i < 3; i++) expect(await unreadInHeader(await open(person, portalHome, afresh))).toBeNull();
    await server.database.db.transaction((tx) =>
      recordNotice(tx, noticeSettingsOf(server.env), { kind: "message.new", key: `kept-${person.userId}`, recipients: [person.userId], link: "/dashboard/candidateportal/messages" }),
    );
    expect(await unreadInHeader(await open(person, portalHome, afresh))).toBe("1");
    const inbox = await open(person, "/dashboard/candidateportal/notifications", afresh);
    expect(inbox.status).toBe(200);
    // Marking every notice read is a write: the count goes on the next page.
    await person.browser.post("/dashboard/candidateportal/notifications", { intent: "mark-all-read" });
    expect(await unreadInHeader(await open(person, portalHome, afresh))).toBeNull();
  });
});
