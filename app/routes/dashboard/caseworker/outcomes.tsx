import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { dashboardAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import { CaseloadOutcomesPage } from "~/features/outcomes/components/caseload-outcomes";
import { caseloadOutcomes, outcomeCheckAction } from "~/features/outcomes/caseload-outcomes.server";
import type { Route } from "./+types/outcomes";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader(args: Route.LoaderArgs) {
  const { mode, subject } = await dashboardPage(args, "caseworker");
  // "Recorded" follows the portal's own redirect; the demonstration never records anything.
  const done = mode === "portal" && new URL(args.request.url).searchParams.get("done") === "recorded";
  return { mode, outcomes: await caseloadOutcomes(args.context.database.db, subject), done };
}

// The demonstration is read-only: recording a check there is refused and changes nothing.
export async function action(args: Route.ActionArgs) {
  return dashboardAction(args, "caseworker", (page) => outcomeCheckAction(args.context.database.db, page, args.request));
}

export default function CaseworkerOutcomesRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CaseloadOutcomesPage {...loaderData} actionData={actionData} />;
}

export const ErrorBoundary = GuardErrorBoundary;
