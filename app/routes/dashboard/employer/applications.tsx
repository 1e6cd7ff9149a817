import { noticesOf } from "~/features/notifications/record-notice.server";
import { applicationsAction } from "~/features/applications/employer-application-actions.server";
import { EmployerApplicationsView } from "~/features/applications/components/employer-applications";
import { employerApplicationList } from "~/features/applications/employer-applications.server";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { dashboardAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import type { Route } from "./+types/applications";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader(args: Route.LoaderArgs) {
  const { mode, subject, home } = await dashboardPage(args, "employer");
  return {
    mode,
    base: `${home}/applications`,
    // The demonstration employer always has its organisation; a portal account may not be linked to one yet.
    hasOrganisation: subject.organisationId !== null,
    applications: await employerApplicationList(args.context.database.db, subject),
  };
}

// Moving an application on: the demonstration refuses it and changes nothing.
export async function action(args: Route.ActionArgs) {
  return dashboardAction(args, "employer", ({ subject, actor }) => applicationsAction(args.context.database.db, noticesOf(args.context), subject, actor, args.request));
}

export default function EmployerApplicationsRoute({ loaderData }: Route.ComponentProps) {
  return <EmployerApplicationsView {...loaderData} />;
}

export const ErrorBoundary = GuardErrorBoundary;
