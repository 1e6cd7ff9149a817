import { PartnerApplicationView } from "~/features/applications/components/partner-applications";
import { partnerApplicationPage } from "~/features/applications/partner-applications.server";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { guardDashboard, guardedNoAction } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { partnerSubjectFor } from "~/features/referrals/partner-subject.server";
import type { Route } from "./+types/$applicationId";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  const db = context.database.db;
  return { application: await partnerApplicationPage(db, await partnerSubjectFor(db, user), params.applicationId) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return guardedNoAction(context, request);
}

export default function PartnerApplicationPortalRoute({ loaderData }: Route.ComponentProps) {
  return <PartnerApplicationView application={loaderData.application} />;
}

export const ErrorBoundary = GuardErrorBoundary;
