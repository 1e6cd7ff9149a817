import { DashboardChooser } from "~/features/dashboards/components/dashboard-chooser";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta("Dashboards", "Choose the candidate, caseworker, employer or partner dashboard. Dashboards show demonstration data.");

export default function DashboardChooserRoute() {
  return <DashboardChooser />;
}
