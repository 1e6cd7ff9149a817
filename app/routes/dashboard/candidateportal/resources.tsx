import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { guardDashboard, guardedNoAction } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { realSubjectFor } from "~/features/dashboards/subject.server";
import { candidateReadiness } from "~/features/readiness/readiness.server";
import { CandidateResourcesPage } from "~/features/resources/components/candidate-resources";
import type { Route } from "./+types/resources";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  const db = context.database.db;
  const { candidateId, ...subject } = await realSubjectFor(db, user, "candidate");
  return { readiness: candidateId ? await candidateReadiness(db, { ...subject, candidateId }) : null };
}

export async function action({ context, request }: Route.ActionArgs) {
  return guardedNoAction(context, request);
}

export default function CandidatePortalResourcesRoute({ loaderData }: Route.ComponentProps) {
  return <CandidateResourcesPage mode="portal" readiness={loaderData.readiness} />;
}

export const ErrorBoundary = GuardErrorBoundary;
