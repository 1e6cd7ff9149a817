import { DashboardHome } from "~/features/dashboards/components/dashboard-home";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { dashboardHome, dashboardNoAction } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { CandidateSummarySkeleton, CandidateSummaryView } from "~/features/overview/components/candidate-summary";
import { candidateSummary } from "~/features/overview/candidate-summary.server";
import type { Route } from "./+types/index";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader(args: Route.LoaderArgs) {
  return dashboardHome(args, "candidate", candidateSummary);
}

// The page takes no form: the demonstration refuses a post as every demonstration page does, the portal with 405.
export async function action(args: Route.ActionArgs) {
  return dashboardNoAction(args);
}

export default function CandidateHomeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardHome home={loaderData} skeleton={<CandidateSummarySkeleton />}>
      {(summary) => <CandidateSummaryView summary={summary} />}
    </DashboardHome>
  );
}

export const ErrorBoundary = GuardErrorBoundary;
