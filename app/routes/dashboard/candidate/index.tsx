import { noticesOf } from "~/features/notifications/record-notice.server";
import { DashboardHome } from "~/features/dashboards/components/dashboard-home";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { dashboardAction, dashboardHome } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import { CandidateSummarySkeleton, CandidateSummaryView } from "~/features/overview/components/candidate-summary";
import { candidateSummary } from "~/features/overview/candidate-summary.server";
import { ReferralOffers } from "~/features/referrals/components/referral-offers";
import { answerReferralAction, referralOffersFor } from "~/features/referrals/referral-offers.server";
import type { ReferralOfferActionData } from "~/features/referrals/referral-offers";
import type { Route } from "./+types/index";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader(args: Route.LoaderArgs) {
  // The home's summary, and any partner's referral waiting for the person's answer (never in the demonstration).
  return dashboardHome(args, "candidate", async (db, subject) => {
    const [summary, referralOffers] = await Promise.all([candidateSummary(db, subject), referralOffersFor(db, subject)]);
    return { summary, referralOffers };
  });
}

// Answering a partner's referral; the demonstration refuses a post as every demonstration page does.
export async function action(args: Route.ActionArgs) {
  return dashboardAction(args, "candidate", (page) => answerReferralAction(args.context.database.db, page, args.request, noticesOf(args.context)));
}

export default function CandidateHomeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <DashboardHome home={loaderData} skeleton={<CandidateSummarySkeleton />}>
      {({ summary, referralOffers }) => (
        <>
          <ReferralOffers offers={referralOffers} actionData={actionData as ReferralOfferActionData | undefined} />
          <CandidateSummaryView summary={summary} />
        </>
      )}
    </DashboardHome>
  );
}

export const ErrorBoundary = GuardErrorBoundary;
