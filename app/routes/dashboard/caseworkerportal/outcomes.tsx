import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { guardDashboard } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { realSubjectFor } from "~/features/dashboards/subject.server";
import { caseloadOutcomes, outcomeCheckAction } from "~/features/outcomes/caseload-outcomes.server";
import { CaseloadOutcomesPage } from "~/features/outcomes/components/caseload-outcomes";
import type { Route } from "./+types/outcomes";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  const db = context.database.db;
  const done = new URL(request.url).searchParams.get("done") === "recorded";
  return { outcomes: await caseloadOutcomes(db, await realSubjectFor(db, user, "caseworker")), done };
}

export async function action({ context, request }: Route.ActionArgs) {
  return outcomeCheckAction(context, request);
}

export default function CaseworkerOutcomesPortalRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CaseloadOutcomesPage mode="portal" {...loaderData} actionData={actionData} />;
}

export const ErrorBoundary = GuardErrorBoundary;
