import { PartnerSupportActions } from "~/features/candidates/components/partner-support-actions";
import { partnerSupportPage } from "~/features/candidates/support-actions.server";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { dashboardNoAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import { NoOrganisation, PartnerPage } from "~/features/dashboards/components/partner-page";
import type { Route } from "./+types/support";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader(args: Route.LoaderArgs) {
  const { subject } = await dashboardPage(args, "partner");
  return { support: await partnerSupportPage(args.context.database.db, subject, new URL(args.request.url)) };
}

// The page takes no form: the demonstration refuses a post as every demonstration page does, the portal with 405.
export async function action(args: Route.ActionArgs) {
  return dashboardNoAction(args);
}

export default function PartnerSupportRoute({ loaderData }: Route.ComponentProps) {
  const { support } = loaderData;
  return <PartnerPage>{support ? <PartnerSupportActions {...support} /> : <NoOrganisation />}</PartnerPage>;
}

export const ErrorBoundary = GuardErrorBoundary;
