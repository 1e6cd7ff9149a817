import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { guardDashboard, guardedNoAction } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { realSubjectFor } from "~/features/dashboards/subject.server";
import { caseworkerAlerts } from "~/features/candidates/alerts.server";
import { AlertsPage } from "~/features/candidates/components/alerts-page";
import type { Route } from "./+types/alerts";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

/** The alerts page lists every alert; a caseload is small, so a hundred of each is all of them. */
const SHOWN = 100;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  const db = context.database.db;
  return { alerts: await caseworkerAlerts(db, await realSubjectFor(db, user, "caseworker"), SHOWN) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return guardedNoAction(context, request);
}

export default function CaseworkerAlertsPortalRoute({ loaderData }: Route.ComponentProps) {
  return <AlertsPage mode="portal" alerts={loaderData.alerts} />;
}

export const ErrorBoundary = GuardErrorBoundary;
