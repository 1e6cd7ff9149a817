import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { dashboardAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { CaseworkerSettingsPage } from "~/features/candidates/components/caseworker-settings-page";
import { caseworkerSettings, caseworkerSettingsAction } from "~/features/candidates/caseworker-settings.server";
import type { Route } from "./+types/settings";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader(args: Route.LoaderArgs) {
  const { mode, subject } = await dashboardPage(args, "caseworker");
  return { mode, settings: await caseworkerSettings(args.context.database.db, subject) };
}

// The demonstration is read-only: the form is refused there, changes nothing and keeps what was typed.
export async function action(args: Route.ActionArgs) {
  return dashboardAction(args, "caseworker", (page) => caseworkerSettingsAction(args.context.database.db, page, args.request));
}

export default function CaseworkerSettingsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CaseworkerSettingsPage mode={loaderData.mode} settings={loaderData.settings} actionData={actionData} />;
}

export const ErrorBoundary = GuardErrorBoundary;
