import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { dashboardCheckedAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import { JobFormView } from "~/features/jobs/components/job-form-view";
import { jobFormAction } from "~/features/jobs/employer-job-actions.server";
import { jobFormSchema } from "~/features/jobs/job-form";
import { employerJobToDuplicate } from "~/features/jobs/employer-jobs.server";
import type { Route } from "./+types/new";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader(args: Route.LoaderArgs) {
  const { mode, subject, home } = await dashboardPage(args, "employer");
  // "Duplicate" on the list starts the form from one of the employer's own roles; any other id starts it empty.
  const from = new URL(args.request.url).searchParams.get("from");
  const duplicateOf = from ? await employerJobToDuplicate(args.context.database.db, subject, from) : null;
  return { mode, base: `${home}/jobs`, hasOrganisation: subject.organisationId !== null, duplicateOf };
}

// The demonstration shows the form; what is sent there is refused and kept.
export async function action(args: Route.ActionArgs) {
  return dashboardCheckedAction(args, "employer", ({ subject, actor, home }) => jobFormAction(args.context.database.db, subject, actor, args.request, `${home}/jobs`, null), { save: jobFormSchema });
}

export default function EmployerJobNewRoute({ loaderData }: Route.ComponentProps) {
  return <JobFormView {...loaderData} job={null} />;
}

export const ErrorBoundary = GuardErrorBoundary;
