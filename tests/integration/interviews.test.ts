import { and, asc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, applicationStatusChanges, appointments, interviews, interviewTimes, mailOutbox, notifications, organisationMembers } from "../../db/schema";
import { areaPath } from "../../app/features/dashboards/areas";
import { londonInstant } from "../../app/features/appointments/calendar";
import { appointmentWhen } from "../../app/features/appointments/labels";
import { addDays, londonDate } from "../../app/lib/dates";
import { noticeWhen } from "../../app/features/notifications/templates";
import { makeCast, type Cast, castLabels } from "./support/access-matrix";
import { client, visibleText } from "./support/auth";
import { startSmtpListener, type SmtpListener } from "./support/smtp";
import { rulesBackend } from "./support/test-database";
import { startTestServer, type TestServer } from "./support/test-server";

/**
 * Interviews booked in the service, driven through the real pages: the employer offers times, the candidate
 * accepts one or asks for another, the employer moves it, either side cancels (asking first). Each step is in the
 * status history and tells the other side; an accepted time is an appointment in the candidate's diary and their
 * caseworker's view, and downloads as an `.ics`; no one else can open or change any of it.
 */

const ADDRESS = "PLANTED-ADDRESS 12 Quay Street, Leeds";
const LINK = "https://video.example.org/room/planted-7731";

/** The events of a calendar text with the given UID, each as its lines joined. */
function eventsWithUid(calendar: string, uid: string): string[] {
  return calendar
    .split("BEGIN:VEVENT")
    .slice(1)
    .filter((event) => event.includes(`UID:${uid}\r\n`));
}

