import { AdminAccounts } from "~/features/dashboards/components/admin-accounts";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { adminListAction, adminListLoader } from "~/features/dashboards/admin-action.server";
import { guardedMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import type { Route } from "./+types/dashboard-admin";

export const meta = guardedMeta("Accounts", "Approve employer and partner accounts, change roles and suspend accounts.");

export const headers = dashboardHeaders;

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
