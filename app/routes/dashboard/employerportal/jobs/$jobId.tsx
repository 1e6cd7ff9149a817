import { data } from "react-router";
import { areaPath } from "~/features/dashboards/areas";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { guardDashboard } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { realSubjectFor } from "~/features/dashboards/subject.server";
import { JobFormView } from "~/features/jobs/components/employer-jobs";
import { jobFormAction } from "~/features/jobs/employer-job-actions.server";
import { employerJobForForm } from "~/features/jobs/employer-jobs.server";
import type { Route } from "./+types/$jobId";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  const subject = await realSubjectFor(context.database.db, user, "employer");
  // Someone else's role, a demonstration role or a made-up id: all the same "not found".
  const job = await employerJobForForm(context.database.db, subject, params.jobId);
  if (!job) throw data("There is no role of yours at this address.", { status: 404 });
  return { job: { id: params.jobId, ...job } };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { user } = await guardDashboard(context, request);
  const subject = await realSubjectFor(context.database.db, user, "employer");
  return jobFormAction(context.database.db, subject, user, request, areaPath("employerPortalJobs"), params.jobId);
}

export default function EmployerPortalJobRoute({ loaderData }: Route.ComponentProps) {
  return <JobFormView mode="portal" base={areaPath("employerPortalJobs")} hasOrganisation job={loaderData.job} />;
}

export const ErrorBoundary = GuardErrorBoundary;
