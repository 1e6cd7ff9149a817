import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { areaPath } from "~/features/dashboards/areas";
import { dashboardAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { CandidateSettingsPage } from "~/features/notification-preferences/components/candidate-settings";
import { defaultPreferences } from "~/features/notification-preferences/preferences";
import { notificationPreferencesOf, savePreferencesAction } from "~/features/notification-preferences/preferences.server";
import { SHARING_INTENT } from "~/features/referrals/partner-sharing";
import { partnerSharingOf, saveSharingAction } from "~/features/referrals/partner-sharing.server";
import type { Route } from "./+types/settings";
import { readForm } from "~/lib/read-form.server";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

// The demonstration has no account behind it: the email defaults are shown, and the made-up person's referrals.
export async function loader(args: Route.LoaderArgs) {
  const page = await dashboardPage(args, "candidate");
  const db = args.context.database.db;
  if (page.mode === "demo") {
    return { mode: page.mode, preferences: defaultPreferences, sharing: await partnerSharingOf(db, page.subject), sharingSaved: null, twoFactorEnabled: null, saved: false };
  }
  const url = new URL(args.request.url);
  const [preferences, sharing] = await Promise.all([notificationPreferencesOf(db, page.actor.id), partnerSharingOf(db, page.subject)]);
  return {
    mode: page.mode,
    preferences,
    sharing,
    sharingSaved: url.searchParams.get("sharing"),
    twoFactorEnabled: Boolean(page.actor.twoFactorEnabled),
    saved: url.searchParams.get("saved") === "1",
  };
}

export async function action(args: Route.ActionArgs) {
  return dashboardAction(args, "candidate", async ({ subject, actor, session }) => {
    const db = args.context.database.db;
    const form = await readForm(args.request);
    const who = { userId: actor.id, sessionId: session.id };
    if (String(form.get("intent") ?? "").startsWith(`${SHARING_INTENT}:`)) {
      return saveSharingAction(db, who, subject, form, areaPath("candidatePortalSettings"));
    }
    return savePreferencesAction(db, who, form, areaPath("candidatePortalSettings"));
  });
}

export default function CandidateSettingsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CandidateSettingsPage {...loaderData} actionData={actionData} />;
}

export const ErrorBoundary = GuardErrorBoundary;
