import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { dashboardAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { PartnerSettingsView } from "~/features/organisations/components/partner-settings";
import { partnerSettingsAction, partnerSettings } from "~/features/organisations/partner-settings.server";
import type { Route } from "./+types/settings";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader(args: Route.LoaderArgs) {
  const { subject } = await dashboardPage(args, "partner");
  return { settings: await partnerSettings(args.context.database.db, subject) };
}

// The demonstration is read-only: a form sent there is refused and keeps what was typed.
export async function action(args: Route.ActionArgs) {
  return dashboardAction(args, "partner", ({ subject, actor }) => partnerSettingsAction(args.context.database.db, subject, actor, args.request));
}

export default function PartnerSettingsRoute({ loaderData }: Route.ComponentProps) {
  return <PartnerSettingsView settings={loaderData.settings} />;
}

export const ErrorBoundary = GuardErrorBoundary;
