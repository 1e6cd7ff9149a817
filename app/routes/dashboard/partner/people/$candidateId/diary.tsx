import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { dashboardNoAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import { ReferredPersonView } from "~/features/overview/components/referred-person";
import { referredPersonPage } from "~/features/overview/referred-person.server";
import type { Route } from "./+types/diary";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader(args: Route.LoaderArgs) {
  const { subject } = await dashboardPage(args, "partner");
  return { page: await referredPersonPage(args.context.database.db, subject, args.params.candidateId, "diary") };
}

// The page takes no form: the demonstration refuses a post as every demonstration page does, the portal with 405.
export async function action(args: Route.ActionArgs) {
  return dashboardNoAction(args);
}

export default function PartnerPersonDiaryRoute({ loaderData }: Route.ComponentProps) {
  return <ReferredPersonView data={loaderData.page} />;
}

export const ErrorBoundary = GuardErrorBoundary;
