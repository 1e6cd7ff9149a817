import { demoAction } from "~/features/dashboards/demo-action.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { demoSubject } from "~/features/dashboards/subject.server";
import { parseCaseloadFilter } from "~/features/candidates/caseload-filter";
import { caseloadList } from "~/features/candidates/caseload-list.server";
import { CaseloadPage } from "~/features/candidates/components/caseload-page";
import type { Route } from "./+types/caseload";

export const meta = dashboardMeta;

export async function loader({ context, request }: Route.LoaderArgs) {
  const filter = parseCaseloadFilter(new URL(request.url));
  return { filter, caseload: await caseloadList(context.database.db, demoSubject("caseworker"), filter) };
}

// Demonstration data is read-only: a form sent here is refused and changes nothing.
export async function action({ request }: Route.ActionArgs) {
  return demoAction({ request });
}

export default function CaseworkerCaseloadDemoRoute({ loaderData }: Route.ComponentProps) {
  return <CaseloadPage mode="demo" {...loaderData} />;
}
