import { areaPath } from "~/features/dashboards/areas";
import { demoAction } from "~/features/dashboards/demo-action.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { JobFormView } from "~/features/jobs/components/employer-jobs";

export const meta = dashboardMeta;

// Demonstration data is read-only: the form is shown, and what is sent is refused and kept.
export async function action({ request }: { request: Request }) {
  return demoAction({ request });
}

export default function EmployerDemoJobNewRoute() {
  return <JobFormView mode="demo" base={areaPath("employerDemoJobs")} hasOrganisation job={null} />;
}
