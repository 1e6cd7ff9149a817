import { parseApplicationListQuery } from "~/features/applications/application-list-query";
import { EmployerApplicationsView } from "~/features/applications/components/employer-applications";
import { employerApplicationPage } from "~/features/applications/employer-application-list.server";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { dashboardNoAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import type { Route } from "./+types/applications";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader(args: Route.LoaderArgs) {
  const { mode, subject, home } = await dashboardPage(args, "employer");
  // The filter is the address's query (a GET form), so the list works without JavaScript and can be bookmarked.
  const { query, errors, typed } = parseApplicationListQuery(new URL(args.request.url).searchParams);
  return {
    mode,
    base: `${home}/applications`,
    // The demonstration employer always has its organisation; a portal account may not be linked to one yet.
    hasOrganisation: subject.organisationId !== null,
    list: await employerApplicationPage(args.context.database.db, subject, query, errors),
    typed,
  };
}

// The list takes no form: an application is moved on from its own page.
export async function action(args: Route.ActionArgs) {
  return dashboardNoAction(args);
}

export default function EmployerApplicationsRoute({ loaderData }: Route.ComponentProps) {
  return <EmployerApplicationsView {...loaderData} />;
}

export const ErrorBoundary = GuardErrorBoundary;
