import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { candidates, diaryEntries, organisations } from "../../db/schema";
import { client, visibleText } from "./support/auth";
import { makeCast, type Cast } from "./support/access-matrix";
import { startSmtpListener, type SmtpListener } from "./support/smtp";
import { rulesBackend } from "./support/test-database";
import { startTestServer, type TestServer } from "./support/test-server";

/**
 * Security review item 8 (the parts about small doors): a NUL character in any form or query string is refused
 * once, where every form and query is read, with words that say why (never a 500); pages rendered for someone
 * signed in are never kept by a shared cache; /info does not name the Node version.
 */

const NUL = "\u0000";
const NUL_MESSAGE = "The request contains a character that is not allowed (a null character). Remove it and try again.";

describe.each([rulesBackend])("small doors (security review item 8), on %s", (backend) => {
  let smtp: SmtpListener;
  let server: TestServer;
  let cast: Cast;
  let uploadDir: string;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), "fcw-doors-uploads-"));
    server = await startTestServer(backend, { CLIENT_IP_HEADER: "x-forwarded-for", MAIL_POLL_INTERVAL_MS: "100", SMTP_URL: smtp.url, SEED_DEMO_DATA: "true", UPLOAD_DIR: uploadDir });
    cast = await makeCast(server, smtp, client(server));
    // Ten accounts signed up through the real pages, several with two-step sign-in: slow on a busy machine.
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  it("item 8: a NUL character in the profile, diary, case note, partner settings and admin link forms answers 400 saying why, and nothing is saved", async () => {
    const { world, browsers } = cast;
    const db = server.database.db;
    const [profileBefore] = await db.select({ fullName: candidates.fullName }).from(candidates).where(eq(candidates.id, world.candidateA));
    const [partnerBefore] = await db.select({ name: organisations.name }).from(organisations).where(eq(organisations.id, world.partnerP));
    const diaryBefore = await db.select().from(diaryEntries).where(eq(diaryEntries.candidateId, world.candidateA));
    const posts: [keyof typeof browsers, string, Record<string, string>][] = [
      ["candidateA", "/dashboard/candidateportal/profile", { fullName: `Avery${NUL} Matrixa`, town: "Leeds" }],
      ["candidateA", "/dashboard/candidateportal/diary", { intent: "add", entryDate: "2026-11-02", title: `Interview${NUL}`, body: "Went well" }],
      ["caseworkerC1", `/dashboard/caseworkerportal/candidate/${world.candidateA}`, { intent: "add-note", body: `Called${NUL} today` }],
      ["partnerP", "/dashboard/partnerportal/settings", { intent: "save", name: `Pine${NUL} Trust`, town: "York" }],
      ["admin", `/dashboard/admin/users/${world.users.employerX}`, { intent: "link-organisation", organisation: `Xylo${NUL} Matrix Foods` }],
      // The name of a field can carry one too.
      ["candidateA", "/dashboard/candidateportal/profile", { [`full${NUL}Name`]: "Avery Matrixa" }],
    ];
    for (const [who, target, fields] of posts) {
      const response = await browsers[who].post(target, fields);
      expect(response.status, target).toBe(400);
      const page = visibleText(await response.text());
      expect(page, target).toContain(NUL_MESSAGE);
      expect(page, target).toContain("Nothing was sent or saved.");
    }
    expect(await db.select({ fullName: candidates.fullName }).from(candidates).where(eq(candidates.id, world.candidateA))).toEqual([profileBefore]);
    expect(await db.select({ name: organisations.name }).from(organisations).where(eq(organisations.id, world.partnerP))).toEqual([partnerBefore]);
    expect(await db.select().from(diaryEntries).where(eq(diaryEntries.candidateId, world.candidateA))).toEqual(diaryBefore);
  });

  it("item 8: a NUL character in the admin search, the audit search or any query string answers 400 saying why", async () => {
    const { browsers } = cast;
    const gets: [keyof typeof browsers, string][] = [
      ["admin", "/dashboard/admin?q=%00"],
      ["admin", "/dashboard/admin?q=ada%00&status=all"],
      ["admin", "/dashboard/admin/audit?q=%00sign_in"],
      ["admin", "/dashboard/admin/audit?event%00=x"],
      ["anonymous", "/jobs?q=%00"],
      ["anonymous", "/job-matcher?skills=%00"],
      ["anonymous", "/jobs.data?q=cook%00"],
      ["candidateA", "/dashboard/candidateportal/diary?month=%00"],
    ];
    for (const [who, target] of gets) {
      const response = await browsers[who].get(target);
      expect(response.status, target).toBe(400);
      expect(await response.text(), target).toContain(NUL_MESSAGE);
    }
    // An encoded "%00" that is text, not a NUL, is an ordinary search.
    expect((await browsers.anonymous.get("/jobs?q=%2500")).status).toBe(200);
    const api = await server.fetch("/api/disclosure-check?x=%00", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ error: NUL_MESSAGE });
  });

  it("item 8: a page or data request rendered for someone signed in is private, no-store, and varies by cookie; anonymous copies are unchanged", async () => {
    const { world, browsers } = cast;
    for (const target of [`/jobs/${world.jobX}`, `/jobs/${world.jobX}.data`, "/jobs", "/", "/dashboard/candidateportal"]) {
      const response = await browsers.candidateA.get(target);
      expect(response.status, target).toBe(200);
      // Stored by no cache: the route's own `no-store` (the dashboards) or `private, no-store` added for everyone else.
      expect(response.headers.get("cache-control"), target).toMatch(target.startsWith("/dashboard") ? /^no-store$/ : /^private, no-store$/);
      expect(response.headers.get("vary") ?? "", target).toMatch(/\bCookie\b/i);
      expect(response.headers.get("x-page-cache"), target).toBeNull();
      await response.arrayBuffer();
    }
    // Someone signed out still gets the public page, and the anonymous copy kept for them is not marked private.
    const first = await browsers.anonymous.get(`/jobs/${world.jobX}`);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control") ?? "").not.toMatch(/private/);
    await first.arrayBuffer();
    // A signed-in visit between two anonymous ones leaves no private page in the anonymous cache.
    const signedIn = await browsers.candidateA.get(`/jobs/${world.jobX}`);
    const signedInText = await signedIn.text();
    const again = await browsers.anonymous.get(`/jobs/${world.jobX}`);
    const againText = await again.text();
    expect(again.headers.get("cache-control") ?? "").not.toMatch(/private/);
    expect(visibleText(againText)).not.toContain("My Dashboard");
    expect(visibleText(signedInText)).toContain("My Dashboard");
  });

  it("item 8: /info names the app, its version and commit, but not the Node version", async () => {
    const response = await server.fetch("/info");
    expect(response.status).toBe(200);
    const text = await response.text();
    const body = JSON.parse(text) as Record<string, unknown>;
    expect(body).toMatchObject({ name: "fair-chance-works", database: backend });
    expect(body).not.toHaveProperty("node");
    expect(text).not.toContain(process.version);
    expect(text).not.toContain(process.versions.node);
  });
});
