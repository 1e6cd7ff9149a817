import { PartnerApplicationsView } from "~/features/applications/components/partner-applications";
import { partnerApplicationsPage } from "~/features/applications/partner-applications.server";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { dashboardNoAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import { pageAsked } from "~/lib/paging";
import type { Route } from "./+types/index";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader(args: Route.LoaderArgs) {
  const { subject } = await dashboardPage(args, "partner");
  const asked = pageAsked(new URL(args.request.url).searchParams.get("page"));
  return { applications: await partnerApplicationsPage(args.context.database.db, subject, asked) };
}

// The page takes no form: the demonstration refuses a post as every demonstration page does, the portal with 405.
export async function action(args: Route.ActionArgs) {
  return dashboardNoAction(args);
}

export default function PartnerApplicationsRoute({ loaderData }: Route.ComponentProps) {
  return <PartnerApplicationsView data={loaderData.applications} />;
}

export const ErrorBoundary = GuardErrorBoundary;
