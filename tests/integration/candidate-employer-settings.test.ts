import crypto from "node:crypto";
import { Writable } from "node:stream";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  appointments,
  auditEvents,
  calendarFeeds,
  candidateCvs,
  candidates,
  mailOutbox,
  notificationPreferences,
  organisationInvitations,
  organisationMembers,
  organisations,
  referrals,
} from "../../db/schema";
import { SAVE_PATH, saveMessages, type SaveResult } from "../../app/features/candidate-cvs/save-to-account";
import { areaPath } from "../../app/features/dashboards/areas";
import { readConvictionRecords } from "../../app/features/convictions/conviction-records.server";
import { noticeChoicesOf } from "../../app/features/notifications/choices.server";
import { referredPersonPage } from "../../app/features/overview/referred-person.server";
import { loadEnv } from "../../app/lib/env.server";
import { createLogger } from "../../app/lib/logger.server";
import { uuidv7 } from "../../app/lib/uuid.server";
import { startServer } from "../../server/start";
import { client, enrolTotp, linkIn, mailTo, newEmail, pathOf, verifiedUser, visibleText, type Client } from "./support/auth";
import { startSmtpListener, type SmtpListener } from "./support/smtp";
import { rulesBackend, createTestDatabase } from "./support/test-database";
import type { TestServer } from "./support/test-server";

/**
 * Issue 12's remaining pages, through the real server: the candidate's email choices, the private calendar feed
 * (made, read without a session, never in the log, turned off), the CV builder's "Save to my account", and an
 * employer's members (invitations, joining, removing) and own retention figure.
 */

type LoggedServer = TestServer & { lines: string[] };

