import { DashboardHome } from "~/features/dashboards/components/dashboard-home";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { Streamed } from "~/features/dashboards/components/streamed";
import { dashboardNoAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { viewerOf } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { readyOrStreamed } from "~/features/dashboards/ready-or-streamed.server";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { candidateSummary } from "~/features/overview/candidate-summary.server";
import { CandidateSummarySkeleton, CandidateSummaryView } from "~/features/overview/components/candidate-summary";
import type { Route } from "./+types/index";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

// The summary is drawn into the page when ready in time; otherwise streamed after it, the skeleton showing until it arrives.
export async function loader(args: Route.LoaderArgs) {
  const page = await dashboardPage(args, "candidate");
  const summary = async () => (await readyOrStreamed(candidateSummary(args.context.database.db, page.subject))).value;
  if (page.mode === "demo") return { mode: page.mode, viewer: undefined, summary: await summary() };
  // An account that is not active sees no one else's data, so nothing is read for it.
  return { mode: page.mode, viewer: viewerOf(page.actor), summary: page.actor.accountStatus === "active" ? await summary() : null };
}

// The page takes no form: the demonstration refuses a post as every demonstration page does, the portal with 405.
export async function action(args: Route.ActionArgs) {
  return dashboardNoAction(args);
}

export default function CandidateHomeRoute({ loaderData }: Route.ComponentProps) {
  const summary = loaderData.summary ? (
    <Streamed resolve={loaderData.summary} fallback={<CandidateSummarySkeleton />}>
      {(value) => <CandidateSummaryView summary={value} />}
    </Streamed>
  ) : undefined;
  return loaderData.mode === "demo" ? <DashboardHome mode="demo" summary={summary} /> : <DashboardHome mode="portal" viewer={loaderData.viewer} summary={summary} />;
}

export const ErrorBoundary = GuardErrorBoundary;
