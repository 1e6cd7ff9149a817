import { areaPath } from "~/features/dashboards/areas";
import { demoAction } from "~/features/dashboards/demo-action.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { demoSubject } from "~/features/dashboards/subject.server";
import { EmployerApplicationsView } from "~/features/applications/components/employer-applications";
import { employerApplicationList } from "~/features/applications/employer-applications.server";
import type { Route } from "./+types/applications";

export const meta = dashboardMeta;

export async function loader({ context }: Route.LoaderArgs) {
  return { applications: await employerApplicationList(context.database.db, demoSubject("employer")) };
}

// Demonstration data is read-only: a form sent here is refused and changes nothing.
export async function action({ request }: Route.ActionArgs) {
  return demoAction({ request });
}

export default function EmployerDemoApplicationsRoute({ loaderData }: Route.ComponentProps) {
  return <EmployerApplicationsView mode="demo" base={areaPath("employerDemoApplications")} hasOrganisation applications={loaderData.applications} />;
}
