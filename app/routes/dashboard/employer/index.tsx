import { DashboardHome } from "~/features/dashboards/components/dashboard-home";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { dashboardHome, dashboardNoAction } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import { EmployerSummarySkeleton, EmployerSummaryView } from "~/features/overview/components/employer-summary";
import { employerSummary } from "~/features/overview/employer-summary.server";
import { MenteesSection } from "~/features/mentoring/components/mentees-section";
import { menteesOf } from "~/features/mentoring/mentees.server";
import { dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { londonDate } from "~/lib/dates";
import type { Route } from "./+types/index";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader(args: Route.LoaderArgs) {
  const home = await dashboardHome(args, "employer", employerSummary);
  // A member who mentors sees the people they mentor (first names and sessions); an account not yet active, nothing.
  if (home.mode !== "portal" || home.summary === null) return { ...home, mentees: [] };
  const page = await dashboardPage(args, "employer");
  return {
    ...home,
    mentees: page.mode === "portal" ? await menteesOf(args.context.database.db, page.actor.id, londonDate(new Date())) : [],
  };
}

// The page takes no form: the demonstration refuses a post as every demonstration page does, the portal with 405.
export async function action(args: Route.ActionArgs) {
  return dashboardNoAction(args);
}

export default function EmployerHomeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <DashboardHome home={loaderData} skeleton={<EmployerSummarySkeleton />}>
        {(summary) => <EmployerSummaryView summary={summary} />}
      </DashboardHome>
      <MenteesSection mentees={loaderData.mentees} />
    </>
  );
}

export const ErrorBoundary = GuardErrorBoundary;
