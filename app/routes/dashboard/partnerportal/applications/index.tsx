import { PartnerApplicationsView } from "~/features/applications/components/partner-applications";
import { partnerApplicationsPage } from "~/features/applications/partner-applications.server";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { guardDashboard, guardedNoAction } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { partnerSubjectFor } from "~/features/referrals/partner-subject.server";
import type { Route } from "./+types/index";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  const db = context.database.db;
  return { applications: await partnerApplicationsPage(db, await partnerSubjectFor(db, user)) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return guardedNoAction(context, request);
}

export default function PartnerApplicationsPortalRoute({ loaderData }: Route.ComponentProps) {
  return <PartnerApplicationsView data={loaderData.applications} />;
}

export const ErrorBoundary = GuardErrorBoundary;
