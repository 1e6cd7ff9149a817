import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { dashboardAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { guardedNoAction } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { EmployerResourcesView } from "~/features/organisations/components/employer-resources";
import type { Route } from "./+types/resources";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader(args: Route.LoaderArgs) {
  const { mode } = await dashboardPage(args, "employer");
  return { mode };
}

// The page takes no form: the demonstration refuses a post as every demonstration page does, the portal with 405.
export async function action(args: Route.ActionArgs) {
  return dashboardAction(args, "employer", () => guardedNoAction(args.context, args.request));
}

export default function EmployerResourcesRoute({ loaderData }: Route.ComponentProps) {
  return <EmployerResourcesView mode={loaderData.mode} />;
}

export const ErrorBoundary = GuardErrorBoundary;
