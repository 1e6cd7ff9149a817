import { DashboardHome } from "~/features/dashboards/components/dashboard-home";
import { Streamed } from "~/features/dashboards/components/streamed";
import { readyOrStreamed } from "~/features/dashboards/ready-or-streamed.server";
import { demoAction } from "~/features/dashboards/demo-action.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { demoSubject } from "~/features/dashboards/subject.server";
import { candidateSummary } from "~/features/overview/candidate-summary.server";
import { CandidateSummarySkeleton, CandidateSummaryView } from "~/features/overview/components/candidate-summary";
import type { Route } from "./+types/index";

export const meta = dashboardMeta;

// Drawn into the page when ready in time; otherwise streamed after it, the skeleton showing until it arrives.
export async function loader({ context }: Route.LoaderArgs) {
  return { summary: (await readyOrStreamed(candidateSummary(context.database.db, demoSubject("candidate")))).value };
}

// Demonstration data is read-only: a form sent here is refused and changes nothing.
export async function action({ request }: Route.ActionArgs) {
  return demoAction({ request });
}

export default function CandidateDemoRoute({ loaderData }: Route.ComponentProps) {
  const summary = (
    <Streamed resolve={loaderData.summary} fallback={<CandidateSummarySkeleton />}>
      {(value) => <CandidateSummaryView summary={value} />}
    </Streamed>
  );
  return <DashboardHome mode="demo" summary={summary} />;
}
