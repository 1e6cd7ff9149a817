import { DashboardHome } from "~/features/dashboards/components/dashboard-home";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { Streamed } from "~/features/dashboards/components/streamed";
import { readyOrStreamed } from "~/features/dashboards/ready-or-streamed.server";
import { guardDashboard, guardedNoAction, viewerOf } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { realSubjectFor } from "~/features/dashboards/subject.server";
import { caseworkerSummary } from "~/features/overview/caseworker-summary.server";
import { CaseworkerSummarySkeleton, CaseworkerSummaryView } from "~/features/overview/components/caseworker-summary";
import type { Route } from "./+types/index";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  const db = context.database.db;
  // An account that is not active sees no one else's data, so nothing is read for it.
  const summary = user.accountStatus !== "active" ? null : (await readyOrStreamed(realSubjectFor(db, user, "caseworker").then((subject) => caseworkerSummary(db, subject)))).value;
  return { viewer: viewerOf(user), summary };
}

export async function action({ context, request }: Route.ActionArgs) {
  return guardedNoAction(context, request);
}

export default function CaseworkerPortalRoute({ loaderData }: Route.ComponentProps) {
  const summary = loaderData.summary ? (
    <Streamed resolve={loaderData.summary} fallback={<CaseworkerSummarySkeleton />}>
      {(value) => <CaseworkerSummaryView summary={value} />}
    </Streamed>
  ) : undefined;
  return <DashboardHome mode="portal" viewer={loaderData.viewer} summary={summary} />;
}

export const ErrorBoundary = GuardErrorBoundary;
