import { describe, expect, it } from "vitest";
import { hasAcceptedTime, interviewCalendarResponse } from "./interview-calendar.server";
import type { InterviewPage, InterviewTime } from "./interviews.server";

function unfold(text: string): string[] {
  return text.replace(/\r\n[ \t]/g, "").split("\r\n").filter(Boolean);
}

const first: InterviewTime = { id: "t1", startsAt: "2027-07-01T09:00:00.000Z", endsAt: "2027-07-01T09:45:00.000Z", mode: "in_person", address: "1 Park Row, Leeds", videoLink: null };
const moved: InterviewTime = { id: "t2", startsAt: "2027-07-02T13:00:00.000Z", endsAt: "2027-07-02T13:45:00.000Z", mode: "video", address: null, videoLink: "https://meet.example/abc" };

function acceptedPage(time: InterviewTime, sequence: number): InterviewPage {
  return {
    applicationId: "a1",
    candidateName: "Sam Doe",
    jobTitle: "Warehouse operative",
    employer: "Leeds Crates",
    status: "interview_booked",
    withdrawn: false,
    interview: { id: "i1", state: "accepted", minutes: 45, times: [time], accepted: time, candidateMessage: null, cancelledBy: null, sequence, calledOff: null },
  };
}

async function eventLines(page: InterviewPage, side: "employer" | "candidate"): Promise<string[]> {
  if (!hasAcceptedTime(page)) throw new Error("no accepted time");
  return unfold(await interviewCalendarResponse(page, side)!.text());
}

describe("an interview's calendar file", () => {
  it("keeps its UID and carries a higher SEQUENCE once the interview has moved, so calendars update the one event", async () => {
    // Offered (0), accepted (1); moved (2) and accepted again (3).
    const before = await eventLines(acceptedPage(first, 1), "candidate");
    const after = await eventLines(acceptedPage(moved, 3), "candidate");
    const uid = (lines: string[]) => lines.filter((line) => line.startsWith("UID:"));
    expect(uid(before)).toEqual(["UID:interview-i1@fairchanceworks"]);
    expect(uid(after)).toEqual(uid(before));
    expect(before).toContain("SEQUENCE:1");
    expect(after).toContain("SEQUENCE:3");
    expect(after).toContain("DTSTART:20270702T130000Z");
    expect(after).toContain("DTEND:20270702T134500Z");
    // SEQUENCE sits inside the event, after its UID.
    expect(after.indexOf("SEQUENCE:3")).toBeGreaterThan(after.indexOf("BEGIN:VEVENT"));
    expect(after.indexOf("SEQUENCE:3")).toBeLessThan(after.indexOf("END:VEVENT"));
  });

  it("is the same event for both sides, each named from its own side", async () => {
    const employer = await eventLines(acceptedPage(first, 1), "employer");
    const candidate = await eventLines(acceptedPage(first, 1), "candidate");
    expect(employer).toContain("SUMMARY:Interview with Sam Doe for Warehouse operative");
    expect(candidate).toContain("SUMMARY:Interview with Leeds Crates for Warehouse operative");
    expect(employer.find((line) => line.startsWith("UID:"))).toBe(candidate.find((line) => line.startsWith("UID:")));
  });

  it("has no file while no time has ever been agreed", () => {
    const page = acceptedPage(first, 0);
    const offered: InterviewPage = { ...page, interview: { ...page.interview!, state: "offered", accepted: null } };
    expect(hasAcceptedTime(offered)).toBe(false);
    expect(interviewCalendarResponse(offered, "candidate")).toBeNull();
  });

  it("cancels the agreed 1 July 2027 09:00-09:45 event once the employer cancels: METHOD:CANCEL, same UID, SEQUENCE 2, STATUS:CANCELLED", async () => {
    const page = acceptedPage(first, 1);
    const cancelled: InterviewPage = {
      ...page,
      interview: { ...page.interview!, state: "cancelled", accepted: null, cancelledBy: "employer", sequence: 2, calledOff: { startsAt: first.startsAt, endsAt: first.endsAt } },
    };
    const before = await eventLines(page, "candidate");
    const response = interviewCalendarResponse(cancelled, "candidate")!;
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="interview-cancelled.ics"');
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const lines = unfold(await response.text());
    expect(lines).toContain("METHOD:CANCEL");
    expect(lines).not.toContain("METHOD:PUBLISH");
    expect(lines.find((line) => line.startsWith("UID:"))).toBe(before.find((line) => line.startsWith("UID:")));
    expect(lines).toContain("SEQUENCE:2");
    expect(lines).toContain("STATUS:CANCELLED");
    expect(lines).toContain("DTSTART:20270701T090000Z");
    expect(lines).toContain("DTEND:20270701T094500Z");
    expect(lines).toContain("SUMMARY:Cancelled: Interview with Leeds Crates for Warehouse operative");
    // Where it was to meet is not repeated in a file about a time that is off.
    expect(lines.some((line) => line.startsWith("LOCATION:"))).toBe(false);
  });

  it("cancels the agreed time while the candidate's request for another time stands (offered again later, SEQUENCE 3)", async () => {
    const page = acceptedPage(first, 1);
    const asked: InterviewPage = {
      ...page,
      interview: { ...page.interview!, state: "another_time_asked", accepted: null, sequence: 3, calledOff: { startsAt: first.startsAt, endsAt: first.endsAt } },
    };
    const lines = unfold(await interviewCalendarResponse(asked, "employer")!.text());
    expect(lines).toContain("METHOD:CANCEL");
    expect(lines).toContain("SEQUENCE:3");
    expect(lines).toContain("SUMMARY:Cancelled: Interview with Sam Doe for Warehouse operative");
  });
});
