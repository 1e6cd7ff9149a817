import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { dashboardNoAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import { NoOrganisation, PartnerPage } from "~/features/dashboards/components/partner-page";
import { ReferralList } from "~/features/referrals/components/referral-list";
import { referralListPage } from "~/features/referrals/referrals.server";
import type { Route } from "./+types/index";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader(args: Route.LoaderArgs) {
  const { subject } = await dashboardPage(args, "partner");
  return { list: await referralListPage(args.context.database.db, subject, new URL(args.request.url)) };
}

// The page takes no form: the demonstration refuses a post as every demonstration page does, the portal with 405.
export async function action(args: Route.ActionArgs) {
  return dashboardNoAction(args);
}

export default function PartnerReferralsRoute({ loaderData }: Route.ComponentProps) {
  return <PartnerPage>{loaderData.list ? <ReferralList data={loaderData.list} /> : <NoOrganisation />}</PartnerPage>;
}

export const ErrorBoundary = GuardErrorBoundary;
