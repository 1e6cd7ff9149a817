import crypto from "node:crypto";
import { Writable } from "node:stream";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { candidates, mailOutbox, referralInvitations, referrals, users } from "../../db/schema";
import { areaPath } from "../../app/features/dashboards/areas";
import { loadEnv } from "../../app/lib/env.server";
import { createLogger } from "../../app/lib/logger.server";
import { uuidv7 } from "../../app/lib/uuid.server";
import { startServer } from "../../server/start";
import { makeCast, castLabels, type Cast } from "./support/access-matrix";
import { client, goodPassword, linkIn, mailTo, openEmailLink, pathOf, visibleText, type Client } from "./support/auth";
import { startSmtpListener, type SmtpListener } from "./support/smtp";
import { createTestDatabase, rulesBackend } from "./support/test-database";
import type { TestServer } from "./support/test-server";

/**
 * The invitation a referred person with no account is emailed: queued with the referral, never for someone with an
 * account, the partner's pages the same either way; its link works once, runs out, answers a bad token as an
 * expired one, never reaches the log, and signing up through it ends on the referred record.
 */

type LoggedServer = TestServer & { lines: string[] };

async function startLoggedServer(smtp: SmtpListener): Promise<LoggedServer> {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const database = await createTestDatabase(rulesBackend);
  const env = loadEnv({ NODE_ENV: "test", PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "debug", SMTP_URL: smtp.url, MAIL_POLL_INTERVAL_MS: "100", CLIENT_IP_HEADER: "x-forwarded-for", SEED_DEMO_DATA: "true" });
  const running = await startServer({ env, database, testRoutes: true, logger: createLogger({ level: "debug", pretty: false, destination }) });
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

const form = (values: Record<string, string>) => ({
  lastName: "Referred",
  needs: "education",
  supportAskedFor: "Help to find warehouse work",
  consentGiven: "on",
  setting: "community",
  partnerMaySee: "profile",
  ...values,
});

const INVITEE = "ivy.invitee@example.test";
const sha256 = (text: string) => crypto.createHash("sha256").update(text).digest("hex");

describe("the invitation for a referred person with no account", () => {
  let smtp: SmtpListener;
  let server: LoggedServer;
  let cast: Cast;
  let partnerP: Client;
  let link = "";
  let token = "";
  const db = () => server.database.db;
  const referralNamed = async (firstName: string) => (await db().select().from(referrals).where(eq(referrals.firstName, firstName)))[0]!;
  const recordCount = async () => (await db().select({ n: count() }).from(candidates).where(eq(candidates.demo, false)))[0]!.n;
  const invitationMails = async (to: string) => (await db().select({ n: count() }).from(mailOutbox).where(and(eq(mailOutbox.kind, "referral.invitation"), eq(mailOutbox.toAddress, to))))[0]!.n;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    server = await startLoggedServer(smtp);
    cast = await makeCast(server, smtp, client(server));
    partnerP = cast.browsers.partnerP;
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it("a referral of someone with no account queues one invitation, naming the partner and nothing of the person's needs", async () => {
    const sent = await partnerP.post(areaPath("partnerReferralNewPortal"), form({ firstName: "Invitee", email: INVITEE, phone: "07700 900 555" }));
    expect(sent.status).toBe(302);
    const referral = await referralNamed("Invitee");
    expect(referral.candidateId).not.toBeNull();
    expect(await invitationMails(INVITEE)).toBe(1);
    const mail = await mailTo(smtp, INVITEE, "has referred you to Fair Chance Works");
    expect(mail.text).toContain(castLabels.partnerP);
    expect(mail.text).toContain("helps people with convictions into work");
    expect(mail.text).not.toContain("warehouse");
    expect(mail.text).not.toMatch(/education/i);
    expect(mail.text).not.toContain("07700");
    link = linkIn(mail.text, "/referral-invitation?token=");
    token = new URL(link).searchParams.get("token")!;
    expect(token.length).toBeGreaterThanOrEqual(40);
    const [stored] = await db().select().from(referralInvitations).where(eq(referralInvitations.referralId, referral.id));
    expect(stored!.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    const days = (stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 86_400_000;
    expect(days).toBe(14);
  });

  it("a referral by the email of an existing account sends no invitation, and the partner's pages are the same", async () => {
    const [b] = await db().select({ email: users.email }).from(users).where(eq(users.id, cast.world.users.candidateB));
    await db().update(users).set({ emailVerified: true }).where(eq(users.id, cast.world.users.candidateB));
    const sent = await partnerP.post(areaPath("partnerReferralNewPortal"), form({ firstName: "Hasaccount", email: b!.email.toUpperCase() }));
    expect(sent.status).toBe(302);
    const referral = await referralNamed("Hasaccount");
    expect(referral.awaitingUserId).toBe(cast.world.users.candidateB);
    expect(await db().select().from(referralInvitations).where(eq(referralInvitations.referralId, referral.id))).toHaveLength(0);
    expect(await invitationMails(b!.email.toUpperCase())).toBe(0);
    expect(await invitationMails(b!.email)).toBe(0);
    const list = await (await partnerP.get(areaPath("partnerReferralsPortal"))).text();
    const rowOf = (name: string) => {
      const at = list.indexOf(name);
      expect(at, name).toBeGreaterThan(-1);
      return list.slice(list.lastIndexOf("<tr", at), list.indexOf("</tr>", at));
    };
    const strip = (row: string, name: string) => visibleText(row.replaceAll(name, "NAME").replace(/[0-9a-f-]{36}/g, "ID"));
    expect(strip(rowOf("Hasaccount Referred"), "Hasaccount")).toBe(strip(rowOf("Invitee Referred"), "Invitee"));
    expect(visibleText(list)).not.toMatch(/invitation|invited/i);
  });

  it("the link explains the referral and offers an account for the invited address; bad and expired links get the same kind answer", async () => {
    const page = await client(server).get(pathOf(link));
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toContain("no-store");
    const text = visibleText(await page.text());
    expect(text).toContain(`${castLabels.partnerP} has referred you to us`);
    expect(text).toContain(INVITEE);
    expect(text).not.toContain("warehouse");

    const referral = await referralNamed("Invitee");
    const expiredToken = crypto.randomBytes(32).toString("base64url");
    const past = new Date(Date.now() - 15 * 86_400_000);
    await db().insert(referralInvitations).values({ id: uuidv7(), referralId: referral.id, email: INVITEE, tokenHash: sha256(expiredToken), createdAt: past, expiresAt: new Date(past.getTime() + 14 * 86_400_000) });
    const expired = await client(server).get(`/referral-invitation?token=${expiredToken}`);
    const bad = await client(server).get(`/referral-invitation?token=${crypto.randomBytes(32).toString("base64url")}`);
    const none = await client(server).get("/referral-invitation");
    expect(expired.status).toBe(200);
    expect(bad.status).toBe(200);
    expect(none.status).toBe(200);
    const expiredText = visibleText(await expired.text());
    expect(expiredText).toContain("This link no longer works");
    expect(expiredText).toContain("Sign in");
    expect(expiredText).toContain("Create an account");
    expect(visibleText(await bad.text())).toBe(expiredText);
    expect(visibleText(await none.text())).toBe(expiredText);
    // Creating an account through an expired link is refused too.
    const refused = await client(server).post(`/referral-invitation?token=${expiredToken}`, { intent: "signup", name: "Ivy Invitee", password: goodPassword });
    expect(visibleText(await refused.text())).toContain("This link no longer works");
    expect(await db().select().from(users).where(eq(users.email, INVITEE))).toHaveLength(0);
  });

  it("signing up through the link makes a candidate account for the invited address, once; verified, it ends on the referred record", async () => {
    const referral = await referralNamed("Invitee");
    const before = await recordCount();
    const person = client(server);
    // The address and kind of account are the invitation's, whatever is posted.
    const signUp = await person.post(pathOf(link), { intent: "signup", name: "Ivy Invitee", email: "someone.else@example.test", password: goodPassword, accountType: "employer" });
    expect(signUp.status).toBe(200);
    expect(visibleText(await signUp.text())).toContain(INVITEE);
    const [account] = await db().select().from(users).where(eq(users.email, INVITEE));
    expect(account).toMatchObject({ role: "candidate", emailVerified: false });
    expect(await db().select().from(users).where(eq(users.email, "someone.else@example.test"))).toHaveLength(0);
    const [used] = await db().select().from(referralInvitations).where(eq(referralInvitations.tokenHash, sha256(token)));
    expect(used!.usedAt).not.toBeNull();

    // The link works once.
    const again = await client(server).get(pathOf(link));
    expect(visibleText(await again.text())).toContain("This link no longer works");
    const twice = await client(server).post(pathOf(link), { intent: "signup", name: "Ivy Again", password: goodPassword });
    expect(visibleText(await twice.text())).toContain("This link no longer works");
    expect(await db().select().from(users).where(eq(users.email, INVITEE))).toHaveLength(1);

    const confirm = await mailTo(smtp, INVITEE, "Confirm your email address");
    expect((await openEmailLink(person, linkIn(confirm.text, "/auth/callback"))).status).toBe(302);
    const home = await person.get(areaPath("candidatePortal"));
    expect(home.status).toBe(200);
    expect(visibleText(await home.text())).toContain("Ivy Invitee");
    const [own] = await db().select({ id: candidates.id }).from(candidates).where(eq(candidates.userId, account!.id));
    expect(own!.id).toBe(referral.candidateId);
    expect(await recordCount()).toBe(before);

    const assigned = await cast.browsers.admin.post(areaPath("adminReferrals"), { intent: "assign", referralId: referral.id, caseworker: cast.world.users.caseworkerC1 });
    expect(assigned.status).toBe(303);
    expect(await recordCount()).toBe(before);
    expect((await db().select().from(candidates).where(eq(candidates.userId, account!.id))).map((row) => row.id)).toEqual([referral.candidateId]);
    const record = visibleText(await (await cast.browsers.caseworkerC1.get(areaPath("caseworkerCandidatePortal", { candidateId: referral.candidateId! }))).text());
    expect(record).toContain("Ivy Invitee");
  });

  it("the token never reaches the log", () => {
    expect(server.lines.length).toBeGreaterThan(0);
    const log = server.lines.join("\n");
    expect(log).not.toContain(token);
    expect(log).not.toContain(encodeURIComponent(token));
    expect(log).not.toContain(INVITEE);
  });
});
