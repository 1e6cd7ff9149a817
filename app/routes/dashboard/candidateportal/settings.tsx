import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { areaPath } from "~/features/dashboards/areas";
import { guardDashboard } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { CandidateSettingsPage } from "~/features/notification-preferences/components/candidate-settings";
import { notificationPreferencesOf, savePreferencesAction } from "~/features/notification-preferences/preferences.server";
import type { Route } from "./+types/settings";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  const preferences = await notificationPreferencesOf(context.database.db, user.id);
  return { preferences, twoFactorEnabled: Boolean(user.twoFactorEnabled), saved: new URL(request.url).searchParams.get("saved") === "1" };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { user, session } = await guardDashboard(context, request);
  return savePreferencesAction(context.database.db, { userId: user.id, sessionId: session.id }, await request.formData(), areaPath("candidatePortalSettings"));
}

export default function CandidatePortalSettingsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CandidateSettingsPage mode="portal" {...loaderData} actionData={actionData} />;
}

export const ErrorBoundary = GuardErrorBoundary;
