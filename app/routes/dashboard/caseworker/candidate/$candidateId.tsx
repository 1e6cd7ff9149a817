import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { caseNoteSchema } from "~/features/candidates/record-forms";
import { dashboardCheckedAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import { demoRecordLoader, portalRecordAction, portalRecordLoader } from "~/features/overview/record-commands.server";
import { CandidateRecordPage } from "~/features/overview/components/candidate-record-page";
import { ReasonToOpenPage } from "~/features/overview/components/reason-to-open-page";
import type { Route } from "./+types/$candidateId";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

// The demonstration opens the made-up caseworker's own people only; the portal may ask for a reason first.
export async function loader(args: Route.LoaderArgs) {
  const page = await dashboardPage(args, "caseworker");
  const { candidateId } = args.params;
  const shown = page.mode === "demo" ? await demoRecordLoader(args.context, candidateId, page.subject) : await portalRecordLoader(args.context, page, candidateId);
  return { mode: page.mode, ...shown };
}

// A reason, a case note or a checklist change: the demonstration refuses them and changes nothing.
export async function action(args: Route.ActionArgs) {
  return dashboardCheckedAction(args, "caseworker", (page) => portalRecordAction(args.context, page, args.request, args.params.candidateId), { "add-note": caseNoteSchema });
}

export default function CaseworkerCandidateRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.view === "reason") return <ReasonToOpenPage />;
  return <CandidateRecordPage {...loaderData} />;
}

export const ErrorBoundary = GuardErrorBoundary;
