import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { PortalHome } from "~/features/dashboards/components/portal-home";
import { dashboardGuards, guardDashboard, guardedNoAction, viewerOf } from "~/features/dashboards/guard.server";
import { guardedMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import type { Route } from "./+types/dashboard-caseworker";

export const meta = guardedMeta("Caseworker dashboard", "Your caseworker home: your account and what you can do next.");

export const headers = dashboardHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request, dashboardGuards.caseworker);
  return { viewer: viewerOf(user) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return guardedNoAction(context, request, dashboardGuards.caseworker);
}

export default function CaseworkerHomeRoute({ loaderData }: Route.ComponentProps) {
  return <PortalHome kind="caseworker" viewer={loaderData.viewer} />;
}

export const ErrorBoundary = GuardErrorBoundary;
