import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { areaPath } from "~/features/dashboards/areas";
import { guardDashboard } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { CandidateSettingsPage } from "~/features/notification-preferences/components/candidate-settings";
import { notificationPreferencesOf, savePreferencesAction } from "~/features/notification-preferences/preferences.server";
import { SHARING_INTENT } from "~/features/referrals/partner-sharing";
import { partnerSharingOf, saveSharingAction } from "~/features/referrals/partner-sharing.server";
import { realSubjectFor } from "~/features/dashboards/subject.server";
import type { Route } from "./+types/settings";
import { readForm } from "~/lib/read-form.server";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  const db = context.database.db;
  const url = new URL(request.url);
  const [preferences, sharing] = await Promise.all([notificationPreferencesOf(db, user.id), partnerSharingOf(db, await realSubjectFor(db, user, "candidate"))]);
  return {
    preferences,
    sharing,
    sharingSaved: url.searchParams.get("sharing"),
    twoFactorEnabled: Boolean(user.twoFactorEnabled),
    saved: url.searchParams.get("saved") === "1",
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { user, session } = await guardDashboard(context, request);
  const db = context.database.db;
  const form = await readForm(request);
  const who = { userId: user.id, sessionId: session.id };
  if (String(form.get("intent") ?? "").startsWith(`${SHARING_INTENT}:`)) {
    return saveSharingAction(db, who, await realSubjectFor(db, user, "candidate"), form, areaPath("candidatePortalSettings"));
  }
  return savePreferencesAction(db, who, form, areaPath("candidatePortalSettings"));
}

export default function CandidatePortalSettingsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CandidateSettingsPage mode="portal" {...loaderData} actionData={actionData} />;
}

export const ErrorBoundary = GuardErrorBoundary;
