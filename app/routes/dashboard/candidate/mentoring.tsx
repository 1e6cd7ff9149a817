import { demoAction } from "~/features/dashboards/demo-action.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { demoSubject } from "~/features/dashboards/subject.server";
import { candidateMentoring } from "~/features/mentoring/candidate-mentoring.server";
import { MentoringPage } from "~/features/mentoring/components/mentoring-page";
import { londonDate } from "~/lib/dates";
import type { Route } from "./+types/mentoring";

export const meta = dashboardMeta;

export async function loader({ context }: Route.LoaderArgs) {
  return { ...(await candidateMentoring(context.database.db, demoSubject("candidate"))), today: londonDate(new Date()) };
}

// Demonstration data is read-only: asking for a mentor is refused and changes nothing.
export async function action({ request }: Route.ActionArgs) {
  return demoAction({ request });
}

export default function CandidateDemoMentoringRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <MentoringPage mode="demo" {...loaderData} actionData={actionData} />;
}
