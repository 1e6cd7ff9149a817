import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { portalRecordAction, portalRecordLoader } from "~/features/overview/record-commands.server";
import { CandidateRecordPage, ReasonToOpenPage } from "~/features/overview/components/candidate-record-page";
import type { Route } from "./+types/$candidateId";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return portalRecordLoader(context, request, params.candidateId);
}

export async function action({ context, request, params }: Route.ActionArgs) {
  return portalRecordAction(context, request, params.candidateId);
}

export default function CaseworkerCandidatePortalRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.view === "reason") return <ReasonToOpenPage />;
  return <CandidateRecordPage mode="portal" {...loaderData} />;
}

export const ErrorBoundary = GuardErrorBoundary;
