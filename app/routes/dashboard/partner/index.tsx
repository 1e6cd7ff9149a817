import { DashboardHome } from "~/features/dashboards/components/dashboard-home";
import { Streamed } from "~/features/dashboards/components/streamed";
import { readyOrStreamed } from "~/features/dashboards/ready-or-streamed.server";
import { demoAction } from "~/features/dashboards/demo-action.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { demoSubject } from "~/features/dashboards/subject.server";
import { partnerSummary } from "~/features/overview/partner-summary.server";
import { PartnerSummarySkeleton, PartnerSummaryView } from "~/features/overview/components/partner-summary";
import type { Route } from "./+types/index";

export const meta = dashboardMeta;

// Drawn into the page when ready in time; otherwise streamed after it, the skeleton showing until it arrives.
export async function loader({ context }: Route.LoaderArgs) {
  return { summary: (await readyOrStreamed(partnerSummary(context.database.db, demoSubject("partner")))).value };
}

// Demonstration data is read-only: a form sent here is refused and changes nothing.
export async function action({ request }: Route.ActionArgs) {
  return demoAction({ request });
}

export default function PartnerDemoRoute({ loaderData }: Route.ComponentProps) {
  const summary = (
    <Streamed resolve={loaderData.summary} fallback={<PartnerSummarySkeleton />}>
      {(value) => <PartnerSummaryView summary={value} />}
    </Streamed>
  );
  return <DashboardHome mode="demo" summary={summary} />;
}
