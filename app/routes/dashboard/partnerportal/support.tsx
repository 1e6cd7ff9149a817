import { PartnerSupportActions } from "~/features/candidates/components/partner-support-actions";
import { partnerSupportPage } from "~/features/candidates/support-actions.server";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { guardDashboard, guardedNoAction } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { NoOrganisation, PartnerPage } from "~/features/dashboards/components/partner-page";
import { partnerSubjectFor } from "~/features/referrals/partner-subject.server";
import type { Route } from "./+types/support";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  const db = context.database.db;
  return { support: await partnerSupportPage(db, await partnerSubjectFor(db, user)) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return guardedNoAction(context, request);
}

export default function PartnerSupportPortalRoute({ loaderData }: Route.ComponentProps) {
  const { support } = loaderData;
  return <PartnerPage>{support ? <PartnerSupportActions {...support} /> : <NoOrganisation />}</PartnerPage>;
}

export const ErrorBoundary = GuardErrorBoundary;
