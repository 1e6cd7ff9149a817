import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { candidates } from "../../db/schema";
import { client, signIn, verifiedUser } from "./support/auth";
import { startSmtpListener, type SmtpListener } from "./support/smtp";
import { backends } from "./support/test-database";
import { startTestServer, type TestServer } from "./support/test-server";

/**
 * A signed-in person's portal pages kept for them alone while the database is unchanged
 * (server/signed-in-page-cache.ts, docs/decisions/0041), through the real server, on each database.
 */

const profile = "/dashboard/candidateportal/profile";

function nonceOf(response: Response): string {
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
  if (!nonce) throw new Error("no nonce in the Content-Security-Policy");
  return nonce;
}

const formKeys = (html: string) => [...html.matchAll(/name="formKey" value="([^"]+)"/g)].map((match) => match[1]!);

describe.each(backends)("a signed-in person's kept portal pages (%s)", (backend) => {
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

  /**
   * Opens `path` until it comes from the cache. A first visit makes the profile, a write that ends its own copy; and
   * on PostgreSQL the snapshot is the whole server's, so a write in another test file's database, running beside
   * this one, ends copies too (they are read again, never sent stale): keep asking for a while.
   */
  async function openUntilKept(person: Person, path: string) {
    const until = Date.now() + 15_000;
    while (Date.now() < until) {
      const response = await person.browser.get(path);
      const html = await response.text();
      if (response.headers.get("x-page-cache") === "hit") return { response, html };
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`${path} was never sent from the cache`);
  }

  it("sends the person's own page again with fresh nonces, and a form key of its own each time", async () => {
    const person = await verifiedUser(server, smtp, { name: "Kept Page" });
    const first = await openUntilKept(person, profile);
    const { response: second, html } = await openUntilKept(person, profile);
    expect(second.status).toBe(200);
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(second.headers.get("cache-control")).toMatch(/no-store/);
    expect(html).toContain("Kept Page");
    // The Content-Security-Policy's nonce is new and the page's scripts carry it.
    expect(nonceOf(second)).not.toBe(nonceOf(first.response));
    const inPage = [...html.matchAll(/\snonce="([^"]+)"/g)].map((match) => match[1]);
    expect(inPage.length).toBeGreaterThan(0);
    expect(new Set(inPage)).toEqual(new Set([nonceOf(second)]));
    // A second press of a kept form is still told apart from a new drawing of it.
    expect(formKeys(html).length).toBeGreaterThan(0);
    expect(formKeys(html).some((key) => formKeys(first.html).includes(key))).toBe(false);
  });

  it("draws the page afresh after any change in the database, by anyone", async () => {
    const person = await verifiedUser(server, smtp, { name: "Before Change" });
    await openUntilKept(person, profile);
    // As another server process or another person's save would: straight to the database.
    await server.database.db.update(candidates).set({ fullName: "After Change" }).where(eq(candidates.userId, person.userId));
    const after = await person.browser.get(profile);
    expect(after.headers.get("x-page-cache")).toBeNull();
    expect(await after.text()).toContain("After Change");
  });

  it("is never sent to another person, nor to the same person with another session", async () => {
    const person = await verifiedUser(server, smtp, { name: "Only Mine" });
    await openUntilKept(person, profile);
    const other = await verifiedUser(server, smtp, { name: "Someone Else" });
    for (let i = 0; i < 3; i++) {
      const response = await other.browser.get(profile);
      const html = await response.text();
      expect(html).not.toContain("Only Mine");
      if (i === 0) expect(response.headers.get("x-page-cache")).toBeNull();
    }
    const { browser } = await signIn(server, person.email, person.password);
    const again = await browser.get(profile);
    expect(again.headers.get("x-page-cache")).toBeNull();
    expect(await again.text()).toContain("Only Mine");
  });

  it("after signing out, the old cookie gets the sign-in page, not the kept page", async () => {
    const person = await verifiedUser(server, smtp, { name: "Signing Out" });
    await openUntilKept(person, profile);
    const cookie = person.browser.jar.header();
    await person.browser.post("/sign-out", {});
    const replayed = await server.fetch(profile, { headers: { Cookie: cookie, "X-Forwarded-For": person.browser.ip } });
    expect(replayed.status).toBe(302);
    expect(replayed.headers.get("location")).toMatch(/^\/sign-in/);
    expect(replayed.headers.get("x-page-cache")).toBeNull();
  });

  it("draws the page afresh when the person asks for it (a hard reload sends Cache-Control: no-cache)", async () => {
    const person = await verifiedUser(server, smtp);
    await openUntilKept(person, profile);
    const reload = await server.fetch(profile, { headers: { Cookie: person.browser.jar.header(), "X-Forwarded-For": person.browser.ip, "Cache-Control": "no-cache" } });
    expect(reload.status).toBe(200);
    expect(reload.headers.get("x-page-cache")).toBeNull();
  });

  it("keeps neither the demonstration for a signed-in person, nor a refusal, nor anything for a signed-out visitor", async () => {
    const person = await verifiedUser(server, smtp);
    for (const path of ["/dashboard/candidate", "/dashboard/caseworkerportal"]) {
      for (let i = 0; i < 3; i++) {
        const response = await person.browser.get(path);
        await response.arrayBuffer();
        expect(response.headers.get("x-page-cache"), path).toBeNull();
      }
    }
    const visitor = client(server);
    for (let i = 0; i < 2; i++) {
      const response = await visitor.get(profile);
      expect(response.status).toBe(302);
      expect(response.headers.get("x-page-cache")).toBeNull();
    }
  });
});
