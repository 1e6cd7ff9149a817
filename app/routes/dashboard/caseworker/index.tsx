import { DashboardHome } from "~/features/dashboards/components/dashboard-home";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { dashboardHome, dashboardNoAction } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import { CaseworkerSummarySkeleton, CaseworkerSummaryView } from "~/features/overview/components/caseworker-summary";
import { caseworkerSummary } from "~/features/overview/caseworker-summary.server";
import type { Route } from "./+types/index";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader(args: Route.LoaderArgs) {
  return dashboardHome(args, "caseworker", caseworkerSummary);
}

// The page takes no form: the demonstration refuses a post as every demonstration page does, the portal with 405.
export async function action(args: Route.ActionArgs) {
  return dashboardNoAction(args);
}

export default function CaseworkerHomeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardHome home={loaderData} skeleton={<CaseworkerSummarySkeleton />}>
      {(summary) => <CaseworkerSummaryView summary={summary} mode={loaderData.mode} />}
    </DashboardHome>
  );
}

export const ErrorBoundary = GuardErrorBoundary;
