import { AdminAccounts } from "~/features/admin/components/accounts-page";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { adminListAction, adminListLoader } from "~/features/admin/account-actions.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import type { Route } from "./+types/index";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader({ context, request }: Route.LoaderArgs) {
  return adminListLoader(context, request);
}

export async function action({ context, request }: Route.ActionArgs) {
  return adminListAction(context, request);
}

export default function AdminAccountsRoute({ loaderData }: Route.ComponentProps) {
  return <AdminAccounts {...loaderData} />;
}

export const ErrorBoundary = GuardErrorBoundary;
