import { DashboardHome } from "~/features/dashboards/components/dashboard-home";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { Streamed } from "~/features/dashboards/components/streamed";
import { dashboardNoAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { readyOrStreamed } from "~/features/dashboards/ready-or-streamed.server";
import { viewerOf } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { partnerSummary } from "~/features/overview/partner-summary.server";
import { PartnerSummarySkeleton, PartnerSummaryView } from "~/features/overview/components/partner-summary";
import type { Route } from "./+types/index";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

// Drawn into the page when ready in time; otherwise streamed after it, the skeleton showing until it arrives.
export async function loader(args: Route.LoaderArgs) {
  const page = await dashboardPage(args, "partner");
  const db = args.context.database.db;
  if (page.mode === "demo") return { mode: page.mode, viewer: undefined, summary: (await readyOrStreamed(partnerSummary(db, page.subject))).value };
  // The portal home is also the waiting room: an account that is not active sees no one else's data, so nothing
  // is read for it, and the page tells it where its approval has got to.
  const summary = page.actor.accountStatus !== "active" ? null : (await readyOrStreamed(partnerSummary(db, page.subject))).value;
  return { mode: page.mode, viewer: viewerOf(page.actor), summary };
}

// The page takes no form: the demonstration refuses a post as every demonstration page does, the portal with 405.
export async function action(args: Route.ActionArgs) {
  return dashboardNoAction(args);
}

export default function PartnerHomeRoute({ loaderData }: Route.ComponentProps) {
  const summary = loaderData.summary ? (
    <Streamed resolve={loaderData.summary} fallback={<PartnerSummarySkeleton />}>
      {(value) => <PartnerSummaryView summary={value} />}
    </Streamed>
  ) : undefined;
  return loaderData.mode === "portal" ? <DashboardHome mode="portal" viewer={loaderData.viewer} summary={summary} /> : <DashboardHome mode="demo" summary={summary} />;
}

export const ErrorBoundary = GuardErrorBoundary;
