import { PartnerSupportActions } from "~/features/candidates/components/partner-support-actions";
import { partnerSupportPage } from "~/features/candidates/support-actions.server";
import { demoAction } from "~/features/dashboards/demo-action.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { demoSubject } from "~/features/dashboards/subject.server";
import { NoOrganisation, PartnerPage } from "~/features/dashboards/components/partner-page";
import type { Route } from "./+types/support";

export const meta = dashboardMeta;

export async function loader({ context }: Route.LoaderArgs) {
  return { support: await partnerSupportPage(context.database.db, demoSubject("partner")) };
}

// Demonstration data is read-only: a form sent here is refused and changes nothing.
export async function action({ request }: Route.ActionArgs) {
  return demoAction({ request });
}

export default function PartnerSupportDemoRoute({ loaderData }: Route.ComponentProps) {
  const { support } = loaderData;
  return <PartnerPage>{support ? <PartnerSupportActions {...support} /> : <NoOrganisation />}</PartnerPage>;
}
