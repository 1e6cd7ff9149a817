import { DashboardHome } from "~/features/dashboards/components/dashboard-home";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { dashboardHome, dashboardNoAction } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { EmployerSummarySkeleton, EmployerSummaryView } from "~/features/overview/components/employer-summary";
import { employerSummary } from "~/features/overview/employer-summary.server";
import type { Route } from "./+types/index";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader(args: Route.LoaderArgs) {
  return dashboardHome(args, "employer", employerSummary);
}

// The page takes no form: the demonstration refuses a post as every demonstration page does, the portal with 405.
export async function action(args: Route.ActionArgs) {
  return dashboardNoAction(args);
}

export default function EmployerHomeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardHome home={loaderData} skeleton={<EmployerSummarySkeleton />}>
      {(summary) => <EmployerSummaryView summary={summary} />}
    </DashboardHome>
  );
}

export const ErrorBoundary = GuardErrorBoundary;
