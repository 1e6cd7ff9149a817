import { writeCalendar, type CalendarEvent } from "~/lib/icalendar";
import { interviewModeLabels } from "./labels";
import type { InterviewPage } from "./interviews.server";

type Interview = NonNullable<InterviewPage["interview"]>;
type Accepted = InterviewPage & { interview: Interview & { accepted: NonNullable<Interview["accepted"]> } };

export function hasAcceptedTime(page: InterviewPage): page is Accepted {
  return page.interview?.state === "accepted" && page.interview.accepted !== null;
}

/** The one UID an interview has in every calendar file and feed, whatever its time and however often it moves. */
export function interviewUid(interviewId: string): string {
  return `interview-${interviewId}@fairchanceworks`;
}

function summary(page: InterviewPage, side: "employer" | "candidate"): string {
  return side === "employer" ? `Interview with ${page.candidateName} for ${page.jobTitle}` : `Interview with ${page.employer} for ${page.jobTitle}`;
}

/**
 * One interview as a calendar event. The uid stays the same when the time moves and the sequence goes up at every
 * step, so a calendar that imports the new file replaces the old event rather than adding a second.
 */
export function interviewEvent(page: Accepted, side: "employer" | "candidate"): CalendarEvent {
  const time = page.interview.accepted;
  const how = interviewModeLabels[time.mode];
  return {
    uid: interviewUid(page.interview.id),
    summary: summary(page, side),
    location: time.address ?? time.videoLink,
    description: time.videoLink ? `${how}: ${time.videoLink}` : how,
    when: { start: new Date(time.startsAt), end: new Date(time.endsAt) },
    sequence: page.interview.sequence,
  };
}

/**
 * The agreed time that no longer stands, as a cancellation: same UID, a higher SEQUENCE and STATUS:CANCELLED, so a
 * calendar that imported the interview takes it out (or marks it cancelled) instead of keeping a time that is off.
 */
export function interviewCancellation(page: InterviewPage, side: "employer" | "candidate"): CalendarEvent | null {
  const calledOff = page.interview?.calledOff;
  if (!page.interview || !calledOff) return null;
  return {
    uid: interviewUid(page.interview.id),
    summary: `Cancelled: ${summary(page, side)}`,
    description: "This interview time is no longer on. See the application in Fair Chance Works for where it stands.",
    when: { start: new Date(calledOff.startsAt), end: new Date(calledOff.endsAt) },
    sequence: page.interview.sequence,
    status: "CANCELLED",
  };
}

function calendarFile(text: string, filename: string): Response {
  return new Response(text, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/**
 * The interview's `.ics` as either side downloads it: the agreed time while it stands, its cancellation once it has
 * been moved, given up or cancelled, or null when no time was ever agreed. Private, never cached.
 */
export function interviewCalendarResponse(page: InterviewPage, side: "employer" | "candidate"): Response | null {
  if (hasAcceptedTime(page)) {
    return calendarFile(writeCalendar({ name: "Interview", productId: "-//Fair Chance Works//Interview//EN", events: [interviewEvent(page, side)] }), "interview.ics");
  }
  const cancellation = interviewCancellation(page, side);
  if (!cancellation) return null;
  return calendarFile(
    writeCalendar({ name: "Interview", productId: "-//Fair Chance Works//Interview//EN", method: "CANCEL", events: [cancellation] }),
    "interview-cancelled.ics",
  );
}
