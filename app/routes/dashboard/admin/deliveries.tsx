import { DeliveriesPage } from "~/features/admin/components/deliveries-page";
import { deliveriesPageLoader } from "~/features/admin/deliveries.server";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { guardedNoAction } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import type { Route } from "./+types/deliveries";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader({ context, request }: Route.LoaderArgs) {
  return deliveriesPageLoader(context, request);
}

export async function action({ context, request }: Route.ActionArgs) {
  return guardedNoAction(context, request);
}

export default function DeliveriesRoute({ loaderData }: Route.ComponentProps) {
  return <DeliveriesPage {...loaderData} />;
}

export const ErrorBoundary = GuardErrorBoundary;
