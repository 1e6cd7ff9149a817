import { areaPath } from "~/features/dashboards/areas";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { guardDashboard } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { realSubjectFor } from "~/features/dashboards/subject.server";
import { EmployerJobsView, isJobDone } from "~/features/jobs/components/employer-jobs";
import { jobsListAction } from "~/features/jobs/employer-job-actions.server";
import { employerJobList } from "~/features/jobs/employer-jobs.server";
import type { Route } from "./+types/jobs";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  const subject = await realSubjectFor(context.database.db, user, "employer");
  const done = new URL(request.url).searchParams.get("done");
  return { hasOrganisation: subject.organisationId !== null, jobs: await employerJobList(context.database.db, subject), done: isJobDone(done) ? done : null };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = await guardDashboard(context, request);
  const subject = await realSubjectFor(context.database.db, user, "employer");
  return jobsListAction(context.database.db, subject, user, request, areaPath("employerPortalJobs"));
}

export default function EmployerPortalJobsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const problem = actionData && "problem" in actionData ? actionData.problem : undefined;
  return <EmployerJobsView mode="portal" base={areaPath("employerPortalJobs")} {...loaderData} problem={problem} />;
}

export const ErrorBoundary = GuardErrorBoundary;
