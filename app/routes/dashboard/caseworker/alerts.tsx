import { demoAction } from "~/features/dashboards/demo-action.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { demoSubject } from "~/features/dashboards/subject.server";
import { caseworkerAlerts } from "~/features/candidates/alerts.server";
import { AlertsPage } from "~/features/candidates/components/alerts-page";
import type { Route } from "./+types/alerts";

export const meta = dashboardMeta;

/** The alerts page lists every alert; a caseload is small, so a hundred of each is all of them. */
const SHOWN = 100;

export async function loader({ context }: Route.LoaderArgs) {
  return { alerts: await caseworkerAlerts(context.database.db, demoSubject("caseworker"), SHOWN) };
}

// Demonstration data is read-only: a form sent here is refused and changes nothing.
export async function action({ request }: Route.ActionArgs) {
  return demoAction({ request });
}

export default function CaseworkerAlertsDemoRoute({ loaderData }: Route.ComponentProps) {
  return <AlertsPage mode="demo" alerts={loaderData.alerts} />;
}
