import { DashboardHome } from "~/features/dashboards/components/dashboard-home";
import { demoAction } from "~/features/dashboards/demo-action.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import type { Route } from "./+types/index";

export const meta = dashboardMeta;

// Demonstration data is read-only: a form sent here is refused and changes nothing.
export async function action({ request }: Route.ActionArgs) {
  return demoAction({ request });
}

export default function PartnerDemoRoute() {
  return <DashboardHome mode="demo" />;
}
