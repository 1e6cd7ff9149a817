import { PartnerApplicationView } from "~/features/applications/components/partner-applications";
import { partnerApplicationPage } from "~/features/applications/partner-applications.server";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { dashboardNoAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import type { Route } from "./+types/$applicationId";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader(args: Route.LoaderArgs) {
  const { subject } = await dashboardPage(args, "partner");
  return { application: await partnerApplicationPage(args.context.database.db, subject, args.params.applicationId) };
}

// The page takes no form: the demonstration refuses a post as every demonstration page does, the portal with 405.
export async function action(args: Route.ActionArgs) {
  return dashboardNoAction(args);
}

export default function PartnerApplicationRoute({ loaderData }: Route.ComponentProps) {
  return <PartnerApplicationView application={loaderData.application} />;
}

export const ErrorBoundary = GuardErrorBoundary;
