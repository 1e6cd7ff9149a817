import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { guardDashboard } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { realSubjectFor } from "~/features/dashboards/subject.server";
import { candidateMentoring, requestMentorAction } from "~/features/mentoring/candidate-mentoring.server";
import { MentoringPage } from "~/features/mentoring/components/mentoring-page";
import { londonDate } from "~/lib/dates";
import type { Route } from "./+types/mentoring";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  const db = context.database.db;
  return { ...(await candidateMentoring(db, await realSubjectFor(db, user, "candidate"))), today: londonDate(new Date()) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return requestMentorAction(context, request);
}

export default function CandidatePortalMentoringRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <MentoringPage mode="portal" {...loaderData} actionData={actionData} />;
}

export const ErrorBoundary = GuardErrorBoundary;