async function startLoggedServer(backend: typeof rulesBackend, smtp: SmtpListener): Promise<LoggedServer> {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const database = await createTestDatabase(backend);
  const env = loadEnv({ NODE_ENV: "test", PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", SMTP_URL: smtp.url, MAIL_POLL_INTERVAL_MS: "100", CLIENT_IP_HEADER: "x-forwarded-for" });
  const running = await startServer({ env, database, testRoutes: true, logger: createLogger({ level: "info", pretty: false, destination }) });
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

/** Unfolds an iCalendar text (RFC 5545 3.1) and returns each VEVENT's SUMMARY. */
function eventSummaries(text: string): string[] {
  expect(/[^\r]\n/.test(text), "every line ends in CR LF").toBe(false);
  const lines = text.replace(/\r\n[ \t]/g, "").split("\r\n").filter(Boolean);
  expect(lines[0]).toBe("BEGIN:VCALENDAR");
  expect(lines.at(-1)).toBe("END:VCALENDAR");
  return lines.filter((line) => line.startsWith("SUMMARY:")).map((line) => line.slice("SUMMARY:".length).replace(/\\([,;\\])/g, "$1"));
}

const sha256 = (text: string) => crypto.createHash("sha256").update(text).digest("hex");
const FEED_URL = /https?:\/\/[^\s"<]+(\/calendar\/feed\/([A-Za-z0-9_-]{43})\.ics)/;

describe.each([rulesBackend])("candidate settings, calendar feed, saved CV and employer members on %s", (backend) => {
  let smtp: SmtpListener;
  let server: LoggedServer;
  let a: { browser: Client; userId: string; candidateId: string };
  let b: { browser: Client; userId: string; candidateId: string };

  async function candidate(name: string) {
    const person = await verifiedUser(server, smtp, { role: "candidate", name });
    // The first visit makes the profile.
    expect((await person.browser.get(areaPath("candidatePortalDiary"))).status).toBe(200);
    const [row] = await server.database.db.select({ id: candidates.id }).from(candidates).where(eq(candidates.userId, person.userId));
    return { browser: person.browser, userId: person.userId, candidateId: row!.id };
  }

  beforeAll(async () => {
    smtp = await startSmtpListener();
    server = await startLoggedServer(backend, smtp);
    a = await candidate("Avery Feedtest");
    b = await candidate("Bailey Feedtest");
    const hour = 3_600_000;
    const at = (h: number) => new Date(Date.now() + h * hour);
    await server.database.db.insert(appointments).values([
      { id: uuidv7(), candidateId: a.candidateId, title: "Feed check-in for Avery", mode: "in_person", startsAt: at(30), endsAt: at(31) },
      { id: uuidv7(), candidateId: b.candidateId, title: "Feed check-in for Bailey", mode: "phone", startsAt: at(32), endsAt: at(33) },
    ]);
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it("lets a candidate change what a partner that referred them may see: the partner's access follows at once, audited", async () => {
    const db = server.database.db;
    const partnerId = uuidv7();
    await db.insert(organisations).values({ id: partnerId, kind: "partner", name: "Sharing Test Probation", status: "approved" });
    const referral = (candidateId: string, partnerMaySee: ("profile" | "progress" | "diary" | "applications")[], createdAt: Date) => ({
      id: uuidv7(createdAt.getTime()),
      partnerId,
      candidateId,
      firstName: "Test",
      lastName: "Person",
      partnerMaySee,
      consentGiven: true,
      consentRecordedAt: createdAt,
      consentRecordedBy: "Pat Officer",
      referredByName: "Pat Officer",
      createdAt,
    });
    const older = referral(a.candidateId, ["profile"], new Date(Date.now() - 86_400_000));
    const newest = referral(a.candidateId, ["profile", "diary"], new Date());
    const bailey = referral(b.candidateId, ["profile", "diary"], new Date());
    await db.insert(referrals).values([older, newest, bailey]);
    const partner = { kind: "partner", demo: false, organisationId: partnerId } as const;
    expect((await referredPersonPage(db, partner, a.candidateId, "diary")).allowed).toBe(true);

    const settings = areaPath("candidatePortalSettings");
    const page = visibleText(await (await a.browser.get(settings)).text());
    expect(page).toContain("What partner organisations may see");
    expect(page).toContain("What Sharing Test Probation may see");
    // Only the newest referral by each partner is offered: access follows that one.
    expect(page.match(/What Sharing Test Probation may see/g)).toHaveLength(1);

    // Someone else's referral, an older one, nonsense and unknown items change nothing.
    const refusals: Record<string, string>[] = [
      { intent: `save-sharing:${bailey.id}`, referralId: bailey.id, partnerMaySee: "profile" },
      { intent: `save-sharing:${older.id}`, referralId: older.id },
      { intent: "save-sharing:x", referralId: "not-an-id" },
      { intent: `save-sharing:${newest.id}`, referralId: newest.id, partnerMaySee: "conviction" },
    ];
    for (const form of refusals) {
      const refused = await a.browser.post(settings, form);
      expect(refused.status).toBe(400);
      expect(visibleText(await refused.text())).toMatch(/We could not find that organisation's referral of you|Choose only from the listed things/);
    }
    const unchanged = await db.select({ id: referrals.id, sees: referrals.partnerMaySee }).from(referrals).where(eq(referrals.partnerId, partnerId));
    expect(Object.fromEntries(unchanged.map((row) => [row.id, row.sees]))).toEqual({ [older.id]: ["profile"], [newest.id]: ["profile", "diary"], [bailey.id]: ["profile", "diary"] });

    // Withdrawing the diary, keeping the profile, and allowing progress.
    const saved = await a.browser.post(settings, new URLSearchParams([["intent", `save-sharing:${newest.id}`], ["referralId", newest.id], ["partnerMaySee", "progress"], ["partnerMaySee", "profile"]]));
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`${settings}?sharing=${newest.id}#sharing`);
    expect(visibleText(await (await a.browser.get(`${settings}?sharing=${newest.id}`)).text())).toContain("We have saved what Sharing Test Probation may see.");
    expect((await referredPersonPage(db, partner, a.candidateId, "diary")).allowed).toBe(false);
    expect((await referredPersonPage(db, partner, a.candidateId, "progress")).allowed).toBe(true);
    expect((await referredPersonPage(db, partner, b.candidateId, "diary")).allowed).toBe(true);
    const [audit] = await db
      .select({ actor: auditEvents.actorUserId, detail: auditEvents.detail })
      .from(auditEvents)
      .where(eq(auditEvents.event, "partner_sharing_changed"));
    expect(audit).toEqual({ actor: a.userId, detail: { referralId: newest.id, partnerId, from: ["profile", "diary"], to: ["profile", "progress"] } });

    // Ticking nothing withdraws everything beyond the referral itself.
    expect((await a.browser.post(settings, { intent: `save-sharing:${newest.id}`, referralId: newest.id })).status).toBe(302);
    expect((await referredPersonPage(db, partner, a.candidateId, "profile")).allowed).toBe(false);
  });

  it("saves a candidate's notification choices with an audit row; someone who never chose gets the defaults", async () => {
    const db = server.database.db;
    const page = visibleText(await (await a.browser.get(areaPath("candidatePortalSettings"))).text());
    expect(page).toContain("Notifications");
    expect(page).toContain("Two-step sign-in is off.");
    expect((await noticeChoicesOf(db, a.userId)).choices.applications.email).toBe(true);

    expect((await a.browser.post(areaPath("candidatePortalSettings"), { intent: "notice-choices", "email-appointments": "yes" })).status).toBe(400);
    expect(await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, a.userId))).toEqual([]);

    const saved = await a.browser.post(areaPath("candidatePortalSettings"), { intent: "notice-choices", "email-appointments": "on", "email-reminders": "on", "email-mentoring": "on" });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`${areaPath("candidatePortalSettings")}?notices=choices#notifications`);
    const chosen = (await noticeChoicesOf(db, a.userId)).choices;
    expect(chosen).toMatchObject({ appointments: { email: true }, applications: { email: false }, messages: { email: false } });
    expect((await noticeChoicesOf(db, b.userId)).choices.applications.email).toBe(true);
    const [audit] = await db.select().from(auditEvents).where(and(eq(auditEvents.event, "notification_preferences_changed"), eq(auditEvents.actorUserId, a.userId)));
    expect(audit?.detail).toEqual({ changed: { "applications.email": false, "messages.email": false } });
    expect(visibleText(await (await a.browser.get(`${areaPath("candidatePortalSettings")}?notices=choices`)).text())).toContain("Your notification choices have been saved.");
    // The demonstration refuses and stores nothing.
    expect((await client(server).post(areaPath("candidateDemoSettings"), { intent: "notice-choices" })).status).toBe(403);
  });

  it("makes a private calendar feed that holds only the person's own diary, is never cached, logged or kept in clear, and stops when turned off", async () => {
    const db = server.database.db;
    await a.browser.post(areaPath("candidatePortalDiary"), { intent: "save", entryDate: "2026-12-04", title: "Feed diary entry for Avery", body: "" });
    const made = await a.browser.post(areaPath("candidatePortalDiary"), { intent: "create-feed" });
    expect(made.status).toBe(200);
    const match = FEED_URL.exec(await made.text());
    expect(match, "the new address is shown once").not.toBeNull();
    const [, feedPath, token] = match!;

    // Only the hash is stored.
    const rows = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, a.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256(token!));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await db.select().from(auditEvents).where(and(eq(auditEvents.event, "calendar_feed_created"), eq(auditEvents.actorUserId, a.userId)))).toHaveLength(1);
    // The page now says there is a feed, and never repeats its address.
    const diary = await (await a.browser.get(areaPath("candidatePortalDiary"))).text();
    expect(visibleText(diary)).toContain("You have a calendar feed");
    expect(diary).not.toContain(token);

    // No session: a calendar program reads it.
    const feed = await server.fetch(feedPath!);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toContain("text/calendar");
    expect(feed.headers.get("cache-control")).toBe("private, no-store");
    expect(feed.headers.get("x-robots-tag")).toContain("noindex");
    const summaries = eventSummaries(await feed.text());
    expect(summaries).toEqual(expect.arrayContaining(["Feed check-in for Avery", "Feed diary entry for Avery"]));
    expect(summaries).not.toContain("Feed check-in for Bailey");

    // Bailey's own feed holds Bailey's diary only.
    const bMatch = FEED_URL.exec(await (await b.browser.post(areaPath("candidatePortalDiary"), { intent: "create-feed" })).text());
    const bSummaries = eventSummaries(await (await server.fetch(bMatch![1]!)).text());
    expect(bSummaries).toContain("Feed check-in for Bailey");
    expect(bSummaries.some((summary) => summary.includes("Avery"))).toBe(false);

    // Anything that is not a live feed is a 404, with the same private headers.
    const wrong = await server.fetch(`/calendar/feed/${"A".repeat(43)}.ics`);
    expect(wrong.status).toBe(404);
    expect(wrong.headers.get("cache-control")).toBe("private, no-store");
    expect((await server.fetch("/calendar/feed/not-a-token")).status).toBe(404);

    // The request log has the path with the secret replaced, never the secret.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const log = server.lines.join("");
    expect(log).not.toContain(token);
    expect(log).toContain("/calendar/feed/[token]");

    // Turned off: 404 at once. A new address replaces the old one.
    // Turning it off asks first: the first press changes nothing.
    const asked = await a.browser.post(areaPath("candidatePortalDiary"), { intent: "revoke-feed" });
    expect(asked.status).toBe(200);
    expect(visibleText(await asked.text())).toContain("Turn off the calendar feed?");
    expect((await server.fetch(feedPath!)).status).toBe(200);
    const revoked = await a.browser.post(areaPath("candidatePortalDiary"), { intent: "revoke-feed", confirmed: "yes" });
    expect(revoked.status).toBe(302);
    expect(revoked.headers.get("location")).toBe(`${areaPath("candidatePortalDiary")}?done=feed-revoked`);
    expect((await server.fetch(feedPath!)).status).toBe(404);
    expect(await db.select().from(auditEvents).where(and(eq(auditEvents.event, "calendar_feed_revoked"), eq(auditEvents.actorUserId, a.userId)))).toHaveLength(1);
    const first = FEED_URL.exec(await (await a.browser.post(areaPath("candidatePortalDiary"), { intent: "create-feed" })).text())![1]!;
    // With an address in use, making a new one asks first and leaves the old one working until confirmed.
    const askedAgain = await a.browser.post(areaPath("candidatePortalDiary"), { intent: "create-feed" });
    expect(askedAgain.status).toBe(200);
    const askedText = await askedAgain.text();
    expect(visibleText(askedText)).toContain("Make a new calendar feed address?");
    expect(FEED_URL.exec(askedText)).toBeNull();
    expect((await server.fetch(first)).status).toBe(200);
    const second = FEED_URL.exec(await (await a.browser.post(areaPath("candidatePortalDiary"), { intent: "create-feed", confirmed: "yes" })).text())![1]!;
    expect((await server.fetch(first)).status).toBe(404);
    expect((await server.fetch(second)).status).toBe(200);

    // The demonstration makes no feed.
    expect((await client(server).post(areaPath("candidateDemoDiary"), { intent: "create-feed" })).status).toBe(403);
  });

  it("saves the CV builder's CV, and the letter only when asked, for a signed-in candidate; refuses anyone else", async () => {
    const db = server.database.db;
    const keys = server.env.dataEncryption;
    const draft = (letter: string) =>
      JSON.stringify({
        fullName: "Avery Feedtest",
        email: "avery@example.org",
        skills: ["Forklift"],
        experiences: [],
        education: [],
        disclosureNeeded: true,
        convictionType: "minor",
        timeframe: "recent",
        rehabilitationSteps: "Courses",
        disclosureLetter: letter,
      });
    // The builder posts with fetch and shows the answer's message in place: every answer is JSON, never a redirect.
    const save = async (browser: Client, body: Record<string, string>) => {
      const response = await browser.post(SAVE_PATH, body);
      expect(response.headers.get("content-type")).toContain("application/json");
      expect(response.headers.get("cache-control")).toBe("no-store");
      return { status: response.status, answer: (await response.json()) as SaveResult };
    };
    expect(await save(client(server), { intent: "save-to-account", draft: draft("Dear [name],") })).toEqual({ status: 401, answer: { error: saveMessages.signedOut } });
    expect(await db.select().from(candidateCvs)).toEqual([]);
    // The page itself takes no posts any more, and the save address is not a page.
    expect((await a.browser.post("/cv-builder", { intent: "save-to-account", draft: draft("Dear [name],") })).status).toBe(405);
    expect((await a.browser.get(SAVE_PATH)).status).toBe(405);
    expect(await db.select().from(candidateCvs)).toEqual([]);

    // Without the box ticked, the letter stays on the device.
    expect(await save(a.browser, { intent: "save-to-account", draft: draft("Dear [name], my first letter.") })).toEqual({ status: 200, answer: { saved: { cv: true, letter: false } } });
    const [cv] = await db.select().from(candidateCvs).where(eq(candidateCvs.candidateId, a.candidateId));
    expect(cv).toMatchObject({ demo: false, document: { fullName: "Avery Feedtest", skills: ["Forklift"] } });
    expect(JSON.stringify(cv!.document)).not.toContain("letter");
    expect(JSON.stringify(cv!.document)).not.toContain("convictionType");
    const none = await readConvictionRecords(db, keys, { kind: "candidate", userId: a.userId }, a.candidateId);
    expect(none.access === "full" && none.records).toEqual([]);

    // Asked for, it is an encrypted letter-only record; saving again replaces it.
    for (const letter of ["Dear [name], my first letter.", "Dear [name], my better letter."]) {
      expect(await save(a.browser, { intent: "save-to-account", draft: draft(letter), includeLetter: "on" })).toEqual({ status: 200, answer: { saved: { cv: true, letter: true } } });
    }
    const read = await readConvictionRecords(db, keys, { kind: "candidate", userId: a.userId }, a.candidateId);
    expect(read.access === "full" && read.records.map((record) => record.payload)).toEqual([{ source: "cv_builder", disclosureLetter: "Dear [name], my better letter." }]);
    const events = (await db.select({ event: auditEvents.event }).from(auditEvents).where(eq(auditEvents.actorUserId, a.userId))).map((row) => row.event);
    expect(events.filter((event) => event === "cv_saved")).toHaveLength(3);
    expect(events.filter((event) => event === "conviction_record_changed")).toHaveLength(2);
    expect(visibleText(await (await a.browser.get(areaPath("candidatePortalDisclosure"))).text())).toContain("my better letter.");

    // Bad requests change nothing: no letter to save, or a draft that is not one.
    expect(await save(a.browser, { intent: "save-to-account", draft: draft("   "), includeLetter: "on" })).toEqual({
      status: 400,
      answer: { error: "There is no disclosure letter to save, or it is too long. Write it on the Disclosure Letter step first." },
    });
    expect(await save(a.browser, { intent: "save-to-account", draft: "not json" })).toEqual({ status: 400, answer: { error: "Your CV could not be read. Try again." } });
    expect(await save(a.browser, { intent: "something-else", draft: draft("x") })).toEqual({ status: 400, answer: { error: "That action was not recognised. Use the button on this page." } });
    // Another role is refused, and B has nothing saved.
    const employer = await verifiedUser(server, smtp, { role: "employer", accountStatus: "awaiting_approval" });
    expect(await save(employer.browser, { intent: "save-to-account", draft: draft("x") })).toEqual({ status: 403, answer: { error: saveMessages.notCandidate } });
    expect(await db.select().from(candidateCvs).where(eq(candidateCvs.candidateId, b.candidateId))).toEqual([]);
  });

  it("lets an owner invite by email, withdraw and remove; the invited account joins once; no one else can", async () => {
    const db = server.database.db;
    const owner = async (name: string) => {
      const person = await verifiedUser(server, smtp, { role: "employer", accountStatus: "active", name });
      await enrolTotp(person.browser, person.password);
      const organisationId = uuidv7();
      await db.insert(organisations).values({ id: organisationId, kind: "employer", name, status: "approved" });
      await db.insert(organisationMembers).values({ organisationId, userId: person.userId, role: "owner" });
      return { ...person, organisationId };
    };
    const x = await owner("Xylo Invite Foods");
    const y = await owner("Yew Invite Builders");
    const settings = areaPath("employerPortalSettings");

    const inviteeEmail = newEmail("invitee");
    expect((await x.browser.post(settings, { intent: "invite", email: "not an address" })).status).toBe(400);
    const invited = await x.browser.post(settings, { intent: "invite", email: inviteeEmail.toUpperCase() });
    expect(invited.status).toBe(200);
    expect(visibleText(await invited.text())).toContain(`An invitation has been sent to ${inviteeEmail}.`);
    const mail = await mailTo(smtp, inviteeEmail, "You are invited to join Xylo Invite Foods");
    const link = pathOf(linkIn(mail.text, "/account/invitations/"));
    const token = link.split("/").at(-1)!;
    const [invitation] = await db.select().from(organisationInvitations).where(eq(organisationInvitations.organisationId, x.organisationId));
    expect(invitation).toMatchObject({ email: inviteeEmail, tokenHash: sha256(token), invitedByUserId: x.userId });
    expect(invitation!.expiresAt.getTime() - invitation!.createdAt.getTime()).toBe(7 * 24 * 3_600_000);
    const [outbox] = await db.select().from(mailOutbox).where(eq(mailOutbox.relatedId, invitation!.id));
    expect(outbox?.sensitive).toBe(true);
    expect(visibleText(await (await x.browser.get(settings)).text())).toContain(inviteeEmail);

    // Employer Y sees none of it and cannot touch it.
    expect(visibleText(await (await y.browser.get(settings)).text())).not.toContain(inviteeEmail);
    expect((await y.browser.post(settings, { intent: "revoke-invitation", invitationId: invitation!.id })).status).toBe(404);
    expect((await y.browser.post(settings, { intent: "remove-member", userId: x.userId })).status).toBe(404);

    // Signed out: sign in first. The wrong account: a clear refusal. The invited account: joins, once.
    expect((await client(server).get(link)).headers.get("location")).toContain("/sign-in?redirectTo=");
    expect(visibleText(await (await a.browser.get(link)).text())).toContain("This invitation cannot be used");
    expect((await a.browser.post(link, { intent: "accept" })).status).toBe(409);
    // An approved account with two-step sign-in: one awaiting approval joins but opens nothing (security-approval.test.ts).
    const invitee = await verifiedUser(server, smtp, { role: "employer", email: inviteeEmail, accountStatus: "active" });
    await enrolTotp(invitee.browser, invitee.password);
    expect(visibleText(await (await invitee.browser.get(link)).text())).toContain("Join Xylo Invite Foods");
    const joined = await invitee.browser.post(link, { intent: "accept" });
    expect(joined.status).toBe(200);
    expect(visibleText(await joined.text())).toContain("You have joined Xylo Invite Foods");
    expect(await db.select().from(organisationMembers).where(eq(organisationMembers.userId, invitee.userId))).toMatchObject([
      { organisationId: x.organisationId, role: "member" },
    ]);
    expect((await invitee.browser.post(link, { intent: "accept" })).status).toBe(409);
    expect(await db.select().from(auditEvents).where(and(eq(auditEvents.event, "organisation_member_joined"), eq(auditEvents.actorUserId, invitee.userId)))).toHaveLength(1);

    // A member who is not an owner can neither invite nor remove.
    const memberInvite = await invitee.browser.post(settings, { intent: "invite", email: newEmail("other") });
    expect(memberInvite.status).toBe(403);
    expect(visibleText(await memberInvite.text())).toContain("Only an owner of your organisation can invite or remove members.");
    expect((await invitee.browser.post(settings, { intent: "remove-member", userId: x.userId })).status).toBe(403);

    // A withdrawn invitation's link stops working.
    const secondEmail = newEmail("withdrawn");
    await x.browser.post(settings, { intent: "invite", email: secondEmail });
    const secondLink = pathOf(linkIn((await mailTo(smtp, secondEmail, "You are invited")).text, "/account/invitations/"));
    const [second] = await db.select().from(organisationInvitations).where(eq(organisationInvitations.email, secondEmail));
    expect((await x.browser.post(settings, { intent: "revoke-invitation", invitationId: second!.id })).status).toBe(200);
    const withdrawnInvitee = await verifiedUser(server, smtp, { role: "employer", email: secondEmail });
    expect((await withdrawnInvitee.browser.get(secondLink)).status).toBe(404);
    expect((await withdrawnInvitee.browser.post(secondLink, { intent: "accept" })).status).toBe(404);

    // The last owner cannot remove themself; the owner removes the member, who loses access at once.
    expect((await x.browser.post(settings, { intent: "remove-member", userId: x.userId, confirmed: "yes" })).status).toBe(409);
    // The first press asks, naming the member, and removes nobody; the confirmed press removes them.
    const asked = await x.browser.post(settings, { intent: "remove-member", userId: invitee.userId });
    expect(asked.status).toBe(200);
    expect(visibleText(await asked.text())).toContain("Remove Jordan Test from your organisation?");
    expect((await db.select().from(organisationMembers).where(eq(organisationMembers.userId, invitee.userId))).length).toBe(1);
    expect((await x.browser.post(settings, { intent: "remove-member", userId: invitee.userId, confirmed: "yes" })).status).toBe(200);
    expect(await db.select().from(organisationMembers).where(eq(organisationMembers.userId, invitee.userId))).toEqual([]);
    expect(visibleText(await (await invitee.browser.get(settings)).text())).toContain("Your account is not linked to an employer organisation yet.");
    const events = (await db.select({ event: auditEvents.event }).from(auditEvents).where(eq(auditEvents.actorUserId, x.userId))).map((row) => row.event);
    expect(events).toEqual(expect.arrayContaining(["organisation_invitation_sent", "organisation_invitation_revoked", "organisation_member_removed"]));

    // The employer's own retention figure: checked, stored, compared and in the CSV.
    const bad = await x.browser.post(settings, { intent: "save", ownRetentionPercent: "101" });
    expect(bad.status).toBe(400);
    expect(visibleText(await bad.text())).toContain("Enter your one-year retention rate as a whole number from 0 to 100, or leave it empty");
    expect((await x.browser.post(settings, { intent: "save", ownRetentionPercent: "64%" })).status).toBe(200);
    const [stored] = await db.select({ own: organisations.ownRetentionPercent }).from(organisations).where(eq(organisations.id, x.organisationId));
    expect(stored?.own).toBe(64);
    expect(visibleText(await (await x.browser.get(areaPath("employerPortalSocialValue"))).text())).toContain("Your own one-year retention rate for similar hires is 64%.");
    expect(await (await x.browser.get(areaPath("employerPortalSocialValueCsv"))).text()).toContain("Your own one-year retention rate,,,64");
    expect(await (await y.browser.get(areaPath("employerPortalSocialValueCsv"))).text()).toContain("Your own one-year retention rate,,,\r\n");
  });
});
