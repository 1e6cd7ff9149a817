import { data } from "react-router";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { dashboardCheckedAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import { JobFormView } from "~/features/jobs/components/job-form-view";
import { jobFormAction } from "~/features/jobs/employer-job-actions.server";
import { jobFormSchema } from "~/features/jobs/job-form";
import { employerJobForForm, jobChangeHistory } from "~/features/jobs/employer-jobs.server";
import type { Route } from "./+types/$jobId";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader(args: Route.LoaderArgs) {
  const { mode, subject, home } = await dashboardPage(args, "employer");
  // Someone else's role, a role of the other tree or a made-up id: all the same "not found".
  const job = await employerJobForForm(args.context.database.db, subject, args.params.jobId);
  if (!job) throw data(mode === "demo" ? "There is no demonstration role at this address." : "There is no role of yours at this address.", { status: 404 });
  return { mode, base: `${home}/jobs`, job: { id: args.params.jobId, ...job }, history: await jobChangeHistory(args.context.database.db, args.params.jobId) };
}

// Changing a role: the demonstration refuses it and changes nothing.
export async function action(args: Route.ActionArgs) {
  return dashboardCheckedAction(args, "employer", ({ subject, actor, home }) =>
    jobFormAction(args.context.database.db, subject, actor, args.request, `${home}/jobs`, args.params.jobId),
    { save: jobFormSchema },
  );
}

export default function EmployerJobRoute({ loaderData }: Route.ComponentProps) {
  return <JobFormView {...loaderData} hasOrganisation />;
}

export const ErrorBoundary = GuardErrorBoundary;
