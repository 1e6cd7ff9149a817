import { candidateProfile, candidateProfileAction } from "~/features/candidates/profile.server";
import { CandidateProfilePage } from "~/features/candidates/components/candidate-profile";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { guardDashboard } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { realSubjectFor } from "~/features/dashboards/subject.server";
import type { Route } from "./+types/profile";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  const db = context.database.db;
  return { profile: await candidateProfile(db, await realSubjectFor(db, user, "candidate")) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return candidateProfileAction(context, request);
}

export default function CandidatePortalProfileRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CandidateProfilePage mode="portal" profile={loaderData.profile} actionData={actionData} />;
}

export const ErrorBoundary = GuardErrorBoundary;
