import { applicationsAction } from "~/features/applications/employer-application-actions.server";
import { EmployerApplicationsView } from "~/features/applications/components/employer-applications";
import { employerApplicationList } from "~/features/applications/employer-applications.server";
import { areaPath } from "~/features/dashboards/areas";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { guardDashboard } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { realSubjectFor } from "~/features/dashboards/subject.server";
import type { Route } from "./+types/applications";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  const subject = await realSubjectFor(context.database.db, user, "employer");
  return { hasOrganisation: subject.organisationId !== null, applications: await employerApplicationList(context.database.db, subject) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = await guardDashboard(context, request);
  const subject = await realSubjectFor(context.database.db, user, "employer");
  return applicationsAction(context.database.db, subject, user, request);
}

export default function EmployerPortalApplicationsRoute({ loaderData }: Route.ComponentProps) {
  return <EmployerApplicationsView mode="portal" base={areaPath("employerPortalApplications")} {...loaderData} />;
}

export const ErrorBoundary = GuardErrorBoundary;
