import { demoAction } from "~/features/dashboards/demo-action.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { demoSubject } from "~/features/dashboards/subject.server";
import { demoRecordLoader } from "~/features/overview/record-commands.server";
import { CandidateRecordPage } from "~/features/overview/components/candidate-record-page";
import type { Route } from "./+types/$candidateId";

export const meta = dashboardMeta;

export async function loader({ context, params }: Route.LoaderArgs) {
  return demoRecordLoader(context, params.candidateId, demoSubject("caseworker"));
}

// Demonstration data is read-only: a form sent here is refused and changes nothing.
export async function action({ request }: Route.ActionArgs) {
  return demoAction({ request });
}

export default function CaseworkerCandidateDemoRoute({ loaderData }: Route.ComponentProps) {
  return <CandidateRecordPage mode="demo" {...loaderData} />;
}
