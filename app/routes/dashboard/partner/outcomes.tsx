import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { dashboardNoAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import { PartnerOutcomesView } from "~/features/outcomes/components/partner-outcomes";
import { partnerOutcomesPage } from "~/features/outcomes/outcomes.server";
import { NoOrganisation, PartnerPage } from "~/features/dashboards/components/partner-page";
import type { Route } from "./+types/outcomes";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader(args: Route.LoaderArgs) {
  const { subject, home } = await dashboardPage(args, "partner");
  return { outcomes: await partnerOutcomesPage(args.context.database.db, subject), csvPath: `${home}/outcomes/export` };
}

// The page takes no form: the demonstration refuses a post as every demonstration page does, the portal with 405.
export async function action(args: Route.ActionArgs) {
  return dashboardNoAction(args);
}

export default function PartnerOutcomesRoute({ loaderData }: Route.ComponentProps) {
  const { outcomes, csvPath } = loaderData;
  return <PartnerPage>{outcomes ? <PartnerOutcomesView outcomes={outcomes} csvPath={csvPath} /> : <NoOrganisation />}</PartnerPage>;
}

export const ErrorBoundary = GuardErrorBoundary;
