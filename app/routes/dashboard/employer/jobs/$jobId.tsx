import { data } from "react-router";
import { areaPath } from "~/features/dashboards/areas";
import { demoAction } from "~/features/dashboards/demo-action.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { demoSubject } from "~/features/dashboards/subject.server";
import { JobFormView } from "~/features/jobs/components/employer-jobs";
import { employerJobForForm } from "~/features/jobs/employer-jobs.server";
import type { Route } from "./+types/$jobId";

export const meta = dashboardMeta;

export async function loader({ context, params }: Route.LoaderArgs) {
  const job = await employerJobForForm(context.database.db, demoSubject("employer"), params.jobId);
  if (!job) throw data("There is no demonstration role at this address.", { status: 404 });
  return { job: { id: params.jobId, ...job } };
}

// Demonstration data is read-only: a form sent here is refused and changes nothing.
export async function action({ request }: Route.ActionArgs) {
  return demoAction({ request });
}

export default function EmployerDemoJobRoute({ loaderData }: Route.ComponentProps) {
  return <JobFormView mode="demo" base={areaPath("employerDemoJobs")} hasOrganisation job={loaderData.job} />;
}
