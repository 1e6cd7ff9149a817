import { getCurrentSession } from "~/features/auth/session.server";
import { JobMatcher, matcherTitle } from "~/features/jobs/components/job-matcher";
import { matcherInput, parseMatcherForm, type MatcherForm } from "~/features/jobs/matcher-params";
import { matchJobs, ownMatcherProfile } from "~/features/jobs/matcher.server";
import { recordFit } from "~/features/jobs/record-fit.server";
import { londonDate } from "~/lib/dates";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/job-matcher";
import type { PageHandle } from "~/lib/page-scripts";

// Shows live roles: anonymous visitors' copies are kept 30 seconds at most (docs/decisions/0018).
export const handle: PageHandle = { cache: 30 };

export const meta = () => pageMeta(matcherTitle, "Match your skills, interests and hours to open roles with employers who give people with convictions a fair chance.");

// What a signed-in person sees here is theirs alone: never kept by a browser or a shared cache.
export const headers = () => ({ "Cache-Control": "private, no-store" });

const BLANK: MatcherForm = { skills: "", interests: "", place: "", miles: 15, availability: "either", leaveOut: false };

export async function loader({ context, request }: Route.LoaderArgs) {
  const db = context.database.db;
  const now = new Date();
  const typed = parseMatcherForm(new URL(request.url).searchParams);
  // A failure to read the session counts as signed out: the matcher works for anyone.
  const session = await getCurrentSession(context, request).catch(() => null);
  const user = session?.user ?? null;
  const fit = await recordFit(db, context.env.dataEncryption, user, Boolean(typed?.leaveOut), londonDate(now));
  const recordFilter = { offered: fit.offered, applied: fit.leaveOut !== null, noCategories: fit.noCategories };
  if (typed) {
    const form = { ...typed, leaveOut: fit.leaveOut !== null };
    return { form, fromProfile: false, recordFilter, results: await matchJobs(db, matcherInput(typed), now, fit.leaveOut ?? undefined) };
  }
  // Nothing typed yet: a signed-in candidate starts from their own profile (a failure to read it counts as none).
  const profile = user?.role === "candidate" ? await ownMatcherProfile(db, user.id) : null;
  if (!profile) return { form: BLANK, fromProfile: false, recordFilter, results: null };
  const form: MatcherForm = { ...BLANK, ...profile, skills: (profile.skills ?? []).join(", "), interests: (profile.interests ?? []).join(", ") };
  return { form, fromProfile: true, recordFilter, results: await matchJobs(db, matcherInput(form), now) };
}

export default function JobMatcherPage({ loaderData }: Route.ComponentProps) {
  return <JobMatcher {...loaderData} />;
}
