import { and, eq, inArray, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, mentoringMatches, mentoringSessions, mentors, supportActions } from "../../db/schema";
import { areaPath } from "../../app/features/dashboards/areas";
import { calendarQuery } from "../../app/features/appointments/calendar";
import { MENTOR_REQUEST_TITLE } from "../../app/features/mentoring/mentor-request";
import { addDays, formatDate, londonDate } from "../../app/lib/dates";
import { castLabels, makeCast, type Cast } from "./support/access-matrix";
import { client, visibleText, type Client } from "./support/auth";
import { startSmtpListener, type SmtpListener } from "./support/smtp";
import { rulesBackend } from "./support/test-database";
import { startTestServer, type TestServer } from "./support/test-server";

/**
 * Mentoring works: candidate A asks for a mentor; their caseworker C1 sees it on A's record, home and alerts (C2
 * does not), closes it with a reason A reads, then, when A asks again, assigns someone from partner P who agreed
 * to mentor, books a session (a double press saves once; it shows in C1's calendar), moves it, cancels it after
 * confirming, and ends the mentoring after confirming. C2 cannot act
 * on A's mentoring, and candidate B sees nothing of it. A mentor who withdraws their offer is offered to no one new.
 */

describe.each([rulesBackend])("mentoring on %s", (backend) => {
  let smtp: SmtpListener;
  let server: TestServer;
  let cast: Cast;
  let a: Client;
  let c1: Client;
  let c2: Client;
  let record: string;
  const mentoring = areaPath("candidatePortalMentoring");
  const REASON = "Matrix reason: no mentor near Leeds until the spring";
  const text = async (browser: Client, path: string) => {
    const response = await browser.get(path);
    expect(response.status, path).toBe(200);
    return visibleText(await response.text());
  };
  const openRequests = () =>
    server.database.db
      .select()
      .from(supportActions)
      .where(and(eq(supportActions.candidateId, cast.world.candidateA), eq(supportActions.title, MENTOR_REQUEST_TITLE), eq(supportActions.status, "open")));

  beforeAll(async () => {
    smtp = await startSmtpListener();
    server = await startTestServer(backend, { CLIENT_IP_HEADER: "x-forwarded-for", MAIL_POLL_INTERVAL_MS: "100", SMTP_URL: smtp.url, SEED_DEMO_DATA: "true" });
    cast = await makeCast(server, smtp, client(server));
    a = cast.browsers.candidateA;
    c1 = cast.browsers.caseworkerC1;
    c2 = cast.browsers.caseworkerC2;
    record = areaPath("caseworkerCandidatePortal", { candidateId: cast.world.candidateA });
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it("a request reaches the person's own caseworker on the record, home and alerts, and no other caseworker", async () => {
    const asked = await a.post(mentoring, { intent: "request-mentor" });
    expect(asked.status).toBe(200);
    expect(await openRequests()).toHaveLength(1);
    const today = formatDate(new Date(), "short");

    expect(await text(c1, record)).toContain("They asked for a mentor on");
    expect(await text(c1, areaPath("caseworkerAlertsPortal"))).toContain(`${castLabels.candidateA} asked for a mentor on ${today}`);
    expect(await text(c1, areaPath("caseworkerPortal"))).toContain(`${castLabels.candidateA} asked for a mentor on ${today}`);
    for (const path of [areaPath("caseworkerAlertsPortal"), areaPath("caseworkerPortal")]) expect(await text(c2, path)).not.toContain("asked for a mentor on");
    expect(await text(c2, record)).not.toContain("They asked for a mentor");
  });

  it("closing the request without a reason is refused keeping the page; with one, the candidate reads it", async () => {
    const empty = await c1.post(record, { intent: "mentor-close-request", reason: " ", formKey: "test-close-empty" });
    expect(empty.status).toBe(400);
    expect(visibleText(await empty.text())).toContain("Enter why the request is closed");
    expect(await openRequests()).toHaveLength(1);

    const other = await c2.post(record, { intent: "mentor-close-request", reason: REASON, formKey: "test-close-c2" });
    expect(other.status).toBe(404);
    expect(await openRequests()).toHaveLength(1);

    const closed = await c1.post(record, { intent: "mentor-close-request", reason: REASON, formKey: "test-close-1" });
    expect(closed.status).toBe(200);
    expect(visibleText(await closed.text())).toContain("The request was closed.");
    expect(await openRequests()).toHaveLength(0);
    const page = await text(a, mentoring);
    expect(page).toContain("closed your request without a mentor");
    expect(page).toContain(REASON);
    expect(await text(cast.browsers.candidateB, areaPath("candidatePortalMentoring"))).not.toContain(REASON);
  });

  it("assigns someone who agreed to mentor once, books a session once, and the candidate sees both", async () => {
    await a.post(mentoring, { intent: "request-mentor" });
    expect(await openRequests()).toHaveLength(1);
    // A member of partner P offers to mentor from their settings page; a form with no offer is refused.
    const settings = areaPath("partnerSettingsPortal");
    const p = cast.browsers.partnerP;
    expect((await p.post(settings, { intent: "mentor-offer", offer: " " })).status).toBe(400);
    const offered = await p.post(settings, { intent: "mentor-offer", offer: "Talks about starting work again", livedExperience: "on" });
    expect(offered.status).toBe(200);
    expect(visibleText(await offered.text())).toContain("Caseworkers can now choose you as a mentor");
    expect(await text(p, settings)).toContain("You are offering to mentor.");
    const [mentor] = await server.database.db.select().from(mentors).where(eq(mentors.userId, cast.world.users.partnerP));
    expect(mentor).toMatchObject({ organisationId: cast.world.partnerP, offer: "Talks about starting work again", livedExperience: true, withdrawnAt: null });
    const mentorId = mentor!.id;
    const MENTOR = mentor!.name;
    expect(await text(c1, record)).toContain(`${MENTOR}, ${castLabels.partnerP} (lived experience)`);

    expect((await c2.post(record, { intent: "mentor-assign", mentorId, formKey: "test-assign-c2" })).status).toBe(404);
    const assign = { intent: "mentor-assign", mentorId, formKey: "test-assign-once" };
    expect((await c1.post(record, assign)).status).toBe(200);
    expect((await c1.post(record, assign)).status).toBe(200);
    const matches = await server.database.db.select().from(mentoringMatches).where(eq(mentoringMatches.candidateId, cast.world.candidateA));
    expect(matches).toHaveLength(1);
    expect(matches[0]).toMatchObject({ mentorId, mentorName: MENTOR, livedExperience: true, endedOn: null });
    expect(await openRequests()).toHaveLength(0);

    const date = addDays(londonDate(new Date()), 3);
    const session = { intent: "mentor-session", date, startTime: "14:30", minutes: "45", mode: "video", location: "Matrix video link", formKey: "test-session-once" };
    const bad = await c1.post(record, { ...session, startTime: "late", formKey: "test-session-bad" });
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(visibleText(badHtml)).toContain("Enter the start time");
    expect(badHtml).toContain('value="Matrix video link"');
    expect((await c1.post(record, session)).status).toBe(200);
    expect((await c1.post(record, session)).status).toBe(200);
    expect(await server.database.db.select().from(mentoringSessions).where(eq(mentoringSessions.matchId, matches[0]!.id))).toHaveLength(1);

    const page = await text(a, mentoring);
    expect(page).toContain(MENTOR);
    expect(page).toContain("Yes, they have chosen to share it");
    expect(page).toContain("14:30");
    expect(page).toContain("Matrix video link");
    expect(page).toContain("our team matched you with a mentor");
    // The session is in A's own diary; partner P, who may read A's diary, does not see it there.
    expect(await text(a, areaPath("candidatePortalDiary"))).toContain(`Mentoring session with ${MENTOR}`);
    // And in the calendar file of their diary (the same as their private feed), with where it happens.
    const ics = (await (await a.get(areaPath("candidatePortalDiaryExport"))).text()).replace(/\r\n[ \t]/g, "");
    expect(ics).toContain(`SUMMARY:Mentoring session with ${MENTOR}`);
    expect(ics).toContain("LOCATION:Matrix video link");
    expect(ics).toMatch(/UID:mentoring-[0-9a-f-]+@fairchanceworks/);
    const partnerDiary = await text(cast.browsers.partnerP, areaPath("partnerPersonDiaryPortal", { candidateId: cast.world.candidateA }));
    expect(partnerDiary).toContain(castLabels.appointmentA);
    expect(partnerDiary).not.toContain("Mentoring session with");
    const b = await text(cast.browsers.candidateB, areaPath("candidatePortalMentoring"));
    expect(b).not.toContain(MENTOR);
    expect(b).not.toContain("Matrix video link");

    // The session shows in C1's calendar as a mentoring session, and not in C2's.
    const week = `${areaPath("caseworkerCalendarPortal")}${calendarQuery("week", date)}`;
    expect(await text(c1, week)).toContain(`14:30 mentoring session: ${castLabels.candidateA} with ${MENTOR}`);
    expect(await text(c2, week)).not.toContain("mentoring session");
    const unfolded = async (browser: Client) => (await (await browser.get(`${areaPath("caseworkerCalendarExportPortal")}${calendarQuery("week", date)}`)).text()).replace(/\r\n[ \t]/g, "");
    expect(await unfolded(c1)).toContain(`SUMMARY:Mentoring session: ${castLabels.candidateA} with ${MENTOR}`);
    expect(await unfolded(c2)).not.toContain("Mentoring session");

    // The mentor (a member of partner P) sees the person by first name with the session on their home; partner Q does not.
    const home = await text(cast.browsers.partnerP, areaPath("partnerPortal"));
    const mentored = home.slice(home.indexOf("People you mentor"));
    expect(mentored).toContain("Avery");
    expect(mentored).toContain("Matrix video link");
    expect(mentored).not.toContain(castLabels.candidateA);
    expect(await text(cast.browsers.partnerQ, areaPath("partnerPortal"))).not.toContain("People you mentor");

    const events = await server.database.db.select({ event: auditEvents.event, detail: auditEvents.detail }).from(auditEvents).where(eq(auditEvents.event, "mentoring_session_booked"));
    expect(events).toHaveLength(1);
    expect(JSON.stringify(events[0]!.detail)).not.toContain("Matrix video link");
  });

  it("an upcoming session moves, with the form filled with what is stored, and cancels after asking; another caseworker can do neither", async () => {
    const [booked] = await server.database.db.select().from(mentoringSessions).where(eq(mentoringSessions.location, "Matrix video link"));
    const sessionId = booked!.id;
    const week = (date: string) => `${areaPath("caseworkerCalendarPortal")}${calendarQuery("week", date)}`;

    // The move form opens from the record, filled with the session as stored.
    const moveAt = `${record}?moveSession=${sessionId}`;
    const form = await (await c1.get(moveAt)).text();
    expect(visibleText(form)).toContain("Move the session on");
    expect(form).toContain(`value="${booked!.heldOn}"`);
    expect(form).toContain('value="14:30"');

    const later = addDays(londonDate(new Date()), 5);
    const move = { intent: "mentor-session-move", sessionId, date: later, startTime: "11:15", minutes: "60", mode: "in_person", location: "Matrix cafe", formKey: "test-move-once" };
    expect((await c2.post(moveAt, { ...move, formKey: "test-move-c2" })).status).toBe(404);
    const bad = await c1.post(moveAt, { ...move, startTime: "", formKey: "test-move-bad" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('value="Matrix cafe"');
    const moved = await c1.post(moveAt, move);
    expect(moved.status).toBe(200);
    const movedHtml = await moved.text();
    expect(visibleText(movedHtml)).toContain("The session was moved.");
    // The form now shows what is stored.
    expect(movedHtml).toContain('value="11:15"');
    expect((await c1.post(moveAt, move)).status).toBe(200);
    const [after] = await server.database.db.select().from(mentoringSessions).where(eq(mentoringSessions.id, sessionId));
    expect(after).toMatchObject({ heldOn: later, minutes: 60, mode: "in_person", location: "Matrix cafe" });
    expect(await text(a, mentoring)).toContain("11:15");
    expect(await text(c1, week(later))).toContain("11:15 mentoring session");
    // A day with only a mentoring session does not also say it has no appointments.
    const laterHtml = await (await c1.get(week(later))).text();
    const start = laterHtml.indexOf(`id="day-${later}"`);
    const next = laterHtml.indexOf('aria-labelledby="day-', start);
    const dayText = visibleText(laterHtml.slice(start, next > 0 ? next : undefined));
    expect(dayText).toContain("11:15 mentoring session");
    expect(dayText).not.toContain("No appointments.");

    // Cancelling asks first; then the session leaves the calendar, the candidate's page and their diary file.
    expect((await c2.post(record, { intent: "mentor-session-cancel", sessionId, confirmed: "yes" })).status).toBe(404);
    const ask = await c1.post(record, { intent: "mentor-session-cancel", sessionId });
    expect(ask.status).toBe(200);
    expect(visibleText(await ask.text())).toContain(`Cancel the session on ${formatDate(later)}, 11:15?`);
    expect(await server.database.db.select().from(mentoringSessions).where(eq(mentoringSessions.id, sessionId))).toHaveLength(1);
    const cancelled = await c1.post(record, { intent: "mentor-session-cancel", sessionId, confirmed: "yes" });
    expect(cancelled.status).toBe(200);
    expect(visibleText(await cancelled.text())).toContain("The session was cancelled.");
    expect(await server.database.db.select().from(mentoringSessions).where(eq(mentoringSessions.id, sessionId))).toHaveLength(0);
    expect(await text(a, mentoring)).not.toContain("Matrix cafe");
    expect(await text(c1, week(later))).not.toContain("mentoring session");
    expect(await (await a.get(areaPath("candidatePortalDiaryExport"))).text()).not.toContain("Matrix cafe");
    // Cancelling again, or moving what is gone, is refused with a reason.
    const again = await c1.post(record, { intent: "mentor-session-cancel", sessionId, confirmed: "yes" });
    expect(again.status).toBe(400);
    expect(visibleText(await again.text())).toContain("That session has already happened, was cancelled, or is not one of theirs.");
    const events = await server.database.db.select({ event: auditEvents.event }).from(auditEvents).where(inArray(auditEvents.event, ["mentoring_session_moved", "mentoring_session_cancelled"]));
    expect(events.map((row) => row.event).sort()).toEqual(["mentoring_session_cancelled", "mentoring_session_moved"]);
  });

  it("ending the mentoring asks first, works without JavaScript, and another caseworker cannot end it", async () => {
    const [{ name: MENTOR }] = (await server.database.db.select({ name: mentors.name }).from(mentors).where(eq(mentors.userId, cast.world.users.partnerP))) as [{ name: string }];
    expect((await c2.post(record, { intent: "mentor-end", confirmed: "yes" })).status).toBe(404);
    const current = () => server.database.db.select().from(mentoringMatches).where(and(eq(mentoringMatches.candidateId, cast.world.candidateA), isNull(mentoringMatches.endedOn)));
    expect(await current()).toHaveLength(1);

    const ask = await c1.post(record, { intent: "mentor-end" });
    expect(ask.status).toBe(200);
    expect(visibleText(await ask.text())).toContain(`End mentoring with ${MENTOR}?`);
    expect(await current()).toHaveLength(1);

    const ended = await c1.post(record, { intent: "mentor-end", confirmed: "yes" });
    expect(ended.status).toBe(200);
    expect(visibleText(await ended.text())).toContain("The mentoring was ended.");
    expect(await current()).toHaveLength(0);
    expect(await text(a, mentoring)).toContain("You do not have a mentor at the moment.");
  });

  it("a mentor who withdraws is offered to no one new", async () => {
    const p = cast.browsers.partnerP;
    expect((await p.post(areaPath("partnerSettingsPortal"), { intent: "mentor-withdraw" })).status).toBe(200);
    const [mentor] = await server.database.db.select().from(mentors).where(eq(mentors.userId, cast.world.users.partnerP));
    expect(mentor!.withdrawnAt).not.toBeNull();
    expect(await text(c1, record)).not.toContain(`${mentor!.name}, ${castLabels.partnerP} (lived experience)`);
    expect((await c1.post(record, { intent: "mentor-assign", mentorId: mentor!.id, formKey: "test-assign-withdrawn" })).status).toBe(400);
  });
});
