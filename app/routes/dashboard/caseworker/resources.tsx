import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { dashboardNoAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import { CaseworkerResourcesView } from "~/features/resources/components/caseworker-resources";
import type { Route } from "./+types/resources";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader(args: Route.LoaderArgs) {
  const { mode } = await dashboardPage(args, "caseworker");
  return { mode };
}

// The page takes no form: the demonstration refuses a post as every demonstration page does, the portal with 405.
export async function action(args: Route.ActionArgs) {
  return dashboardNoAction(args);
}

export default function CaseworkerResourcesRoute({ loaderData }: Route.ComponentProps) {
  return <CaseworkerResourcesView mode={loaderData.mode} />;
}

export const ErrorBoundary = GuardErrorBoundary;
