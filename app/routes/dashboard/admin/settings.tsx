import { data } from "react-router";
import { DashboardHeader } from "~/features/dashboards/components/dashboard-header";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { areaPath } from "~/features/dashboards/areas";
import { guardDashboard } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import { NoticeSettingsSection } from "~/features/notifications/components/notice-settings";
import { noticeSettingsAction, noticeSettingsView } from "~/features/notifications/settings.server";
import { readForm } from "~/lib/read-form.server";
import type { Route } from "./+types/settings";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  return { notices: await noticeSettingsView(context.database.db, context.env, "admin", user.id, new URL(request.url)) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { user, session } = await guardDashboard(context, request);
  const form = await readForm(request);
  const answer = await noticeSettingsAction(context, { userId: user.id, sessionId: session.id, role: "admin" }, form, areaPath("adminSettings"));
  return answer ?? data({ refused: "That action was not recognised. Use a button on this page." }, { status: 400 });
}

export default function AdminSettingsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <DashboardHeader eyebrow="Admin" title="Settings" lead={<p>Choose how we tell you about notifications.</p>} />
      <NoticeSettingsSection view={loaderData.notices} />
    </>
  );
}

export const ErrorBoundary = GuardErrorBoundary;
