import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { dashboardNoAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import { candidateReadiness } from "~/features/readiness/readiness.server";
import { CandidateResourcesPage } from "~/features/resources/components/candidate-resources";
import type { Route } from "./+types/resources";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader(args: Route.LoaderArgs) {
  const { mode, subject } = await dashboardPage(args, "candidate");
  const { candidateId, ...rest } = subject;
  return { mode, readiness: candidateId ? await candidateReadiness(args.context.database.db, { ...rest, candidateId }) : null };
}

// The page takes no form: the demonstration refuses a post as every demonstration page does, the portal with 405.
export async function action(args: Route.ActionArgs) {
  return dashboardNoAction(args);
}

export default function CandidateResourcesRoute({ loaderData }: Route.ComponentProps) {
  return <CandidateResourcesPage mode={loaderData.mode} readiness={loaderData.readiness} />;
}

export const ErrorBoundary = GuardErrorBoundary;
