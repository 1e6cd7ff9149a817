import { candidateApplicationsWithHistory } from "~/features/applications/candidate-applications.server";
import { CandidateApplicationsPage } from "~/features/applications/components/candidate-applications";
import { demoAction } from "~/features/dashboards/demo-action.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { demoSubject } from "~/features/dashboards/subject.server";
import type { Route } from "./+types/applications";

export const meta = dashboardMeta;

export async function loader({ context }: Route.LoaderArgs) {
  return { applications: await candidateApplicationsWithHistory(context.database.db, demoSubject("candidate")) };
}

// Demonstration data is read-only: withdrawing is refused and changes nothing.
export async function action({ request }: Route.ActionArgs) {
  return demoAction({ request });
}

export default function CandidateDemoApplicationsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CandidateApplicationsPage mode="demo" applications={loaderData.applications} actionData={actionData} />;
}
