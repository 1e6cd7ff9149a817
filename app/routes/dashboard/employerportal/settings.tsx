import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { guardDashboard } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { realSubjectFor } from "~/features/dashboards/subject.server";
import { OrganisationSettingsView } from "~/features/organisations/components/organisation-settings";
import { organisationSettings, organisationSettingsAction } from "~/features/organisations/organisation-settings.server";
import type { Route } from "./+types/settings";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  const subject = await realSubjectFor(context.database.db, user, "employer");
  return { settings: await organisationSettings(context.database.db, subject, user.id) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { user, session } = await guardDashboard(context, request);
  const subject = await realSubjectFor(context.database.db, user, "employer");
  return organisationSettingsAction(context, subject, { userId: user.id, sessionId: session.id }, request);
}

export default function EmployerPortalSettingsRoute({ loaderData }: Route.ComponentProps) {
  return <OrganisationSettingsView mode="portal" settings={loaderData.settings} />;
}

export const ErrorBoundary = GuardErrorBoundary;
