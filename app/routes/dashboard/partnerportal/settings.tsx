import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { guardDashboard } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { PartnerSettingsView } from "~/features/organisations/components/partner-settings";
import { partnerSettingsAction, partnerSettings } from "~/features/organisations/partner-settings.server";
import { partnerSubjectFor } from "~/features/referrals/partner-subject.server";
import type { Route } from "./+types/settings";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  const db = context.database.db;
  return { settings: await partnerSettings(db, await partnerSubjectFor(db, user)) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = await guardDashboard(context, request);
  const db = context.database.db;
  return partnerSettingsAction(db, await partnerSubjectFor(db, user), user, request);
}

export default function PartnerSettingsPortalRoute({ loaderData }: Route.ComponentProps) {
  return <PartnerSettingsView settings={loaderData.settings} />;
}

export const ErrorBoundary = GuardErrorBoundary;
