import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { guardDashboard, guardedNoAction } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { CaseworkerResourcesView } from "~/features/resources/components/caseworker-resources";
import type { Route } from "./+types/resources";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  await guardDashboard(context, request);
  return null;
}

export async function action({ context, request }: Route.ActionArgs) {
  return guardedNoAction(context, request);
}

export default function CaseworkerResourcesPortalRoute() {
  return <CaseworkerResourcesView mode="portal" />;
}

export const ErrorBoundary = GuardErrorBoundary;
