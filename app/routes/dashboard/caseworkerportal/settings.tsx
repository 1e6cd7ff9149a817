import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { guardDashboard } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { realSubjectFor } from "~/features/dashboards/subject.server";
import { caseworkerSettings, caseworkerSettingsAction } from "~/features/candidates/caseworker-settings.server";
import { CaseworkerSettingsPage } from "~/features/candidates/components/caseworker-settings-page";
import type { Route } from "./+types/settings";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  const db = context.database.db;
  return { settings: await caseworkerSettings(db, await realSubjectFor(db, user, "caseworker")) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return caseworkerSettingsAction(context, request);
}

export default function CaseworkerSettingsPortalRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CaseworkerSettingsPage mode="portal" settings={loaderData.settings} actionData={actionData} />;
}

export const ErrorBoundary = GuardErrorBoundary;
