import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { PortalHome } from "~/features/dashboards/components/portal-home";
import { dashboardGuards, guardDashboard, guardedNoAction, viewerOf } from "~/features/dashboards/guard.server";
import { guardedMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import type { Route } from "./+types/dashboard-employer";

export const meta = guardedMeta("Employer dashboard", "Your employer home: your account, and how to reach our team.");

export const headers = dashboardHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request, dashboardGuards.employer);
  return { viewer: viewerOf(user) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return guardedNoAction(context, request, dashboardGuards.employer);
}

export default function EmployerHomeRoute({ loaderData }: Route.ComponentProps) {
  return <PortalHome kind="employer" viewer={loaderData.viewer} />;
}

export const ErrorBoundary = GuardErrorBoundary;
