import { and, asc, desc, eq, sql } from "drizzle-orm";
import { data } from "react-router";
import { candidates, referrals, supportActions } from "../../../db/schema";
import type { PartnerVisibility, ReferralStatus } from "../../../db/schema/vocabulary";
import { candidateProfile } from "~/features/candidates/profile.server";
import type { CandidateProfile } from "~/features/candidates/profile";
import { candidateDiary, type Diary } from "~/features/diary/diary.server";
import { candidateReadiness, type CandidateReadiness } from "~/features/readiness/readiness.server";
import type { CandidateSubject, PartnerSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { londonDate } from "~/lib/dates";
import { referralDetailColumns, referralDetails, type ReferralDetails } from "~/features/referrals/referrals.server";
import { isUuid } from "~/lib/uuid-pattern";

/**
 * A person a partner referred, seen from that partner: the referral is always the partner's to see; anything
 * about the person beyond it only as far as they agreed (`partner_may_see` on the partner's newest referral of
 * them). Someone the partner did not refer, an id from the other data set or nonsense is "not found".
 */

export type ReferredPerson = {
  candidateId: string;
  personName: string;
  status: ReferralStatus;
  referredAt: string;
  referredByName: string;
  town: string | null;
  details: ReferralDetails;
};

const NOT_FOUND = "There is no one your organisation referred at this address.";

/** The partner's newest referral of the person, or null when the partner never referred them (in this data set). */
export async function referredPerson(db: AppDb, subject: PartnerSubject, candidateId: string): Promise<ReferredPerson | null> {
  if (!subject.organisationId || !isUuid(candidateId)) return null;
  const [row] = await db
    .select({
      firstName: referrals.firstName,
      lastName: referrals.lastName,
      status: referrals.status,
      createdAt: referrals.createdAt,
      referredByName: referrals.referredByName,
      town: referrals.town,
      ...referralDetailColumns,
    })
    .from(referrals)
    .innerJoin(candidates, eq(candidates.id, referrals.candidateId))
    .where(
      and(
        eq(referrals.partnerId, subject.organisationId),
        eq(referrals.demo, subject.demo),
        eq(referrals.candidateId, candidateId),
        eq(candidates.demo, subject.demo),
      ),
    )
    .orderBy(desc(referrals.createdAt), desc(referrals.id))
    .limit(1);
  if (!row) return null;
  return {
    candidateId,
    personName: `${row.firstName} ${row.lastName}`,
    status: row.status,
    referredAt: row.createdAt.toISOString(),
    referredByName: row.referredByName,
    town: row.town,
    details: referralDetails(row),
  };
}

export type PersonSupportAction = { id: string; title: string; ownerName: string | null; dueOn: string | null; status: "open" | "done" | "cancelled"; completedAt: string | null };

async function personSupportActions(db: AppDb, candidate: CandidateSubject & { candidateId: string }): Promise<PersonSupportAction[]> {
  const rows = await db
    .select({
      id: supportActions.id,
      title: supportActions.title,
      ownerName: supportActions.ownerName,
      dueOn: supportActions.dueOn,
      status: supportActions.status,
      completedAt: supportActions.completedAt,
    })
    .from(supportActions)
    .where(and(eq(supportActions.candidateId, candidate.candidateId), eq(supportActions.demo, candidate.demo)))
    .orderBy(sql`${supportActions.status} <> 'open'`, asc(supportActions.dueOn), desc(supportActions.createdAt), asc(supportActions.id))
    .limit(200);
  return rows.map((row) => ({ ...row, completedAt: row.completedAt?.toISOString() ?? null }));
}

export type PersonPageKind = Exclude<PartnerVisibility, "applications">;

export type PersonPage =
  | { page: "profile"; person: ReferredPerson; allowed: boolean; profile: CandidateProfile | null }
  | { page: "diary"; person: ReferredPerson; allowed: boolean; diary: Diary | null }
  | { page: "progress"; person: ReferredPerson; allowed: boolean; progress: { readiness: CandidateReadiness | null; actions: PersonSupportAction[]; today: string } | null };

/**
 * One of a referred person's pages. Without the person's agreement to that page, `allowed` is false and nothing
 * of theirs is read; the referral itself still shows on the profile page.
 */
export async function referredPersonPage(db: AppDb, subject: PartnerSubject, candidateId: string, page: PersonPageKind, now: Date = new Date()): Promise<PersonPage> {
  const person = await referredPerson(db, subject, candidateId);
  if (!person) throw data(NOT_FOUND, { status: 404 });
  const allowed = person.details.partnerMaySee.includes(page);
  const candidate = { kind: "candidate", demo: subject.demo, candidateId } as const;
  switch (page) {
    case "profile":
      return { page, person, allowed, profile: allowed ? await candidateProfile(db, candidate) : null };
    case "diary":
      return { page, person, allowed, diary: allowed ? await candidateDiary(db, candidate, now) : null };
    case "progress": {
      if (!allowed) return { page, person, allowed, progress: null };
      const [readiness, actions] = await Promise.all([candidateReadiness(db, candidate), personSupportActions(db, candidate)]);
      // The status and checklist, not the caseworker's reason in their own words: that is for the person.
      const shared = readiness && { ...readiness, reason: null, changedByName: null };
      return { page, person, allowed, progress: { readiness: shared, actions, today: londonDate(now) } };
    }
  }
}
