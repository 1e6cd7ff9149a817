import { demoAction } from "~/features/dashboards/demo-action.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { demoSubject } from "~/features/dashboards/subject.server";
import { caseloadOutcomes } from "~/features/outcomes/caseload-outcomes.server";
import { CaseloadOutcomesPage } from "~/features/outcomes/components/caseload-outcomes";
import type { Route } from "./+types/outcomes";

export const meta = dashboardMeta;

export async function loader({ context }: Route.LoaderArgs) {
  return { outcomes: await caseloadOutcomes(context.database.db, demoSubject("caseworker")) };
}

// Demonstration data is read-only: a form sent here is refused and changes nothing.
export async function action({ request }: Route.ActionArgs) {
  return demoAction({ request });
}

export default function CaseworkerOutcomesDemoRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CaseloadOutcomesPage mode="demo" outcomes={loaderData.outcomes} done={false} actionData={actionData} />;
}
