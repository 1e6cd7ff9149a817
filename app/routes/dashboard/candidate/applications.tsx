import { noticesOf } from "~/features/notifications/record-notice.server";
import { candidateApplicationsWithHistory, withdrawApplicationAction } from "~/features/applications/candidate-applications.server";
import { CandidateApplicationsPage } from "~/features/applications/components/candidate-applications";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { dashboardAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import type { Route } from "./+types/applications";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader(args: Route.LoaderArgs) {
  const { mode, subject } = await dashboardPage(args, "candidate");
  return { mode, applications: await candidateApplicationsWithHistory(args.context.database.db, subject) };
}

// Withdrawing: the demonstration refuses it and changes nothing.
export async function action(args: Route.ActionArgs) {
  return dashboardAction(args, "candidate", (page) => withdrawApplicationAction(args.context.database.db, page, args.request, noticesOf(args.context)));
}

export default function CandidateApplicationsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CandidateApplicationsPage mode={loaderData.mode} applications={loaderData.applications} actionData={actionData} />;
}

export const ErrorBoundary = GuardErrorBoundary;
