import { realSubject } from "~/features/dashboards/subject.server";
import { diaryCalendar } from "~/features/diary/diary.server";
import { employerInterviewCalendar } from "~/features/interviews/employer-interviews.server";
import type { AppDb } from "~/lib/db.server";
import { writeCalendar } from "~/lib/icalendar";
import type { FeedOwner } from "./feeds.server";

/**
 * What a feed holds for its owner. A candidate's is their diary (appointments and own entries), the same as the
 * diary's download; an employer member's, their organisation's agreed interviews; other roles hold nothing yet,
 * and add their own calendar here.
 */
export async function feedCalendar(db: AppDb, owner: FeedOwner, now: Date = new Date()): Promise<string> {
  const subject = await realSubject(db, owner);
  if (subject?.kind === "candidate") return diaryCalendar(db, subject, now);
  if (subject?.kind === "employer") return employerInterviewCalendar(db, subject, now);
  return writeCalendar({ name: "Fair Chance Works", productId: "-//Fair Chance Works//Calendar//EN", events: [], now });
}
