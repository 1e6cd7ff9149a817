import { PartnerApplicationsView } from "~/features/applications/components/partner-applications";
import { partnerApplicationsPage } from "~/features/applications/partner-applications.server";
import { demoAction } from "~/features/dashboards/demo-action.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { demoSubject } from "~/features/dashboards/subject.server";
import type { Route } from "./+types/index";

export const meta = dashboardMeta;

export async function loader({ context }: Route.LoaderArgs) {
  return { applications: await partnerApplicationsPage(context.database.db, demoSubject("partner")) };
}

// Demonstration data is read-only: a form sent here is refused and changes nothing.
export async function action({ request }: Route.ActionArgs) {
  return demoAction({ request });
}

export default function PartnerApplicationsDemoRoute({ loaderData }: Route.ComponentProps) {
  return <PartnerApplicationsView data={loaderData.applications} />;
}
