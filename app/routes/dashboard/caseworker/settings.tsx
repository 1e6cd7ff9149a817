import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { caseworkerSettingsSchema } from "~/features/candidates/caseworker-settings";
import { dashboardCheckedAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import { CaseworkerSettingsPage } from "~/features/candidates/components/caseworker-settings-page";
import { caseworkerSettings, caseworkerSettingsAction } from "~/features/candidates/caseworker-settings.server";
import { areaPath } from "~/features/dashboards/areas";
import { NoticeSettingsSection } from "~/features/notifications/components/notice-settings";
import { noticeSettingsAction, noticeSettingsView } from "~/features/notifications/settings.server";
import { readForm } from "~/lib/read-form.server";
import type { Route } from "./+types/settings";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader(args: Route.LoaderArgs) {
  const { mode, subject, actor } = await dashboardPage(args, "caseworker");
  const db = args.context.database.db;
  const notices = await noticeSettingsView(mode === "demo" ? null : db, args.context.env, "caseworker", actor?.id ?? null, new URL(args.request.url));
  return { mode, settings: await caseworkerSettings(db, subject), notices };
}

// The demonstration is read-only: the form is refused there, changes nothing and keeps what was typed.
export async function action(args: Route.ActionArgs) {
  return dashboardCheckedAction(args, "caseworker", async (page) => {
    // The notification forms first (from a copy of the form); any other form is the caseworker's name and team.
    const notices = await noticeSettingsAction(args.context, { userId: page.actor.id, sessionId: page.session.id, role: "caseworker" }, await readForm(args.request.clone()), areaPath("caseworkerSettingsPortal"));
    return notices ?? caseworkerSettingsAction(args.context.database.db, page, args.request);
  }, { "": caseworkerSettingsSchema });
}

export default function CaseworkerSettingsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <CaseworkerSettingsPage mode={loaderData.mode} settings={loaderData.settings} actionData={actionData && "intent" in actionData ? undefined : actionData} />
      <NoticeSettingsSection view={loaderData.notices} />
    </>
  );
}

export const ErrorBoundary = GuardErrorBoundary;
