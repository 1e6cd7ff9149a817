import { areaPath } from "~/features/dashboards/areas";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { guardDashboard, guardedNoAction } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { PartnerOutcomesView } from "~/features/outcomes/components/partner-outcomes";
import { partnerOutcomesPage } from "~/features/outcomes/outcomes.server";
import { NoOrganisation, PartnerPage } from "~/features/dashboards/components/partner-page";
import { partnerSubjectFor } from "~/features/referrals/partner-subject.server";
import type { Route } from "./+types/outcomes";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  const db = context.database.db;
  return { outcomes: await partnerOutcomesPage(db, await partnerSubjectFor(db, user)) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return guardedNoAction(context, request);
}

export default function PartnerOutcomesPortalRoute({ loaderData }: Route.ComponentProps) {
  const { outcomes } = loaderData;
  return <PartnerPage>{outcomes ? <PartnerOutcomesView outcomes={outcomes} csvPath={areaPath("partnerOutcomesExportPortal")} /> : <NoOrganisation />}</PartnerPage>;
}

export const ErrorBoundary = GuardErrorBoundary;
