import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { dashboardAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import { EmployerJobsView, isJobDone } from "~/features/jobs/components/employer-jobs";
import { jobsListAction } from "~/features/jobs/employer-job-actions.server";
import { employerJobList } from "~/features/jobs/employer-jobs.server";
import type { Route } from "./+types/jobs";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader(args: Route.LoaderArgs) {
  const { mode, subject, home } = await dashboardPage(args, "employer");
  const done = new URL(args.request.url).searchParams.get("done");
  return {
    mode,
    base: `${home}/jobs`,
    // The demonstration employer always has its organisation; a portal account may not be linked to one yet.
    hasOrganisation: subject.organisationId !== null,
    jobs: await employerJobList(args.context.database.db, subject),
    done: isJobDone(done) ? done : null,
  };
}

// Closing or reopening a role: the demonstration refuses it and changes nothing.
export async function action(args: Route.ActionArgs) {
  return dashboardAction(args, "employer", ({ subject, actor, home }) => jobsListAction(args.context.database.db, subject, actor, args.request, `${home}/jobs`));
}

export default function EmployerJobsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const problem = actionData && "problem" in actionData ? actionData.problem : undefined;
  const confirmClose = actionData && "confirmClose" in actionData ? actionData.confirmClose : undefined;
  return <EmployerJobsView {...loaderData} problem={problem} confirmClose={confirmClose} />;
}

export const ErrorBoundary = GuardErrorBoundary;
