import { DashboardHome } from "~/features/dashboards/components/dashboard-home";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { guardDashboard, guardedNoAction, viewerOf } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import type { Route } from "./+types/index";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  return { viewer: viewerOf(user) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return guardedNoAction(context, request);
}

export default function CaseworkerPortalRoute({ loaderData }: Route.ComponentProps) {
  return <DashboardHome mode="portal" viewer={loaderData.viewer} />;
}

export const ErrorBoundary = GuardErrorBoundary;
