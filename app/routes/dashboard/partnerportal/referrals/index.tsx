import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { guardDashboard, guardedNoAction } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { realSubjectFor } from "~/features/dashboards/subject.server";
import { NoOrganisation, PartnerPage } from "~/features/referrals/components/partner-page";
import { ReferralList } from "~/features/referrals/components/referral-list";
import { referralListPage } from "~/features/referrals/referrals.server";
import type { Route } from "./+types/index";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  const db = context.database.db;
  // An account awaiting approval sees no one else's data: its organisation's referrals included.
  if (user.accountStatus === "awaiting_approval") return { list: null };
  return { list: await referralListPage(db, await realSubjectFor(db, user, "partner"), new URL(request.url)) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return guardedNoAction(context, request);
}

export default function PartnerReferralsPortalRoute({ loaderData }: Route.ComponentProps) {
  return <PartnerPage>{loaderData.list ? <ReferralList data={loaderData.list} /> : <NoOrganisation />}</PartnerPage>;
}

export const ErrorBoundary = GuardErrorBoundary;
