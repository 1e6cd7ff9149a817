import { areaPath } from "~/features/dashboards/areas";
import { demoAction } from "~/features/dashboards/demo-action.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { demoSubject } from "~/features/dashboards/subject.server";
import { PartnerOutcomesView } from "~/features/outcomes/components/partner-outcomes";
import { partnerOutcomesPage } from "~/features/outcomes/outcomes.server";
import { NoOrganisation, PartnerPage } from "~/features/dashboards/components/partner-page";
import type { Route } from "./+types/outcomes";

export const meta = dashboardMeta;

export async function loader({ context }: Route.LoaderArgs) {
  return { outcomes: await partnerOutcomesPage(context.database.db, demoSubject("partner")) };
}

// Demonstration data is read-only: a form sent here is refused and changes nothing.
export async function action({ request }: Route.ActionArgs) {
  return demoAction({ request });
}

export default function PartnerOutcomesDemoRoute({ loaderData }: Route.ComponentProps) {
  const { outcomes } = loaderData;
  return <PartnerPage>{outcomes ? <PartnerOutcomesView outcomes={outcomes} csvPath={areaPath("partnerOutcomesExportDemo")} /> : <NoOrganisation />}</PartnerPage>;
}
