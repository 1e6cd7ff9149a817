import { candidateProfile } from "~/features/candidates/profile.server";
import { CandidateProfilePage } from "~/features/candidates/components/candidate-profile";
import { demoAction } from "~/features/dashboards/demo-action.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { demoSubject } from "~/features/dashboards/subject.server";
import type { Route } from "./+types/profile";

export const meta = dashboardMeta;

export async function loader({ context }: Route.LoaderArgs) {
  return { profile: await candidateProfile(context.database.db, demoSubject("candidate")) };
}

// Demonstration data is read-only: the form is refused, changes nothing and keeps what was typed.
export async function action({ request }: Route.ActionArgs) {
  return demoAction({ request });
}

export default function CandidateDemoProfileRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CandidateProfilePage mode="demo" profile={loaderData.profile} actionData={actionData} />;
}
