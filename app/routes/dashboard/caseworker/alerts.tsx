import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { dashboardNoAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import { AlertsPage } from "~/features/candidates/components/alerts-page";
import { caseworkerAlerts } from "~/features/candidates/alerts.server";
import type { Route } from "./+types/alerts";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

/** The alerts page lists every alert; a caseload is small, so a hundred of each is all of them. */
const SHOWN = 100;

export async function loader(args: Route.LoaderArgs) {
  const { mode, subject } = await dashboardPage(args, "caseworker");
  return { mode, alerts: await caseworkerAlerts(args.context.database.db, subject, SHOWN) };
}

// The page takes no form: the demonstration refuses a post as every demonstration page does, the portal with 405.
export async function action(args: Route.ActionArgs) {
  return dashboardNoAction(args);
}

export default function CaseworkerAlertsRoute({ loaderData }: Route.ComponentProps) {
  return <AlertsPage mode={loaderData.mode} alerts={loaderData.alerts} />;
}

export const ErrorBoundary = GuardErrorBoundary;
