import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { dashboardAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { OrganisationSettingsView } from "~/features/organisations/components/organisation-settings";
import { organisationSettings, organisationSettingsAction } from "~/features/organisations/organisation-settings.server";
import type { Route } from "./+types/settings";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader(args: Route.LoaderArgs) {
  const { mode, subject, actor } = await dashboardPage(args, "employer");
  return { mode, settings: await organisationSettings(args.context.database.db, subject, actor?.id ?? null) };
}

// The demonstration is read-only: a form sent there is refused and changes nothing.
export async function action(args: Route.ActionArgs) {
  return dashboardAction(args, "employer", ({ subject, actor, session }) =>
    organisationSettingsAction(args.context, subject, { userId: actor.id, sessionId: session.id }, args.request),
  );
}

export default function EmployerSettingsRoute({ loaderData }: Route.ComponentProps) {
  return <OrganisationSettingsView mode={loaderData.mode} settings={loaderData.settings} />;
}

export const ErrorBoundary = GuardErrorBoundary;
