import { writeCalendar, type CalendarEvent } from "~/lib/icalendar";
import { interviewModeLabels } from "./labels";
import type { InterviewPage } from "./interviews.server";

type Accepted = InterviewPage & { interview: NonNullable<InterviewPage["interview"]> & { accepted: NonNullable<NonNullable<InterviewPage["interview"]>["accepted"]> } };

export function hasAcceptedTime(page: InterviewPage): page is Accepted {
  return page.interview?.state === "accepted" && page.interview.accepted !== null;
}

/**
 * One interview as a calendar event. The uid stays the same when the time moves and the sequence goes up at every
 * step, so a calendar that imports the new file replaces the old event rather than adding a second.
 */
export function interviewEvent(page: Accepted, side: "employer" | "candidate"): CalendarEvent {
  const time = page.interview.accepted;
  const how = interviewModeLabels[time.mode];
  return {
    uid: `interview-${page.interview.id}@fairchanceworks`,
    summary: side === "employer" ? `Interview with ${page.candidateName} for ${page.jobTitle}` : `Interview with ${page.employer} for ${page.jobTitle}`,
    location: time.address ?? time.videoLink,
    description: time.videoLink ? `${how}: ${time.videoLink}` : how,
    when: { start: new Date(time.startsAt), end: new Date(time.endsAt) },
    sequence: page.interview.sequence,
  };
}

/** The downloadable `.ics` of one accepted interview: private, never cached. */
export function interviewCalendarResponse(page: Accepted, side: "employer" | "candidate"): Response {
  const text = writeCalendar({ name: "Interview", productId: "-//Fair Chance Works//Interview//EN", events: [interviewEvent(page, side)] });
  return new Response(text, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="interview.ics"',
      "Cache-Control": "private, no-store",
    },
  });
}
