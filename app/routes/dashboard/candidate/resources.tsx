import { demoAction } from "~/features/dashboards/demo-action.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { demoSubject } from "~/features/dashboards/subject.server";
import { candidateReadiness } from "~/features/readiness/readiness.server";
import { CandidateResourcesPage } from "~/features/resources/components/candidate-resources";
import type { Route } from "./+types/resources";

export const meta = dashboardMeta;

export async function loader({ context }: Route.LoaderArgs) {
  const subject = demoSubject("candidate");
  return { readiness: subject.candidateId ? await candidateReadiness(context.database.db, { ...subject, candidateId: subject.candidateId }) : null };
}

export async function action({ request }: Route.ActionArgs) {
  return demoAction({ request });
}

export default function CandidateDemoResourcesRoute({ loaderData }: Route.ComponentProps) {
  return <CandidateResourcesPage mode="demo" readiness={loaderData.readiness} />;
}
