import { demoAction } from "~/features/dashboards/demo-action.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { demoSubject } from "~/features/dashboards/subject.server";
import { EmployerJobsView, isJobDone } from "~/features/jobs/components/employer-jobs";
import { employerJobList } from "~/features/jobs/employer-jobs.server";
import { areaPath } from "~/features/dashboards/areas";
import type { Route } from "./+types/jobs";

export const meta = dashboardMeta;

export async function loader({ context, request }: Route.LoaderArgs) {
  const done = new URL(request.url).searchParams.get("done");
  return { jobs: await employerJobList(context.database.db, demoSubject("employer")), done: isJobDone(done) ? done : null };
}

// Demonstration data is read-only: a form sent here is refused and changes nothing.
export async function action({ request }: Route.ActionArgs) {
  return demoAction({ request });
}

export default function EmployerDemoJobsRoute({ loaderData }: Route.ComponentProps) {
  return <EmployerJobsView mode="demo" base={areaPath("employerDemoJobs")} hasOrganisation jobs={loaderData.jobs} done={loaderData.done} />;
}
