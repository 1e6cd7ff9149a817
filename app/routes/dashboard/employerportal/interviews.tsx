import { areaPath } from "~/features/dashboards/areas";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { guardDashboard, guardedNoAction } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { realSubjectFor } from "~/features/dashboards/subject.server";
import { EmployerInterviewsPage } from "~/features/interviews/components/employer-interviews";
import { employerInterviews, interviewListPage } from "~/features/interviews/employer-interviews.server";
import type { Route } from "./+types/interviews";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  const subject = await realSubjectFor(context.database.db, user, "employer");
  return { list: await employerInterviews(context.database.db, subject, interviewListPage(new URL(request.url))) };
}

// A page to read: a POST is refused the same way as on every page without a form.
export async function action({ context, request }: Route.ActionArgs) {
  return guardedNoAction(context, request);
}

export default function EmployerInterviewsRoute({ loaderData }: Route.ComponentProps) {
  return <EmployerInterviewsPage list={loaderData.list} applicationsHref={areaPath("employerPortalApplications")} />;
}

export const ErrorBoundary = GuardErrorBoundary;
