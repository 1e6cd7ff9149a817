import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lte, min, ne, sql } from "drizzle-orm";
import { applicationStatusChanges, applications, candidates, enquiries, mailOutbox, outcomeChecks, referrals } from "../../../db/schema";
import type { AppDb } from "~/lib/db.server";
import { addDays, formatCalendarDate, londonDate } from "~/lib/dates";
import { DEMO_EMAIL_DOMAIN } from "~/lib/demonstration";
import { checkpointStates } from "~/lib/in-work-checkpoints";
import { replyDueAt } from "~/lib/reply-due";
import { uuidv7 } from "~/lib/uuid.server";
import { assignedCaseworkerUserIds, roleUserIds } from "./audience.server";
import { recordNotice } from "./record-notice.server";
import type { ScheduleSettings } from "./schedule-settings.server";

/** How many days before an expected release the caseworker hears of it. */
export const RELEASE_NOTICE_DAYS = 14;
/**
 * A check or an enquiry that fell due longer ago than this is not announced late (the caseworker's alerts list it
 * still): the first run after this job is deployed, or after a long outage, does not send a flood of old news.
 */
export const CATCH_UP_DAYS = 7;
/** The longest an enquiry's promised reply can be after it came in: two working days over a weekend. */
const LONGEST_REPLY_DAYS = 4;

export const CASEWORKER_CANDIDATE_LINK = (candidateId: string) => `/dashboard/caseworkerportal/candidate/${candidateId}`;
export const CASEWORKER_OUTCOMES_LINK = "/dashboard/caseworkerportal/outcomes";
export const ENQUIRIES_LINK = "/dashboard/caseworkerportal/enquiries";

export type TimedNoticeCounts = { releases: number; inWorkChecks: number; enquiries: number; written: number };

/**
 * A person in custody whose newest referral expects them out within RELEASE_NOTICE_DAYS (and not yet released):
 * their assigned caseworkers hear once per expected date, so a changed date is announced again.
 */
async function releasesApproaching(db: AppDb, settings: ScheduleSettings, now: Date): Promise<{ found: number; written: number }> {
  const today = londonDate(now);
  const rows = await db
    .select({ referralId: referrals.id, candidateId: candidates.id, expectedReleaseOn: referrals.expectedReleaseOn })
    .from(referrals)
    .innerJoin(candidates, eq(candidates.id, referrals.candidateId))
    .where(
      and(
        eq(referrals.demo, false),
        eq(candidates.demo, false),
        eq(referrals.setting, "custody"),
        ne(referrals.status, "closed"),
        isNull(candidates.releasedOn),
        isNotNull(referrals.expectedReleaseOn),
        gte(referrals.expectedReleaseOn, today),
        lte(referrals.expectedReleaseOn, addDays(today, RELEASE_NOTICE_DAYS)),
      ),
    )
    .orderBy(desc(referrals.createdAt), desc(referrals.id));
  // Only the newest referral speaks for a person, as on the caseworker's alerts.
  const newest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!newest.has(row.candidateId)) newest.set(row.candidateId, row);
  let written = 0;
  for (const row of newest.values()) {
    const releaseOn = row.expectedReleaseOn!;
    written += await db.transaction(async (tx) =>
      recordNotice(tx, settings, {
        kind: "release.approaching",
        key: `${row.referralId}:${releaseOn}`,
        recipients: await assignedCaseworkerUserIds(tx, row.candidateId),
        link: CASEWORKER_CANDIDATE_LINK(row.candidateId),
        relatedId: row.referralId,
        params: { when: formatCalendarDate(releaseOn) },
        at: now,
      }),
    );
  }
  return { found: newest.size, written };
}

/**
 * In-work checks that fell due in the last CATCH_UP_DAYS and are not recorded, for job starts of real people:
 * their assigned caseworkers hear once per application and checkpoint. The start date is worked out as the
 * outcomes page does: the one a recorded check was measured from, else the day the application became a start.
 */
