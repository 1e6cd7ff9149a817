/** The job matcher's data: a signed-in candidate's own profile, and live roles ranked against a profile. */
import { and, eq, sql } from "drizzle-orm";
import { candidates, jobs, organisations } from "../../../db/schema";
import { londonDate } from "~/lib/dates";
import type { AppDb } from "~/lib/db.server";
import { milesBetween, type Place } from "./gazetteer.server";
import { scoreRole, type Match, type MatchProfile } from "./matcher";
import { parseJobSearch } from "./search-params";
import { listingColumns, liveRole, searchConditions, type JobListing } from "./search.server";

/** How many live roles near the place are scored; the best 20 are shown. */
const CANDIDATE_ROLES = 2000;
export const SHOWN_MATCHES = 20;

export type MatcherInput = MatchProfile & { place: string; miles: number };

/** What a signed-in candidate has told us, to start the matcher with. Only their own, real profile. */
export async function ownMatcherProfile(db: AppDb, userId: string): Promise<Partial<MatcherInput> | null> {
  const [row] = await db
    .select({ skills: candidates.skills, interests: candidates.workInterests, availability: candidates.availability, town: candidates.town, travelMiles: candidates.travelMiles })
    .from(candidates)
    .where(and(eq(candidates.userId, userId), eq(candidates.demo, false)));
  if (!row) return null;
  return {
    skills: row.skills,
    interests: row.interests,
    availability: row.availability ?? "either",
    place: row.town ?? "",
    ...(row.travelMiles ? { miles: row.travelMiles } : {}),
  };
}

export type RankedRole = JobListing & Match;

/** Decides, in memory, whether a role is left out of the matches (see features/disclosure-check/leave-out.ts). */
export type LeaveOut = (role: Pick<JobListing, "recordCheck" | "offenceExclusions">) => boolean;

export async function matchJobs(
  db: AppDb,
  input: MatcherInput,
  now = new Date(),
  leaveOut?: LeaveOut,
): Promise<{ matches: RankedRole[]; place: Place | null; unknownPlace: boolean; leftOut: number }> {
  const params = new URLSearchParams({ where: input.place, miles: String(input.miles) });
  const { where, place, unknownPlace } = searchConditions(parseJobSearch(params));
  const rows = await db
    .select({ ...listingColumns, description: jobs.description })
    .from(jobs)
    .innerJoin(organisations, eq(organisations.id, jobs.employerId))
    .where(and(liveRole(londonDate(now)), ...where))
    .orderBy(sql`${jobs.closingDate} asc nulls last`)
    .limit(CANDIDATE_ROLES);
  const ranked: RankedRole[] = [];
  // Only a count of the roles that would have matched: which ones were left out is never kept.
  let leftOut = 0;
  for (const { description, latitude, longitude, ...row } of rows) {
    const miles = place && !row.national && latitude !== null && longitude !== null ? milesBetween(place, { latitude, longitude }) : null;
    const match = scoreRole(input, { ...row, description, miles }, place ? input.miles : null);
    if (!match) continue;
    if (leaveOut?.(row)) leftOut += 1;
    else ranked.push({ ...row, miles, ...match });
  }
  ranked.sort((a, b) => b.score - a.score || (a.miles ?? Infinity) - (b.miles ?? Infinity) || a.title.localeCompare(b.title, "en-GB"));
  return { matches: ranked.slice(0, SHOWN_MATCHES), place, unknownPlace, leftOut };
}
