import { AuditTrail } from "~/features/audit/components/audit-trail";
import { auditPageLoader } from "~/features/audit/search.server";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { guardedNoAction } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import type { Route } from "./+types/audit";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader({ context, request }: Route.LoaderArgs) {
  return auditPageLoader(context, request);
}

export async function action({ context, request }: Route.ActionArgs) {
  return guardedNoAction(context, request);
}

export default function AuditTrailRoute({ loaderData }: Route.ComponentProps) {
  return <AuditTrail {...loaderData} />;
}

export const ErrorBoundary = GuardErrorBoundary;
