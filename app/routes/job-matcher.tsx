import { data, type HeadersArgs } from "react-router";
import { getCurrentSession } from "~/features/auth/session.server";
import { JobMatcher, matcherTitle } from "~/features/jobs/components/job-matcher";
import { matcherInput, parseMatcherForm, type MatcherForm } from "~/features/jobs/matcher-params";
import { matchJobs, ownMatcherProfile } from "~/features/jobs/matcher.server";
import { hasLiveRoles } from "~/features/jobs/search.server";
import { recordFit } from "~/features/jobs/record-fit.server";
import { londonDate } from "~/lib/dates";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/job-matcher";
import type { PageHandle } from "~/lib/page-scripts";
import { hasRole } from "~/features/auth/roles";

// A GET form and links: no React needed. Shows live roles: anonymous visitors' copies are kept 30 seconds at
// most (docs/decisions/0018).
export const handle: PageHandle = { scripts: false, cache: 30 };

export const meta = () => pageMeta(matcherTitle, "Match your skills, interests and hours to open roles with employers who give people with convictions a fair chance.");

/**
 * What a signed-in person sees here is theirs alone: never kept by a browser or a shared cache, nor by the
 * server's page cache. An anonymous visitor's page is anyone's, so only `no-store` (live roles): marking every
 * answer private kept the server from ever keeping the anonymous page.
 */
const PRIVATE = { "Cache-Control": "private, no-store" };
const ANYONES = { "Cache-Control": "no-store" };

export const headers = ({ loaderHeaders }: HeadersArgs) => ({ "Cache-Control": loaderHeaders.get("Cache-Control") ?? PRIVATE["Cache-Control"] });

const BLANK: MatcherForm = { skills: "", interests: "", place: "", miles: 15, availability: "either", leaveOut: false };

export async function loader({ context, request }: Route.LoaderArgs) {
  const db = context.database.db;
  const now = new Date();
  const typed = parseMatcherForm(new URL(request.url).searchParams);
  // A failure to read the session counts as signed out: the matcher works for anyone.
  const session = await getCurrentSession(context, request).catch(() => null);
  const user = session?.user ?? null;
  const headers = user ? PRIVATE : ANYONES;
  const fit = await recordFit(db, context.env.dataEncryption, user, Boolean(typed?.leaveOut), londonDate(now));
  const recordFilter = { offered: fit.offered, applied: fit.leaveOut !== null, noCategories: fit.noCategories };
  // With no open role at all the page says so, rather than sending people to try other words.
  const boardOpen = await hasLiveRoles(db, now);
  if (typed) {
    const form = { ...typed, leaveOut: fit.leaveOut !== null };
    return data({ form, fromProfile: false, recordFilter, boardOpen, results: await matchJobs(db, matcherInput(typed), now, fit.leaveOut ?? undefined) }, { headers });
  }
  // Nothing typed yet: a signed-in candidate starts from their own profile (a failure to read it counts as none).
  const profile = hasRole(user, "candidate") ? await ownMatcherProfile(db, user.id) : null;
  if (!profile) return data({ form: BLANK, fromProfile: false, recordFilter, boardOpen, results: null }, { headers });
  const form: MatcherForm = { ...BLANK, ...profile, skills: (profile.skills ?? []).join(", "), interests: (profile.interests ?? []).join(", ") };
  return data({ form, fromProfile: true, recordFilter, boardOpen, results: await matchJobs(db, matcherInput(form), now) }, { headers });
}

export default function JobMatcherPage({ loaderData }: Route.ComponentProps) {
  return <JobMatcher {...loaderData} />;
}
