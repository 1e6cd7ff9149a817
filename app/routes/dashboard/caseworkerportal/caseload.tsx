import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { guardDashboard, guardedNoAction } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { realSubjectFor } from "~/features/dashboards/subject.server";
import { parseCaseloadFilter } from "~/features/candidates/caseload-filter";
import { caseloadList } from "~/features/candidates/caseload-list.server";
import { CaseloadPage } from "~/features/candidates/components/caseload-page";
import type { Route } from "./+types/caseload";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  const db = context.database.db;
  const filter = parseCaseloadFilter(new URL(request.url));
  return { filter, caseload: await caseloadList(db, await realSubjectFor(db, user, "caseworker"), filter) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return guardedNoAction(context, request);
}

export default function CaseworkerCaseloadPortalRoute({ loaderData }: Route.ComponentProps) {
  return <CaseloadPage mode="portal" {...loaderData} />;
}

export const ErrorBoundary = GuardErrorBoundary;
