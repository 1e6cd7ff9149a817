import { areaPath } from "~/features/dashboards/areas";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { guardDashboard } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { realSubjectFor } from "~/features/dashboards/subject.server";
import { JobFormView } from "~/features/jobs/components/employer-jobs";
import { jobFormAction } from "~/features/jobs/employer-job-actions.server";
import type { Route } from "./+types/new";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  const subject = await realSubjectFor(context.database.db, user, "employer");
  return { hasOrganisation: subject.organisationId !== null };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = await guardDashboard(context, request);
  const subject = await realSubjectFor(context.database.db, user, "employer");
  return jobFormAction(context.database.db, subject, user, request, areaPath("employerPortalJobs"), null);
}

export default function EmployerPortalJobNewRoute({ loaderData }: Route.ComponentProps) {
  return <JobFormView mode="portal" base={areaPath("employerPortalJobs")} hasOrganisation={loaderData.hasOrganisation} job={null} />;
}

export const ErrorBoundary = GuardErrorBoundary;
