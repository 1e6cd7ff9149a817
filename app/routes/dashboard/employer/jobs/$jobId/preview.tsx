import { data } from "react-router";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { dashboardAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import { JobPreviewView } from "~/features/jobs/components/job-preview";
import { jobPreviewAction } from "~/features/jobs/employer-job-actions.server";
import { employerJobPreview } from "~/features/jobs/employer-jobs.server";
import type { Route } from "./+types/preview";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader(args: Route.LoaderArgs) {
  const { mode, subject, home } = await dashboardPage(args, "employer");
  // Someone else's role, a role of the other tree or a made-up id: all the same "not found".
  const preview = await employerJobPreview(args.context.database.db, subject, args.params.jobId);
  if (!preview) throw data(mode === "demo" ? "There is no demonstration role at this address." : "There is no role of yours at this address.", { status: 404 });
  return { mode, base: `${home}/jobs`, preview, saved: new URL(args.request.url).searchParams.get("done") === "saved" };
}

// Publishing a draft: the demonstration refuses it and changes nothing.
export async function action(args: Route.ActionArgs) {
  return dashboardAction(args, "employer", ({ subject, actor, home }) =>
    jobPreviewAction(args.context.database.db, subject, actor, args.request, `${home}/jobs`, args.params.jobId),
  );
}

export default function EmployerJobPreviewRoute({ loaderData, actionData }: Route.ComponentProps) {
  const problem = actionData && "problem" in actionData ? actionData.problem : undefined;
  return <JobPreviewView {...loaderData} problem={problem} />;
}

export const ErrorBoundary = GuardErrorBoundary;
