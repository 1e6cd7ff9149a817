import { DashboardHome } from "~/features/dashboards/components/dashboard-home";
import { Streamed } from "~/features/dashboards/components/streamed";
import { readyOrStreamed } from "~/features/dashboards/ready-or-streamed.server";
import { demoAction } from "~/features/dashboards/demo-action.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { demoSubject } from "~/features/dashboards/subject.server";
import { caseworkerSummary } from "~/features/overview/caseworker-summary.server";
import { CaseworkerSummarySkeleton, CaseworkerSummaryView } from "~/features/overview/components/caseworker-summary";
import type { Route } from "./+types/index";

export const meta = dashboardMeta;

// Drawn into the page when ready in time; otherwise streamed after it, the skeleton showing until it arrives.
export async function loader({ context }: Route.LoaderArgs) {
  return { summary: (await readyOrStreamed(caseworkerSummary(context.database.db, demoSubject("caseworker")))).value };
}

// Demonstration data is read-only: a form sent here is refused and changes nothing.
export async function action({ request }: Route.ActionArgs) {
  return demoAction({ request });
}

export default function CaseworkerDemoRoute({ loaderData }: Route.ComponentProps) {
  const summary = (
    <Streamed resolve={loaderData.summary} fallback={<CaseworkerSummarySkeleton />}>
      {(value) => <CaseworkerSummaryView summary={value} mode="demo" />}
    </Streamed>
  );
  return <DashboardHome mode="demo" summary={summary} />;
}
