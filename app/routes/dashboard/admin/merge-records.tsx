import { MergeRecordsPage } from "~/features/admin/components/merge-records-page";
import { mergeRecordsAction, mergeRecordsLoader } from "~/features/admin/merge-records.server";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import type { Route } from "./+types/merge-records";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader({ context, request }: Route.LoaderArgs) {
  return mergeRecordsLoader(context, request);
}

export async function action({ context, request }: Route.ActionArgs) {
  return mergeRecordsAction(context, request);
}

export default function AdminMergeRecordsRoute({ loaderData }: Route.ComponentProps) {
  return <MergeRecordsPage {...loaderData} />;
}

export const ErrorBoundary = GuardErrorBoundary;
