import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { areaPath } from "~/features/dashboards/areas";
import { CandidateSettingsPage } from "~/features/dashboards/components/candidate-settings-page";
import { dashboardAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import { noticeSettingsAction, noticeSettingsView } from "~/features/notifications/settings.server";
import { SHARING_INTENT } from "~/features/referrals/partner-sharing";
import { partnerSharingOf, saveSharingAction } from "~/features/referrals/partner-sharing.server";
import type { Route } from "./+types/settings";
import { readForm } from "~/lib/read-form.server";
import { data } from "react-router";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

// The demonstration has no account behind it: the notification defaults are shown, and the made-up person's referrals.
export async function loader(args: Route.LoaderArgs) {
  const page = await dashboardPage(args, "candidate");
  const { db } = args.context.database;
  const url = new URL(args.request.url);
  const [notices, sharing] = await Promise.all([
    noticeSettingsView(page.mode === "demo" ? null : db, args.context.env, "candidate", page.actor?.id ?? null, url),
    partnerSharingOf(db, page.subject),
  ]);
  if (page.mode === "demo") return { mode: page.mode, notices, sharing, sharingSaved: null, twoFactorEnabled: null };
  return { mode: page.mode, notices, sharing, sharingSaved: url.searchParams.get("sharing"), twoFactorEnabled: Boolean(page.actor.twoFactorEnabled) };
}

export async function action(args: Route.ActionArgs) {
  return dashboardAction(args, "candidate", async ({ subject, actor, session }) => {
    const db = args.context.database.db;
    const form = await readForm(args.request);
    const who = { userId: actor.id, sessionId: session.id };
    if (String(form.get("intent") ?? "").startsWith(`${SHARING_INTENT}:`)) {
      return saveSharingAction(db, who, subject, form, areaPath("candidatePortalSettings"));
    }
    const answer = await noticeSettingsAction(args.context, { ...who, role: "candidate" }, form, areaPath("candidatePortalSettings"));
    return answer ?? data({ refused: "That action was not recognised. Use a button on this page." }, { status: 400 });
  });
}

export default function CandidateSettingsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CandidateSettingsPage {...loaderData} actionData={actionData} />;
}

export const ErrorBoundary = GuardErrorBoundary;
