import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, mailOutbox, notificationPreferences, notifications } from "../../db/schema";
import type { Role } from "../../db/schema/vocabulary";
import { areaPath } from "../../app/features/dashboards/areas";
import { noticeSettingsOf, recordNotice, type NoticeEvent } from "../../app/features/notifications/record-notice.server";
import { codeHash } from "../../app/features/notifications/settings.server";
import { MOBILE_MESSAGE } from "../../app/features/notifications/mobile";
import { CODE_MESSAGE, WRONG_CODE_MESSAGE } from "../../app/features/notifications/settings-form";
import { uuidv7 } from "../../app/lib/uuid.server";
import { client, enrolTotp, verifiedUser, visibleText, type Client } from "./support/auth";
import { startSmtpListener, type SmtpListener } from "./support/smtp";
import { rulesBackend } from "./support/test-database";
import { startTestServer, type TestServer } from "./support/test-server";

/**
 * Issue 29's pages through the real server (decision 0035): each portal's notifications page shows only the
 * person's own notices, the menu's unread count, /n/<id>, "Mark all as read", /notifications/settings, and the
 * notification settings: choices per group, the mobile number and its code, and stopping all texts.
 */

type Person = { userId: string; browser: Client };

describe.each([rulesBackend])("notifications pages and settings on %s", (backend) => {
  let smtp: SmtpListener;
  let server: TestServer;
  const people = {} as Record<"candidateA" | "candidateB" | "employer" | "partner" | "caseworker" | "admin", Person>;
  const roleOf = { candidateA: "candidate", candidateB: "candidate", employer: "employer", partner: "partner", caseworker: "caseworker", admin: "admin" } as const satisfies Record<keyof typeof people, Role>;

  const record = (event: NoticeEvent) => server.database.db.transaction((tx) => recordNotice(tx, noticeSettingsOf(server.env), event));
  const noticesOf = (userId: string) => server.database.db.select().from(notifications).where(eq(notifications.userId, userId));
  const audits = (userId: string) =>
    server.database.db.select().from(auditEvents).where(and(eq(auditEvents.event, "notification_preferences_changed"), eq(auditEvents.actorUserId, userId)));
  const prefsOf = async (userId: string) => (await server.database.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)))[0];

  beforeAll(async () => {
    smtp = await startSmtpListener();
    server = await startTestServer(backend, { CLIENT_IP_HEADER: "x-forwarded-for", SMTP_URL: smtp.url, MAIL_POLL_INTERVAL_MS: "100" });
    for (const [name, role] of Object.entries(roleOf) as [keyof typeof people, Role][]) {
      const person = await verifiedUser(server, smtp, { role, accountStatus: "active", name: `Sam ${name}` });
      if (role !== "candidate") await enrolTotp(person.browser, person.password);
      people[name] = person;
    }
    await record({ kind: "application.moved", key: "app-a", recipients: [people.candidateA.userId], link: "/dashboard/candidateportal/applications", params: { jobTitle: "Forklift driver", employer: "Acme Stores", status: "Shortlisted" } });
    await record({ kind: "message.new", key: "thread-b", recipients: [people.candidateB.userId], link: "/dashboard/candidateportal/messages" });
    await record({ kind: "application.received", key: "app-e", recipients: [people.employer.userId], link: "/dashboard/employerportal/applications", params: { jobTitle: "Night porter" } });
    await record({ kind: "referral.accepted", key: "ref-p", recipients: [people.partner.userId], link: "/dashboard/partnerportal" });
    await record({ kind: "referral.received", key: "ref-c", recipients: [people.caseworker.userId], link: "/dashboard/caseworkerportal/caseload" });
    await record({ kind: "enquiry.overdue", key: "enq-1", recipients: [people.admin.userId], link: "//evil.example/steal" });
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  const pages = {
    candidateA: "candidatePortalNotifications",
    employer: "employerPortalNotifications",
    partner: "partnerNotificationsPortal",
    caseworker: "caseworkerNotificationsPortal",
    admin: "adminNotifications",
  } as const;
  const sentences = {
    candidateA: "Acme Stores has updated your application for Forklift driver. It is now: Shortlisted.",
    employer: "Someone has applied for Night porter.",
    partner: "A referral you made has been accepted.",
    caseworker: "A new referral has arrived.",
    admin: "An enquiry has waited past the time we promise to reply.",
  };

  it("shows each person only their own notices, marked new in words, with the unread count in the menu", async () => {
    for (const [name, area] of Object.entries(pages) as [keyof typeof pages, (typeof pages)[keyof typeof pages]][]) {
      const response = await people[name].browser.get(areaPath(area));
      const html = await response.text();
      const text = visibleText(html);
      expect(response.status, name).toBe(200);
      expect(text, name).toContain("Notifications");
      expect(text, name).toContain(sentences[name]);
      expect(html, name).toContain(">New</span>");
      expect(text, name).toContain("Notifications1 (1 unread)");
      for (const [other, sentence] of Object.entries(sentences)) if (other !== name) expect(text, `${name} sees ${other}'s`).not.toContain(sentence);
      const [own] = await noticesOf(people[name].userId);
      expect(html).toContain(`href="/n/${own!.id}"`);
    }
    // Someone else's notifications page is not theirs to open.
    expect((await people.candidateA.browser.get(areaPath("employerPortalNotifications"))).status).toBe(403);
    expect((await client(server).get(areaPath("candidatePortalNotifications"))).headers.get("location")).toContain("/sign-in?redirectTo=");
  });

  it("opens a notice through /n/<id> for its recipient only: read, then its page; anyone else gets the 404 page", async () => {
    const [notice] = await noticesOf(people.candidateA.userId);
    const anonymous = await client(server).get(`/n/${notice!.id}`);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe(`/sign-in?redirectTo=${encodeURIComponent(`/n/${notice!.id}`)}`);

    for (const path of [`/n/${notice!.id}`, `/n/${uuidv7()}`, "/n/not-an-id"]) {
      const refused = await people.candidateB.browser.get(path);
      expect(refused.status, path).toBe(404);
      expect(visibleText(await refused.text())).toContain("Page Not Found");
    }
    expect((await noticesOf(people.candidateA.userId))[0]!.readAt).toBeNull();

    const opened = await people.candidateA.browser.get(`/n/${notice!.id}`);
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("/dashboard/candidateportal/applications");
    expect((await noticesOf(people.candidateA.userId))[0]!.readAt).not.toBeNull();
    const html = await (await people.candidateA.browser.get(areaPath("candidatePortalNotifications"))).text();
    expect(visibleText(html)).not.toContain("unread");
    expect(html).not.toContain(">New</span>");

    // A link that would leave the service goes to the dashboards instead.
    const [admins] = await noticesOf(people.admin.userId);
    expect((await people.admin.browser.get(`/n/${admins!.id}`)).headers.get("location")).toBe("/dashboard");
  });

  it("marks all as read; a second press is harmless; the demonstration shows examples and refuses the button", async () => {
    await record({ kind: "message.new", key: "thread-b-2", recipients: [people.candidateB.userId], link: "/dashboard/candidateportal/messages" });
    const path = areaPath("candidatePortalNotifications");
    expect(visibleText(await (await people.candidateB.browser.get(path)).text())).toContain("Notifications2 (2 unread)");
    for (let press = 0; press < 2; press++) {
      const marked = await people.candidateB.browser.post(path, { intent: "mark-all-read" });
      expect(marked.status).toBe(302);
      expect(marked.headers.get("location")).toBe(`${path}?read=all`);
    }
    expect((await noticesOf(people.candidateB.userId)).every((notice) => notice.readAt !== null)).toBe(true);
    expect(visibleText(await (await people.candidateB.browser.get(`${path}?read=all`)).text())).toContain("All your notifications are marked as read.");
    expect((await people.candidateB.browser.post(path, { intent: "something-else" })).status).toBe(400);

    const empty = await verifiedUser(server, smtp, { name: "Nia Empty" });
    expect(visibleText(await (await empty.browser.get(path)).text())).toContain("You have no notifications.");

    const demo = await client(server).get(areaPath("candidateDemoNotifications"));
    expect(demo.status).toBe(200);
    // No demonstration set is loaded here: the examples about its events (an interview, an appointment, a mentor)
    // are left out, and the one that names none is shown.
    const demoText = visibleText(await demo.text());
    expect(demoText).toContain("You have a new message.");
    expect(demoText).not.toContain("has booked an interview with you");
    expect((await client(server).post(areaPath("candidateDemoNotifications"), { intent: "mark-all-read" })).status).toBe(403);
  });

  it("sends /notifications/settings to the person's own settings page, through sign-in", async () => {
    const expected = {
      candidateA: areaPath("candidatePortalSettings"),
      employer: areaPath("employerPortalSettings"),
      partner: areaPath("partnerSettingsPortal"),
      caseworker: areaPath("caseworkerSettingsPortal"),
      admin: areaPath("adminSettings"),
    };
    for (const [name, path] of Object.entries(expected) as [keyof typeof expected, string][]) {
      const response = await people[name].browser.get("/notifications/settings");
      expect(response.status, name).toBe(302);
      expect(response.headers.get("location"), name).toBe(`${path}#notifications`);
      expect((await people[name].browser.get(path)).status, name).toBe(200);
    }
    expect((await client(server).get("/notifications/settings")).headers.get("location")).toBe(`/sign-in?redirectTo=${encodeURIComponent("/notifications/settings")}`);
  });

  it("saves choices once, with an audit row naming only groups and channels; bad input is a 400 that keeps the choices", async () => {
    const { browser, userId } = people.employer;
    const path = areaPath("employerPortalSettings");
    const page = visibleText(await (await browser.get(path)).text());
    expect(page).toContain("Applications");
    expect(page).not.toContain("Text message");

    const bad = await browser.post(path, { intent: "notice-choices", "email-messages": "yes" });
    expect(bad.status).toBe(400);
    expect(visibleText(await bad.text())).toContain("Tick the box or leave it empty");
    expect(await prefsOf(userId)).toBeUndefined();

    for (let press = 0; press < 2; press++) {
      // Messages and mentoring sessions stay ticked as they were; only Applications' email is unticked.
      const saved = await browser.post(path, { intent: "notice-choices", "email-messages": "on", "email-appointments": "on", formKey: "notice-choices-press-1" });
      expect(saved.status).toBe(302);
      expect(saved.headers.get("location")).toBe(`${path}?notices=choices#notifications`);
    }
    expect((await prefsOf(userId))!.choices).toMatchObject({ applications: { email: false }, messages: { email: true } });
    const rows = await audits(userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.detail).toEqual({ changed: { "applications.email": false } });
    const html = await (await browser.get(`${path}?notices=choices`)).text();
    expect(visibleText(html)).toContain("Your notification choices have been saved.");
    expect(html).toMatch(/name="email-messages"[^>]*checked/);
    expect(html).not.toMatch(/name="email-applications"[^>]*checked/);
  });

  it("refuses a number that is not a UK mobile, keeping what was typed", async () => {
    const { browser, userId } = people.candidateB;
    for (const typed of ["12345", "0161 496 0000", "+33 6 12 34 56 78"]) {
      const refused = await browser.post(areaPath("candidatePortalSettings"), { intent: "mobile-save", mobile: typed });
      expect(refused.status, typed).toBe(400);
      const html = await refused.text();
      expect(visibleText(html)).toContain(MOBILE_MESSAGE);
      expect(html).toContain(`value="${typed}"`);
    }
    expect((await prefsOf(userId))?.mobile ?? null).toBeNull();
    expect(await server.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.userId, userId), eq(mailOutbox.channel, "sms")))).toEqual([]);
  });

  it("confirms a mobile with the code texted to it: expired and wrong codes fail, five wrong tries use it up, sending is limited", async () => {
    const { browser, userId } = people.candidateA;
    const path = areaPath("candidatePortalSettings");
    const db = server.database.db;
    const useCode = async (code: string) => {
      const prefs = await prefsOf(userId);
      await db.update(notificationPreferences).set({ mobileCodeHash: codeHash(server.env.authSecret, userId, prefs!.mobile!, code) }).where(eq(notificationPreferences.userId, userId));
    };
    const confirm = (code: string) => browser.post(path, { intent: "mobile-confirm", code });

    const sent = await browser.post(path, { intent: "mobile-save", mobile: "07700 900-123" });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe(`${path}?notices=code-sent#notifications`);
    let prefs = await prefsOf(userId);
    expect(prefs).toMatchObject({ mobile: "+447700900123", mobileConfirmedAt: null, mobileCodeAttempts: 0 });
    expect(prefs!.mobileCodeHash).toMatch(/^[0-9a-f]{64}$/);
    const [text] = await db.select().from(mailOutbox).where(and(eq(mailOutbox.userId, userId), eq(mailOutbox.kind, "account.mobile-code")));
    expect(text).toMatchObject({ channel: "sms", toAddress: "+447700900123", sensitive: true, dedupeKey: null });
    expect(text!.textBody).toMatch(/^Fair Chance Works: your code is \d{6}\. It lasts 10 minutes\.$|^\[Cleared/);
    expect(visibleText(await (await browser.get(path)).text())).toContain("It is not confirmed yet");

    expect(visibleText(await (await confirm("12")).text())).toContain(CODE_MESSAGE);

    // Expired.
    await useCode("111111");
    await db.update(notificationPreferences).set({ mobileCodeExpiresAt: new Date(Date.now() - 1000) }).where(eq(notificationPreferences.userId, userId));
    const expired = await confirm("111111");
    expect(expired.status).toBe(400);
    expect(visibleText(await expired.text())).toContain(WRONG_CODE_MESSAGE);

    // Five wrong tries use a code up: even the right one then fails.
    expect((await browser.post(path, { intent: "mobile-resend" })).status).toBe(302);
    await useCode("222222");
    for (let attempt = 0; attempt < 5; attempt++) expect((await confirm("999999")).status).toBe(400);
    expect((await confirm("222222")).status).toBe(400);
    expect((await prefsOf(userId))!.mobileConfirmedAt).toBeNull();

    // A new code, and the right one confirms.
    expect((await browser.post(path, { intent: "mobile-resend" })).status).toBe(302);
    await useCode("333333");
    const confirmed = await confirm("333 333");
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe(`${path}?notices=confirmed#notifications`);
    prefs = await prefsOf(userId);
    expect(prefs!.mobileConfirmedAt).not.toBeNull();
    expect(prefs!.mobileCodeHash).toBeNull();
    const page = visibleText(await (await browser.get(`${path}?notices=confirmed`)).text());
    expect(page).toContain("Your mobile number is confirmed.");
    expect(page).toContain("Text message");

    // Texts can now be chosen.
    const choice = await browser.post(path, { intent: "notice-choices", "email-applications": "on", "sms-applications": "on", "sms-reminders": "on" });
    expect(choice.status).toBe(302);
    expect((await prefsOf(userId))!.choices).toMatchObject({ applications: { email: true, sms: true }, messages: { email: false, sms: false }, reminders: { sms: true } });

    // Three codes an hour: a fourth is refused, and the number typed is kept.
    const limited = await browser.post(path, { intent: "mobile-save", mobile: "07700 900 456" });
    expect(limited.status).toBe(429);
    const limitedHtml = await limited.text();
    expect(visibleText(limitedHtml)).toContain("We have sent too many codes");
    expect(limitedHtml).toContain('value="07700 900 456"');
    expect((await prefsOf(userId))!.mobile).toBe("+447700900123");
    expect((await db.select().from(mailOutbox).where(and(eq(mailOutbox.userId, userId), eq(mailOutbox.kind, "account.mobile-code")))).length).toBe(3);

    const detail = (await audits(userId)).map((row) => JSON.stringify(row.detail)).join(" ");
    expect(detail).toContain("confirmed");
    expect(detail).not.toContain("7700");
  });

  it("stops all texts after asking, cancelling pending texts in the same step; starts them again; removing the number asks first", async () => {
    const { browser, userId } = people.candidateA;
    const path = areaPath("candidatePortalSettings");
    const db = server.database.db;
    const pendingId = uuidv7();
    const sentId = uuidv7();
    const emailId = uuidv7();
    await db.insert(mailOutbox).values([
      { id: pendingId, kind: "notice.appointment.reminder", channel: "sms", userId, toAddress: "+447700900123", subject: "x", textBody: "Reminder" },
      { id: sentId, kind: "notice.appointment.reminder", channel: "sms", userId, toAddress: "+447700900123", subject: "x", textBody: "Reminder", status: "sent" },
      { id: emailId, kind: "notice.message.new", channel: "email", userId, toAddress: "someone@example.test", subject: "x", textBody: "New message", nextAttemptAt: new Date(Date.now() + 3600_000) },
    ]);

    const asked = await browser.post(path, { intent: "texts-stop" });
    expect(asked.status).toBe(200);
    expect(visibleText(await asked.text())).toContain("Stop all texts?");
    expect((await prefsOf(userId))!.textsStoppedAt).toBeNull();

    const stopped = await browser.post(path, { intent: "texts-stop", confirmed: "yes" });
    expect(stopped.status).toBe(302);
    expect((await prefsOf(userId))!.textsStoppedAt).not.toBeNull();
    const statuses = Object.fromEntries((await db.select().from(mailOutbox).where(eq(mailOutbox.userId, userId))).map((row) => [row.id, row.status]));
    expect(statuses[pendingId]).toBe("cancelled");
    expect(statuses[sentId]).toBe("sent");
    expect(statuses[emailId]).toBe("pending");
    expect(visibleText(await (await browser.get(path)).text())).toContain("Start texts again");

    expect((await browser.post(path, { intent: "texts-start" })).status).toBe(302);
    expect((await prefsOf(userId))!.textsStoppedAt).toBeNull();

    const askRemove = await browser.post(path, { intent: "mobile-remove" });
    expect(askRemove.status).toBe(200);
    expect(visibleText(await askRemove.text())).toContain("Remove your mobile number?");
    expect((await prefsOf(userId))!.mobile).toBe("+447700900123");
    expect((await browser.post(path, { intent: "mobile-remove", confirmed: "yes" })).status).toBe(302);
    expect(await prefsOf(userId)).toMatchObject({ mobile: null, mobileConfirmedAt: null });

    const details = (await audits(userId)).map((row) => row.detail);
    // The code texts still waiting count too: no text of any kind goes once texts are stopped.
    expect(details).toEqual(expect.arrayContaining([expect.objectContaining({ texts: "stopped" }), { texts: "started again" }, { mobile: "removed" }]));
  });

  it("refuses every settings form on the demonstration, storing nothing", async () => {
    const forms: Record<string, string>[] = [{ intent: "notice-choices" }, { intent: "mobile-save", mobile: "07700900123" }, { intent: "texts-stop", confirmed: "yes" }];
    for (const fields of forms) {
      expect((await client(server).post(areaPath("caseworkerSettingsDemo"), fields)).status).toBe(403);
    }
  });
});
