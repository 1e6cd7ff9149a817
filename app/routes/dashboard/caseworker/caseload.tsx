import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { dashboardNoAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import { CaseloadPage } from "~/features/candidates/components/caseload-page";
import { caseloadList } from "~/features/candidates/caseload-list.server";
import { parseCaseloadFilter } from "~/features/candidates/caseload-filter";
import type { Route } from "./+types/caseload";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader(args: Route.LoaderArgs) {
  const { mode, subject } = await dashboardPage(args, "caseworker");
  const filter = parseCaseloadFilter(new URL(args.request.url));
  return { mode, filter, caseload: await caseloadList(args.context.database.db, subject, filter) };
}

// The page takes no form: the demonstration refuses a post as every demonstration page does, the portal with 405.
export async function action(args: Route.ActionArgs) {
  return dashboardNoAction(args);
}

export default function CaseworkerCaseloadRoute({ loaderData }: Route.ComponentProps) {
  return <CaseloadPage {...loaderData} />;
}

export const ErrorBoundary = GuardErrorBoundary;