async function inWorkChecksDue(db: AppDb, settings: ScheduleSettings, now: Date): Promise<{ found: number; written: number }> {
  const today = londonDate(now);
  const starts = await db
    .select({ applicationId: applications.id, candidateId: applications.candidateId, updatedAt: applications.updatedAt })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(and(eq(applications.status, "started"), eq(applications.demo, false), eq(candidates.demo, false)))
    .orderBy(asc(applications.updatedAt));
  if (starts.length === 0) return { found: 0, written: 0 };
  const ids = starts.map((row) => row.applicationId);
  const [startedAt, checks] = await Promise.all([
    db
      .select({ applicationId: applicationStatusChanges.applicationId, at: min(applicationStatusChanges.changedAt) })
      .from(applicationStatusChanges)
      .where(and(inArray(applicationStatusChanges.applicationId, ids), eq(applicationStatusChanges.status, "started")))
      .groupBy(applicationStatusChanges.applicationId),
    db
      .select({ applicationId: outcomeChecks.applicationId, checkpoint: outcomeChecks.checkpoint, inWork: outcomeChecks.inWork, startedOn: outcomeChecks.startedOn })
      .from(outcomeChecks)
      .where(inArray(outcomeChecks.applicationId, ids)),
  ]);
  const startOf = new Map(startedAt.map((row) => [row.applicationId, row.at]));
  const checksOf = new Map<string, typeof checks>();
  for (const check of checks) checksOf.set(check.applicationId, [...(checksOf.get(check.applicationId) ?? []), check]);
  const earliest = addDays(today, -CATCH_UP_DAYS);
  let found = 0;
  let written = 0;
  for (const start of starts) {
    const recorded = checksOf.get(start.applicationId) ?? [];
    const startedOn = recorded[0]?.startedOn ?? londonDate(startOf.get(start.applicationId) ?? start.updatedAt);
    const due = checkpointStates(startedOn, recorded, today).filter((check) => check.state === "due" && check.dueOn >= earliest);
    for (const check of due) {
      found += 1;
      written += await db.transaction(async (tx) =>
        recordNotice(tx, settings, {
          kind: "inwork.check_due",
          key: `${start.applicationId}:${check.checkpoint}`,
          recipients: await assignedCaseworkerUserIds(tx, start.candidateId),
          link: CASEWORKER_OUTCOMES_LINK,
          relatedId: start.applicationId,
          at: now,
        }),
      );
    }
  }
  return { found, written };
}

/** Demonstration enquiries use a reserved domain no real person has (as the enquiries inbox tells them apart). */
const realEnquiry = sql`lower(${enquiries.email}) not like ${`%@${DEMO_EMAIL_DOMAIN}`}`;

/**
 * Real call-back enquiries still new (nobody has contacted the person) past the reply we promised, that fell due
 * in the last CATCH_UP_DAYS: every admin hears once, and the team's mailbox gets one email. Neither names the
 * person who asked: the link leads to the enquiry.
 */
async function enquiriesOverdue(db: AppDb, settings: ScheduleSettings, now: Date): Promise<{ found: number; written: number }> {
  const oldest = new Date(now.getTime() - (CATCH_UP_DAYS + LONGEST_REPLY_DAYS) * 86_400_000);
  const rows = await db
    .select({ id: enquiries.id, formSource: enquiries.formSource, createdAt: enquiries.createdAt })
    .from(enquiries)
    .where(and(realEnquiry, eq(enquiries.status, "new"), gt(enquiries.createdAt, oldest)))
    .orderBy(asc(enquiries.createdAt));
  const earliest = now.getTime() - CATCH_UP_DAYS * 86_400_000;
  const overdue = rows.filter((row) => {
    const dueAt = replyDueAt(row.formSource, row.createdAt).getTime();
    return dueAt < now.getTime() && dueAt >= earliest;
  });
  if (overdue.length === 0) return { found: 0, written: 0 };
  const admins = await roleUserIds(db, "admin");
  let written = 0;
  for (const row of overdue) {
    written += await db.transaction(async (tx) => {
      const count = await recordNotice(tx, settings, {
        kind: "enquiry.overdue",
        key: row.id,
        recipients: admins,
        link: ENQUIRIES_LINK,
        relatedId: row.id,
        at: now,
      });
      await tx.insert(mailOutbox).values(teamEmail(settings, row.id, now)).onConflictDoNothing();
      return count;
    });
  }
  return { found: overdue.length, written };
}

/** The email to the team's mailbox about one overdue enquiry: once, by its dedupe key. */
function teamEmail(settings: ScheduleSettings, enquiryId: string, now: Date): typeof mailOutbox.$inferInsert {
  const { contact } = settings;
  return {
    id: uuidv7(),
    kind: "enquiry.overdue.team",
    channel: "email",
    toAddress: settings.enquiriesTo,
    subject: "An enquiry is waiting for a reply",
    textBody: [
      "Hello,",
      "",
      "An enquiry has waited past the time we promise to reply, and nobody has marked it as contacted yet.",
      "",
      "See it in the enquiries list (you may need to sign in first):",
      `${contact.publicUrl}${ENQUIRIES_LINK}`,
      "",
      `The ${contact.siteName} service`,
    ].join("\n"),
    relatedId: enquiryId,
    dedupeKey: `enquiry.overdue:${enquiryId}:team`,
    nextAttemptAt: now,
    createdAt: now,
  };
}

/**
 * The hourly notices (decision 0035): a release two weeks away, an in-work check due, an enquiry past its promised
 * reply. Each event is written once by its key, whichever server runs this and however often.
 */
export async function runTimedNotices(db: AppDb, settings: ScheduleSettings, now: Date): Promise<TimedNoticeCounts> {
  const releases = await releasesApproaching(db, settings, now);
  const checks = await inWorkChecksDue(db, settings, now);
  const late = await enquiriesOverdue(db, settings, now);
  return { releases: releases.found, inWorkChecks: checks.found, enquiries: late.found, written: releases.written + checks.written + late.written };
}
