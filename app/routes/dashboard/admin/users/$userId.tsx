import { AdminAccount } from "~/features/admin/components/account-page";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { adminAccountAction, adminAccountLoader } from "~/features/admin/account-actions.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import type { Route } from "./+types/$userId";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return adminAccountLoader(context, request, params.userId);
}

export async function action({ context, request, params }: Route.ActionArgs) {
  return adminAccountAction(context, request, params.userId);
}

export default function AdminAccountRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminAccount
      {...loaderData}
      error={actionData?.error ?? null}
      confirmation={actionData?.confirmation ?? null}
      organisationTyped={actionData && "organisation" in actionData && typeof actionData.organisation === "string" ? actionData.organisation : undefined}
    />
  );
}

export const ErrorBoundary = GuardErrorBoundary;
