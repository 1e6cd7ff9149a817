import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { guardDashboard, guardedNoAction } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { NoOrganisation, PartnerPage } from "~/features/dashboards/components/partner-page";
import { partnerSubjectFor } from "~/features/referrals/partner-subject.server";
import { ReferralList } from "~/features/referrals/components/referral-list";
import { referralListPage } from "~/features/referrals/referrals.server";
import type { Route } from "./+types/index";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  const db = context.database.db;
  return { list: await referralListPage(db, await partnerSubjectFor(db, user), new URL(request.url)) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return guardedNoAction(context, request);
}

export default function PartnerReferralsPortalRoute({ loaderData }: Route.ComponentProps) {
  return <PartnerPage>{loaderData.list ? <ReferralList data={loaderData.list} /> : <NoOrganisation />}</PartnerPage>;
}

export const ErrorBoundary = GuardErrorBoundary;
