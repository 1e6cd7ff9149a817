import { pageAsked } from "~/lib/paging";
import { data } from "react-router";
import { calendarFeedAction } from "~/features/calendar-feeds/feed-action.server";
import { calendarFeedStatus } from "~/features/calendar-feeds/feeds.server";
import { areaPath } from "~/features/dashboards/areas";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { guardDashboard } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import { realSubjectFor } from "~/features/dashboards/subject.server";
import { EmployerInterviewsPage } from "~/features/interviews/components/employer-interviews";
import { employerInterviews } from "~/features/interviews/employer-interviews.server";
import { readForm } from "~/lib/read-form.server";
import type { Route } from "./+types/interviews";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  const db = context.database.db;
  const subject = await realSubjectFor(db, user, "employer");
  const url = new URL(request.url);
  const [list, feed] = await Promise.all([employerInterviews(db, subject, pageAsked(url.searchParams.get("page"))), calendarFeedStatus(db, user.id)]);
  return { list, feed, feedRevoked: url.searchParams.get("done") === "feed-revoked" };
}

// The member's own private calendar feed of the organisation's agreed interviews: made, made anew or turned off
// (the last two ask first).
export async function action({ context, request }: Route.ActionArgs) {
  const { user, session } = await guardDashboard(context, request);
  const answer = await calendarFeedAction(context.database.db, { userId: user.id, sessionId: session.id }, await readForm(request), {
    publicUrl: context.env.publicUrl,
    pageUrl: new URL(request.url),
  });
  if (answer) return answer;
  throw data("That action was not recognised.", { status: 400 });
}

export default function EmployerInterviewsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EmployerInterviewsPage
      {...loaderData}
      newFeedUrl={actionData && "feedUrl" in actionData ? actionData.feedUrl : null}
      confirmFeed={actionData && "confirmFeed" in actionData ? actionData.confirmFeed : null}
      applicationsHref={areaPath("employerPortalApplications")}
    />
  );
}

export const ErrorBoundary = GuardErrorBoundary;
