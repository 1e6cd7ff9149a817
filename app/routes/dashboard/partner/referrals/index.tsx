import { demoAction } from "~/features/dashboards/demo-action.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { demoSubject } from "~/features/dashboards/subject.server";
import { NoOrganisation, PartnerPage } from "~/features/dashboards/components/partner-page";
import { ReferralList } from "~/features/referrals/components/referral-list";
import { referralListPage } from "~/features/referrals/referrals.server";
import type { Route } from "./+types/index";

export const meta = dashboardMeta;

export async function loader({ context, request }: Route.LoaderArgs) {
  return { list: await referralListPage(context.database.db, demoSubject("partner"), new URL(request.url)) };
}

// Demonstration data is read-only: a form sent here is refused and changes nothing.
export async function action({ request }: Route.ActionArgs) {
  return demoAction({ request });
}

export default function PartnerReferralsDemoRoute({ loaderData }: Route.ComponentProps) {
  return <PartnerPage>{loaderData.list ? <ReferralList data={loaderData.list} /> : <NoOrganisation />}</PartnerPage>;
}
