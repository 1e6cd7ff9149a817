import { candidateProfile, candidateProfileAction } from "~/features/candidates/profile.server";
import { profileSchema } from "~/features/candidates/profile";
import { CandidateProfilePage } from "~/features/candidates/components/candidate-profile";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { dashboardCheckedAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import type { Route } from "./+types/profile";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader(args: Route.LoaderArgs) {
  const { mode, subject } = await dashboardPage(args, "candidate");
  return { mode, profile: await candidateProfile(args.context.database.db, subject) };
}

// The demonstration is read-only: the form is refused there, changes nothing and keeps what was typed.
export async function action(args: Route.ActionArgs) {
  return dashboardCheckedAction(args, "candidate", (page) => candidateProfileAction(args.context.database.db, page, args.request), { "": profileSchema });
}

export default function CandidateProfileRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CandidateProfilePage mode={loaderData.mode} profile={loaderData.profile} actionData={actionData} />;
}

export const ErrorBoundary = GuardErrorBoundary;
