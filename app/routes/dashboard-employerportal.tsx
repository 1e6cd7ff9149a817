import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { PortalHome } from "~/features/dashboards/components/portal-home";
import { dashboardGuards, guardDashboard, guardedNoAction, viewerOf } from "~/features/dashboards/guard.server";
import { guardedMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import type { Route } from "./+types/dashboard-employerportal";

export const meta = guardedMeta("Employer portal", "Your employer home: your account, its approval and what you can do next.");

export const headers = dashboardHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request, dashboardGuards.employerportal);
  return { viewer: viewerOf(user) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return guardedNoAction(context, request, dashboardGuards.employerportal);
}

export default function EmployerPortalRoute({ loaderData }: Route.ComponentProps) {
  return <PortalHome kind="employerportal" viewer={loaderData.viewer} />;
}

export const ErrorBoundary = GuardErrorBoundary;
