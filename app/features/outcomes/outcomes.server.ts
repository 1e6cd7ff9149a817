import { and, count, countDistinct, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { applications, jobs, outcomeChecks, referrals } from "../../../db/schema";
import { outcomeCheckpoints, type OutcomeCheckpoint } from "../../../db/schema/vocabulary";
import type { EmployerSubject, PartnerSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";

export type EmployerOutcomes = {
  starts: number;
  checkpoints: { checkpoint: OutcomeCheckpoint; checked: number; inWork: number }[];
};

/** People who started with an employer, and how many were still in work at each checkpoint checked so far. */
export async function employerOutcomes(db: AppDb, subject: EmployerSubject & { organisationId: string }): Promise<EmployerOutcomes> {
  const ownJobs = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.employerId, subject.organisationId), eq(jobs.demo, subject.demo)));
  const started = and(inArray(applications.jobId, ownJobs), eq(applications.demo, subject.demo), eq(applications.status, "started"));
  const [starts, checks] = await Promise.all([
    db.select({ count: count() }).from(applications).where(started),
    db
      .select({
        checkpoint: outcomeChecks.checkpoint,
        checked: count(),
        inWork: sql<number>`count(*) filter (where ${outcomeChecks.inWork})`.mapWith(Number),
      })
      .from(outcomeChecks)
      .innerJoin(applications, eq(applications.id, outcomeChecks.applicationId))
      .where(and(inArray(applications.jobId, ownJobs), eq(applications.demo, subject.demo)))
      .groupBy(outcomeChecks.checkpoint),
  ]);
  const byCheckpoint = new Map(checks.map((row) => [row.checkpoint, row]));
  return {
    starts: starts[0]?.count ?? 0,
    checkpoints: outcomeCheckpoints.map((checkpoint) => ({
      checkpoint,
      checked: byCheckpoint.get(checkpoint)?.checked ?? 0,
      inWork: byCheckpoint.get(checkpoint)?.inWork ?? 0,
    })),
  };
}

/** `starts` counts people; `jobStarts` the jobs they started, which the in-work checks are counted in. */
export type PartnerOutcomes = EmployerOutcomes & { referred: number; jobStarts: number };

/**
 * The people a partner referred: how many were referred, how many started a job (people, not jobs) and how
 * many of those checked were still in work at each checkpoint. Figures only: no one is named.
 */
export async function partnerOutcomes(db: AppDb, subject: PartnerSubject & { organisationId: string }): Promise<PartnerOutcomes> {
  const ownReferrals = and(eq(referrals.partnerId, subject.organisationId), eq(referrals.demo, subject.demo));
  const referred = db.select({ id: referrals.candidateId }).from(referrals).where(and(ownReferrals, isNotNull(referrals.candidateId)));
  const started = and(inArray(applications.candidateId, referred), eq(applications.demo, subject.demo), eq(applications.status, "started"));
  const [referredCount, starts, checks] = await Promise.all([
    db.select({ count: count() }).from(referrals).where(ownReferrals),
    db.select({ count: countDistinct(applications.candidateId), jobs: count() }).from(applications).where(started),
    db
      .select({
        checkpoint: outcomeChecks.checkpoint,
        checked: count(),
        inWork: sql<number>`count(*) filter (where ${outcomeChecks.inWork})`.mapWith(Number),
      })
      .from(outcomeChecks)
      .innerJoin(applications, eq(applications.id, outcomeChecks.applicationId))
      .where(and(inArray(applications.candidateId, referred), eq(applications.demo, subject.demo)))
      .groupBy(outcomeChecks.checkpoint),
  ]);
  const byCheckpoint = new Map(checks.map((row) => [row.checkpoint, row]));
  return {
    referred: referredCount[0]?.count ?? 0,
    starts: starts[0]?.count ?? 0,
    jobStarts: starts[0]?.jobs ?? 0,
    checkpoints: outcomeCheckpoints.map((checkpoint) => ({
      checkpoint,
      checked: byCheckpoint.get(checkpoint)?.checked ?? 0,
      inWork: byCheckpoint.get(checkpoint)?.inWork ?? 0,
    })),
  };
}

/** The partner outcomes page's data; null for a partner with no organisation (yet). */
export async function partnerOutcomesPage(db: AppDb, subject: PartnerSubject): Promise<PartnerOutcomes | null> {
  if (!subject.organisationId) return null;
  return partnerOutcomes(db, { ...subject, organisationId: subject.organisationId });
}
