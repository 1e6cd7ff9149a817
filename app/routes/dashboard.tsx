import { DashboardChooser } from "~/features/dashboards/components/dashboard-chooser";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta("Dashboards", "Choose the candidate, caseworker, employer or partner dashboard, or look around the demonstration employer view.");

export default function DashboardChooserRoute() {
  return <DashboardChooser />;
}
