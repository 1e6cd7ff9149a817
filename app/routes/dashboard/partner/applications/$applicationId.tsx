import { PartnerApplicationView } from "~/features/applications/components/partner-applications";
import { partnerApplicationPage } from "~/features/applications/partner-applications.server";
import { demoAction } from "~/features/dashboards/demo-action.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { demoSubject } from "~/features/dashboards/subject.server";
import type { Route } from "./+types/$applicationId";

export const meta = dashboardMeta;

export async function loader({ context, params }: Route.LoaderArgs) {
  return { application: await partnerApplicationPage(context.database.db, demoSubject("partner"), params.applicationId) };
}

// Demonstration data is read-only: a form sent here is refused and changes nothing.
export async function action({ request }: Route.ActionArgs) {
  return demoAction({ request });
}

export default function PartnerApplicationDemoRoute({ loaderData }: Route.ComponentProps) {
  return <PartnerApplicationView application={loaderData.application} />;
}
