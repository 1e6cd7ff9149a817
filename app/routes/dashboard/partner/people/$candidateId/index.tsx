import { demoAction } from "~/features/dashboards/demo-action.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { demoSubject } from "~/features/dashboards/subject.server";
import { ReferredPersonView } from "~/features/overview/components/referred-person";
import { referredPersonPage } from "~/features/overview/referred-person.server";
import type { Route } from "./+types/index";

export const meta = dashboardMeta;

export async function loader({ context, params }: Route.LoaderArgs) {
  return { page: await referredPersonPage(context.database.db, demoSubject("partner"), params.candidateId, "profile") };
}

// Demonstration data is read-only: a form sent here is refused and changes nothing.
export async function action({ request }: Route.ActionArgs) {
  return demoAction({ request });
}

export default function PartnerPersonProfileDemoRoute({ loaderData }: Route.ComponentProps) {
  return <ReferredPersonView data={loaderData.page} />;
}
