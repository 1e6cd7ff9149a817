import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { PortalHome } from "~/features/dashboards/components/portal-home";
import { dashboardGuards, guardDashboard, guardedNoAction, viewerOf } from "~/features/dashboards/guard.server";
import { guardedMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import type { Route } from "./+types/dashboard-candidateportal";

export const meta = guardedMeta("Candidate portal", "Your candidate home: your account, your CV and what you can do next.");

export const headers = dashboardHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request, dashboardGuards.candidateportal);
  return { viewer: viewerOf(user) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return guardedNoAction(context, request, dashboardGuards.candidateportal);
}

export default function CandidatePortalRoute({ loaderData }: Route.ComponentProps) {
  return <PortalHome kind="candidateportal" viewer={loaderData.viewer} />;
}

export const ErrorBoundary = GuardErrorBoundary;
