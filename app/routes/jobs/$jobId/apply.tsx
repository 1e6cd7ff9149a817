import { applyAction, applyPageLoader } from "~/features/applications/apply.server";
import { ApplyPageView } from "~/features/applications/components/apply-page";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { ClosedJobPage } from "~/features/jobs/components/job-page";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/apply";

export const meta = ({ data }: Route.MetaArgs) =>
  data?.state === "open"
    ? pageMeta(`Apply for ${data.job.title}`, `Apply for ${data.job.title} at ${data.job.employerName}, choosing what you share.`)
    : pageMeta("This Role Has Closed", "This role is no longer taking applications. See similar roles.");

/** Signed-in candidates only: anyone else is sent to sign in, or told this is not for their account. */
export function loader({ context, request, params }: Route.LoaderArgs) {
  return applyPageLoader(context, request, params.jobId);
}

export function action({ context, request, params }: Route.ActionArgs) {
  return applyAction(context, request, params.jobId);
}

export default function ApplyRoute({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.state === "closed") return <ClosedJobPage {...loaderData} />;
  return <ApplyPageView page={loaderData} actionData={actionData} />;
}

export const ErrorBoundary = GuardErrorBoundary;