describe.each([rulesBackend])("interviews, on %s", (backend) => {
  let smtp: SmtpListener;
  let server: TestServer;
  let cast: Cast;
  /** The candidate's private diary feed, made once the interview is agreed. */
  let candidateFeed: string;
  const day = addDays(londonDate(new Date()), 10);
  const nextDay = addDays(day, 1);

  const employerPage = () => areaPath("employerPortalInterview", { applicationId: cast.world.applicationA });
  const candidatePage = () => areaPath("candidatePortalInterview", { applicationId: cast.world.applicationA });
  const noticesOf = (kind: string) => server.database.db.select().from(notifications).where(eq(notifications.kind, kind as never));
  const outboxOf = (kind: string) => server.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, `notice.${kind}`));
  const interviewRow = async () => (await server.database.db.select().from(interviews).where(eq(interviews.applicationId, cast.world.applicationA)))[0]!;
  const timesOf = async (interviewId: string) => server.database.db.select().from(interviewTimes).where(eq(interviewTimes.interviewId, interviewId)).orderBy(asc(interviewTimes.startsAt));
  const interviewAppointments = () =>
    server.database.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.candidateId, cast.world.candidateA), eq(appointments.organisationId, cast.world.employerX), like(appointments.title, "Interview with %")));
  const historyRows = () =>
    server.database.db.select().from(applicationStatusChanges).where(eq(applicationStatusChanges.applicationId, cast.world.applicationA)).orderBy(asc(applicationStatusChanges.changedAt));
  const offer = (formKey: string, extra: Record<string, string> = {}) =>
    cast.browsers.employerX.post(employerPage(), {
      intent: "offer",
      minutes: "45",
      date1: day,
      time1: "10:00",
      mode1: "in_person",
      address1: ADDRESS,
      date2: nextDay,
      time2: "14:30",
      mode2: "video",
      link2: LINK,
      formKey,
      ...extra,
    });
  const employerXHears = () => [cast.world.users.employerX, cast.world.users.employerNoTwoFactor].sort();

  beforeAll(async () => {
    smtp = await startSmtpListener();
    server = await startTestServer(backend, { CLIENT_IP_HEADER: "x-forwarded-for", SMTP_URL: smtp.url, SEED_DEMO_DATA: "true" });
    cast = await makeCast(server, smtp, client(server));
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it("an offer with problems is refused, each problem under its field, with what was typed kept", async () => {
    const sent = await offer("offer-bad-0001", { date1: "2020-01-01", address1: "", mode2: "video", link2: "not a link", date3: day, time3: "" });
    expect(sent.status).toBe(400);
    const page = await sent.text();
    expect(page).toContain("The interview must be at a time in the future");
    expect(page).toContain("Enter the address for an interview in person");
    expect(page).toContain("Enter the link for the video interview, starting https://");
    expect(page).toContain("Enter the time, for example 14:30");
    expect(page).toContain('value="not a link"');
    expect(await server.database.db.select().from(interviews).where(eq(interviews.applicationId, cast.world.applicationA))).toEqual([]);
  });

  it("only the role's employer can offer; the candidate sees the times, and hears without the place", async () => {
    expect((await cast.browsers.employerY.post(employerPage(), { intent: "offer", minutes: "45", date1: day, time1: "10:00", mode1: "phone" })).status).toBe(404);
    expect((await cast.browsers.candidateA.post(employerPage(), { intent: "offer" })).status).toBe(403);

    const sent = await offer("offer-form-0001");
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(`${employerPage()}?done=offered`);
    // The same form again offers nothing more.
    expect((await offer("offer-form-0001")).status).toBe(303);

    const row = await interviewRow();
    expect(row).toMatchObject({ state: "offered", minutes: 45 });
    const times = await timesOf(row.id);
    expect(times.map((time) => [time.mode, time.address, time.videoLink])).toEqual([
      ["in_person", ADDRESS, null],
      ["video", null, LINK],
    ]);
    expect(times[0]!.startsAt.toISOString()).toBe(londonInstant(day, "10:00").toISOString());

    const notices = await noticesOf("interview.offered");
    expect(notices.map((notice) => notice.userId)).toEqual([cast.world.users.candidateA]);
    expect(notices[0]!.params).toEqual({ jobTitle: castLabels.jobX, employer: castLabels.employerX });
    const mail = await outboxOf("interview.offered");
    expect(mail).toHaveLength(1);
    expect(mail[0]!.textBody).not.toContain("PLANTED");
    expect(mail[0]!.textBody).toContain(candidatePage());

    const page = await (await cast.browsers.candidateA.get(candidatePage())).text();
    expect(page).toContain("Times offered");
    expect(page).toContain(ADDRESS);
    expect(page).toContain(LINK);
    expect(page).toContain("Accept this time");
    // Candidate B finds nothing of A's.
    expect((await cast.browsers.candidateB.get(candidatePage())).status).toBe(404);
    expect((await cast.browsers.employerY.get(employerPage())).status).toBe(404);
  });

  it("the candidate accepts a time: an appointment in their diary and their caseworker's view, both .ics files, the employer told", async () => {
    const row = await interviewRow();
    const [first] = await timesOf(row.id);
    expect((await cast.browsers.candidateB.post(candidatePage(), { intent: "accept", timeId: first!.id })).status).toBe(404);
    const accept = () => cast.browsers.candidateA.post(candidatePage(), { intent: "accept", timeId: first!.id, formKey: "accept-form-0001" });
    expect((await accept()).status).toBe(303);
    expect((await accept()).status).toBe(303);

    expect(await interviewRow()).toMatchObject({ state: "accepted", acceptedTimeId: first!.id });
    const made = await interviewAppointments();
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ mode: "in_person", location: ADDRESS, title: `Interview with ${castLabels.employerX} for ${castLabels.jobX}` });
    expect(made[0]!.endsAt.getTime() - made[0]!.startsAt.getTime()).toBe(45 * 60_000);
    const [application] = await server.database.db.select().from(applications).where(eq(applications.id, cast.world.applicationA));
    expect(application!.status).toBe("interview_booked");

    const accepted = await noticesOf("interview.accepted");
    expect(accepted.map((notice) => notice.userId).sort()).toEqual(employerXHears());
    expect(accepted[0]!.params).toEqual({ jobTitle: castLabels.jobX, when: noticeWhen(first!.startsAt) });

    const diary = await (await cast.browsers.candidateA.get(areaPath("candidatePortalDiary"))).text();
    expect(diary).toContain(`Interview with ${castLabels.employerX}`);
    const record = await (await cast.browsers.caseworkerC1.get(areaPath("caseworkerCandidatePortal", { candidateId: cast.world.candidateA }))).text();
    expect(record).toContain(`Interview with ${castLabels.employerX}`);

    const candidateIcs = await cast.browsers.candidateA.get(areaPath("candidatePortalInterviewCalendar", { applicationId: cast.world.applicationA }));
    expect(candidateIcs.status).toBe(200);
    expect(candidateIcs.headers.get("content-type")).toContain("text/calendar");
    expect(candidateIcs.headers.get("content-disposition")).toContain("interview.ics");
    const candidateText = (await candidateIcs.text()).replace(/\r\n /g, "");
    const stamp = first!.startsAt.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
    expect(candidateText).toContain(`DTSTART:${stamp}`);
    expect(candidateText).toContain(`SUMMARY:Interview with ${castLabels.employerX} for ${castLabels.jobX}`);
    expect(candidateText).toContain("LOCATION:PLANTED-ADDRESS 12 Quay Street\\, Leeds");
    expect(candidateText).toContain(`UID:interview-${row.id}@fairchanceworks`);
    const employerText = (await (await cast.browsers.employerX.get(areaPath("employerPortalInterviewCalendar", { applicationId: cast.world.applicationA }))).text()).replace(/\r\n /g, "");
    expect(employerText).toContain(`SUMMARY:Interview with ${castLabels.candidateA} for ${castLabels.jobX}`);
    expect((await cast.browsers.employerY.get(areaPath("employerPortalInterviewCalendar", { applicationId: cast.world.applicationA }))).status).toBe(404);

    // The employer's page for the application shows the agreed time and place, with the way to move or cancel it.
    const applicationPage = visibleText(await (await cast.browsers.employerX.get(areaPath("employerPortalApplication", { applicationId: cast.world.applicationA }))).text());
    expect(applicationPage).toContain("Interview: Time accepted");
    expect(applicationPage).toContain(`In person at ${ADDRESS}`);
    expect(applicationPage).toContain(appointmentWhen(first!.startsAt.toISOString(), new Date(first!.startsAt.getTime() + 45 * 60_000).toISOString()));
    expect(applicationPage).toContain("Move or cancel the interview");
    // And the employer's interview diary lists it; the other employer's does not.
    const interviewsX = visibleText(await (await cast.browsers.employerX.get(areaPath("employerPortalInterviews"))).text());
    expect(interviewsX).toContain("1 interview, soonest first.");
    expect(interviewsX).toContain(castLabels.candidateA);
    expect(interviewsX).toContain(`In person at ${ADDRESS}`);
    const interviewsY = visibleText(await (await cast.browsers.employerY.get(areaPath("employerPortalInterviews"))).text());
    expect(interviewsY).not.toContain(castLabels.candidateA);
    expect(interviewsY).not.toContain("PLANTED-ADDRESS");

    // A member's private calendar feed holds the organisation's agreed interview, as the same event as its file.
    const feedMade = await cast.browsers.employerX.post(areaPath("employerPortalInterviews"), { intent: "create-feed" });
    expect(feedMade.status).toBe(200);
    const feedAddress = /https?:\/\/[^\s"<]+(\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics)/.exec(await feedMade.text());
    expect(feedAddress, "the new address is shown once").not.toBeNull();
    const feed = (await (await server.fetch(feedAddress![1]!)).text()).replace(/\r\n /g, "");
    expect(feed).toContain(`UID:interview-${row.id}@fairchanceworks`);
    expect(feed).toContain("SEQUENCE:1");
    expect(feed).toContain(`SUMMARY:Interview with ${castLabels.candidateA} for ${castLabels.jobX}`);
    const feedY = /https?:\/\/[^\s"<]+(\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics)/.exec(await (await cast.browsers.employerY.post(areaPath("employerPortalInterviews"), { intent: "create-feed" })).text());
    const otherFeed = await (await server.fetch(feedY![1]!)).text();
    expect(otherFeed).not.toContain(row.id);
    expect(otherFeed).not.toContain(castLabels.candidateA);
    // Turning it off asks first; confirmed, the address is gone.
    const asked = await cast.browsers.employerX.post(areaPath("employerPortalInterviews"), { intent: "revoke-feed" });
    expect(asked.status).toBe(200);
    expect(visibleText(await asked.text())).toContain("Turn off the calendar feed?");
    expect((await server.fetch(feedAddress![1]!)).status).toBe(200);
    expect((await cast.browsers.employerX.post(areaPath("employerPortalInterviews"), { intent: "revoke-feed", confirmed: "yes" })).status).toBe(302);
    expect((await server.fetch(feedAddress![1]!)).status).toBe(404);

    // The candidate's diary feed lists the interview as the same event as its file (the interview's UID and
    // SEQUENCE, not the appointment's), so a calendar holding both shows it once.
    const diaryFeedMade = await cast.browsers.candidateA.post(areaPath("candidatePortalDiary"), { intent: "create-feed" });
    candidateFeed = /https?:\/\/[^\s"<]+(\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics)/.exec(await diaryFeedMade.text())![1]!;
    const diaryFeed = (await (await server.fetch(candidateFeed)).text()).replace(/\r\n /g, "");
    expect(eventsWithUid(diaryFeed, `interview-${row.id}@fairchanceworks`)).toEqual([expect.stringContaining("SEQUENCE:1")]);
    expect(diaryFeed).not.toContain(`appointment-${made[0]!.id}`);
  });

  it("the candidate asks for another time: the appointment goes, the employer reads the message and is told", async () => {
    const sent = await cast.browsers.candidateA.post(candidatePage(), { intent: "another", message: "Afternoons are better for me", formKey: "another-form-0001" });
    expect(sent.status).toBe(303);
    expect(await interviewRow()).toMatchObject({ state: "another_time_asked", candidateMessage: "Afternoons are better for me", appointmentId: null });
    expect(await interviewAppointments()).toEqual([]);
    expect((await noticesOf("interview.another_time")).map((notice) => notice.userId).sort()).toEqual(employerXHears());
    expect((await outboxOf("interview.another_time")).every((mail) => !mail.textBody.includes("Afternoons"))).toBe(true);
    const page = await (await cast.browsers.employerX.get(employerPage())).text();
    expect(page).toContain("Afternoons are better for me");
    expect(page).toContain("Move the interview: offer new times");
    // The time given up is taken out of calendars that hold it: its cancellation, same UID, the next revision.
    const ics = await cast.browsers.candidateA.get(areaPath("candidatePortalInterviewCalendar", { applicationId: cast.world.applicationA }));
    expect(ics.status).toBe(200);
    expect(ics.headers.get("content-disposition")).toContain("interview-cancelled.ics");
    const text = (await ics.text()).replace(/\r\n /g, "");
    expect(text).toContain("METHOD:CANCEL");
    expect(text).toContain("STATUS:CANCELLED");
    expect(text).toContain("SEQUENCE:2");
    expect(text).toContain(`UID:interview-${(await interviewRow()).id}@fairchanceworks`);
    expect(visibleText(page)).toContain("is no longer on. If you added it to your calendar, download its cancellation (.ics file) to take it out.");
    // The diary feed no longer holds it.
    expect(await (await server.fetch(candidateFeed)).text()).not.toContain("interview-");
  });

  it("the employer moves it: new times replace the old, the candidate is asked again and accepts", async () => {
    const moved = await offer("offer-form-0002", { date1: nextDay, time1: "15:00", mode1: "phone", address1: "", date2: "", time2: "", mode2: "", link2: "" });
    expect(moved.status).toBe(303);
    expect(moved.headers.get("location")).toBe(`${employerPage()}?done=moved`);
    const row = await interviewRow();
    expect(row.state).toBe("offered");
    const times = await timesOf(row.id);
    expect(times.map((time) => [time.mode, time.address])).toEqual([["phone", null]]);
    expect((await noticesOf("interview.moved")).map((notice) => notice.userId)).toEqual([cast.world.users.candidateA]);
    expect((await cast.browsers.candidateA.post(candidatePage(), { intent: "accept", timeId: times[0]!.id, formKey: "accept-form-0002" })).status).toBe(303);
    const made = await interviewAppointments();
    expect(made.map((appointment) => [appointment.mode, appointment.startsAt.toISOString()])).toEqual([["phone", londonInstant(nextDay, "15:00").toISOString()]]);
    // The moved interview's file is the same calendar event (same UID) at a later revision: accepted, another time
    // asked, moved and accepted again make four steps after the offer.
    const ics = (await (await cast.browsers.candidateA.get(areaPath("candidatePortalInterviewCalendar", { applicationId: cast.world.applicationA }))).text()).replace(/\r\n /g, "");
    expect(ics).toContain(`UID:interview-${row.id}@fairchanceworks`);
    expect(ics).toContain("SEQUENCE:4");
    expect(ics).toContain("METHOD:PUBLISH");
    // The diary feed carries the same event at the same revision, once.
    const diaryFeed = (await (await server.fetch(candidateFeed)).text()).replace(/\r\n /g, "");
    expect(eventsWithUid(diaryFeed, `interview-${row.id}@fairchanceworks`)).toEqual([expect.stringContaining("SEQUENCE:4")]);
  });

  it("the employer cancels, asked first: the appointment goes and the candidate is told", async () => {
    const asked = await cast.browsers.employerX.post(employerPage(), { intent: "cancel" });
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain("Cancel this interview?");
    expect((await interviewRow()).state).toBe("accepted");

    expect((await cast.browsers.employerX.post(employerPage(), { intent: "cancel", confirmed: "yes", formKey: "cancel-form-0001" })).status).toBe(303);
    expect(await interviewRow()).toMatchObject({ state: "cancelled", cancelledBy: "employer" });
    expect(await interviewAppointments()).toEqual([]);
    expect((await noticesOf("interview.cancelled")).map((notice) => notice.userId)).toEqual([cast.world.users.candidateA]);
    // Both sides can take the agreed time out of their calendars; the other employer still gets nothing.
    for (const [browser, path] of [
      [cast.browsers.candidateA, areaPath("candidatePortalInterviewCalendar", { applicationId: cast.world.applicationA })],
      [cast.browsers.employerX, areaPath("employerPortalInterviewCalendar", { applicationId: cast.world.applicationA })],
    ] as const) {
      const cancellation = await browser.get(path);
      expect(cancellation.status).toBe(200);
      const text = (await cancellation.text()).replace(/\r\n /g, "");
      expect(text).toContain("METHOD:CANCEL");
      expect(text).toContain("STATUS:CANCELLED");
      expect(text).toContain("SEQUENCE:5");
      expect(text).not.toContain("PLANTED-ADDRESS");
    }
    expect((await cast.browsers.employerY.get(areaPath("employerPortalInterviewCalendar", { applicationId: cast.world.applicationA }))).status).toBe(404);
    expect(await (await server.fetch(candidateFeed)).text()).not.toContain("interview-");
    const diary = visibleText(await (await cast.browsers.employerX.get(areaPath("employerPortalInterviews"))).text());
    expect(diary).toContain("No interviews agreed from today on.");
    expect(diary).not.toContain(castLabels.candidateA);
    // Cancelled already: a second confirmed press changes nothing and says so.
    expect((await cast.browsers.employerX.post(employerPage(), { intent: "cancel", confirmed: "yes", formKey: "cancel-form-0002" })).status).toBe(409);
  });

  it("offered again and cancelled by the candidate: the member who offered is told, and those who hear of applications; the history records every step", async () => {
    expect((await offer("offer-form-0003")).headers.get("location")).toBe(`${employerPage()}?done=offered`);
    expect((await interviewRow()).offeredByUserId).toBe(cast.world.users.employerX);
    // Neither member now hears of applications: the one who offered the times still hears the answer, the other not.
    const hears = (userId: string, value: boolean) =>
      server.database.db.update(organisationMembers).set({ hearsOfApplications: value }).where(and(eq(organisationMembers.organisationId, cast.world.employerX), eq(organisationMembers.userId, userId)));
    await hears(cast.world.users.employerX, false);
    await hears(cast.world.users.employerNoTwoFactor, false);
    try {
      expect((await cast.browsers.candidateA.post(candidatePage(), { intent: "cancel", confirmed: "yes", formKey: "cancel-form-0003" })).status).toBe(303);
    } finally {
      await hears(cast.world.users.employerX, true);
      await hears(cast.world.users.employerNoTwoFactor, true);
    }
    expect(await interviewRow()).toMatchObject({ state: "cancelled", cancelledBy: "candidate" });
    expect((await noticesOf("interview.cancelled_by_candidate")).map((notice) => notice.userId)).toEqual([cast.world.users.employerX]);

    const steps = (await historyRows()).filter((row) => row.note?.includes("nterview")).map((row) => `${row.status}: ${row.note}`);
    const expected = [
      "selected_for_interview: Interview times offered:",
      "interview_booked: Interview time accepted:",
      "selected_for_interview: Another interview time asked for: Afternoons are better for me",
      "selected_for_interview: Interview moved. New times offered:",
      "interview_booked: Interview time accepted:",
      "selected_for_interview: Interview cancelled by the employer.",
      "selected_for_interview: Interview times offered:",
      "selected_for_interview: Interview cancelled by the candidate.",
    ];
    expect(steps).toHaveLength(expected.length);
    steps.forEach((line, index) => expect(line.startsWith(expected[index]!), line).toBe(true));
    const candidateView = await (await cast.browsers.candidateA.get(areaPath("candidatePortalApplications"))).text();
    expect(candidateView).toContain("Interview cancelled by the candidate.");
  });
});
