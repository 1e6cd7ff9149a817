import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { guardDashboard, guardedNoAction } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { ReferredPersonView } from "~/features/overview/components/referred-person";
import { partnerSubjectFor } from "~/features/referrals/partner-subject.server";
import { referredPersonPage } from "~/features/overview/referred-person.server";
import type { Route } from "./+types/index";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  const db = context.database.db;
  return { page: await referredPersonPage(db, await partnerSubjectFor(db, user), params.candidateId, "profile") };
}

export async function action({ context, request }: Route.ActionArgs) {
  return guardedNoAction(context, request);
}

export default function PartnerPersonProfilePortalRoute({ loaderData }: Route.ComponentProps) {
  return <ReferredPersonView data={loaderData.page} />;
}

export const ErrorBoundary = GuardErrorBoundary;
