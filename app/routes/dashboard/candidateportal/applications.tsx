import { candidateApplicationsWithHistory, withdrawApplicationAction } from "~/features/applications/candidate-applications.server";
import { CandidateApplicationsPage } from "~/features/applications/components/candidate-applications";
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
  const db = context.database.db;
  return { applications: await candidateApplicationsWithHistory(db, await realSubjectFor(db, user, "candidate")) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return withdrawApplicationAction(context, request);
}

export default function CandidatePortalApplicationsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CandidateApplicationsPage mode="portal" applications={loaderData.applications} actionData={actionData} />;
}

export const ErrorBoundary = GuardErrorBoundary;
