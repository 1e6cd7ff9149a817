import { getCurrentSession } from "~/features/auth/session.server";
import { JobMatcher, matcherTitle } from "~/features/jobs/components/job-matcher";
import { matcherInput, parseMatcherForm, type MatcherForm } from "~/features/jobs/matcher-params";
import { matchJobs, ownMatcherProfile } from "~/features/jobs/matcher.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/job-matcher";
import type { PageHandle } from "~/lib/page-scripts";

// Shows live roles: anonymous visitors' copies are kept 30 seconds at most (docs/decisions/0018).
export const handle: PageHandle = { cache: 30 };

export const meta = () => pageMeta(matcherTitle, "Match your skills, interests and hours to open roles with employers who give people with convictions a fair chance.");

const BLANK: MatcherForm = { skills: "", interests: "", place: "", miles: 15, availability: "either" };

export async function loader({ context, request }: Route.LoaderArgs) {
  const db = context.database.db;
  const typed = parseMatcherForm(new URL(request.url).searchParams);
  if (typed) return { form: typed, fromProfile: false, results: await matchJobs(db, matcherInput(typed)) };
  // Nothing typed yet: a signed-in candidate starts from their own profile (a failure to read it counts as none).
  const session = await getCurrentSession(context, request).catch(() => null);
  const profile = session?.user.role === "candidate" ? await ownMatcherProfile(db, session.user.id) : null;
  if (!profile) return { form: BLANK, fromProfile: false, results: null };
  const form: MatcherForm = { ...BLANK, ...profile, skills: (profile.skills ?? []).join(", "), interests: (profile.interests ?? []).join(", ") };
  return { form, fromProfile: true, results: await matchJobs(db, matcherInput(form)) };
}

export default function JobMatcherPage({ loaderData }: Route.ComponentProps) {
  return <JobMatcher {...loaderData} />;
}
