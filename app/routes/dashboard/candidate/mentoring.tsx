import { noticesOf } from "~/features/notifications/record-notice.server";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { dashboardAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import { candidateMentoring, requestMentorAction } from "~/features/mentoring/candidate-mentoring.server";
import { MentoringPage } from "~/features/mentoring/components/mentoring-page";
import { londonDate } from "~/lib/dates";
import type { Route } from "./+types/mentoring";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader(args: Route.LoaderArgs) {
  const { mode, subject } = await dashboardPage(args, "candidate");
  return { mode, ...(await candidateMentoring(args.context.database.db, subject)), today: londonDate(new Date()) };
}

// The demonstration is read-only: asking for a mentor there is refused and changes nothing.
export async function action(args: Route.ActionArgs) {
  return dashboardAction(args, "candidate", (page) => requestMentorAction(args.context.database.db, page, args.request, noticesOf(args.context)));
}

export default function CandidateMentoringRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <MentoringPage {...loaderData} actionData={actionData} />;
}

export const ErrorBoundary = GuardErrorBoundary;
