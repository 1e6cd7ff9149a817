import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { guardDashboard } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import { assignReferralAction, referralQueue } from "~/features/referrals/assign-referral.server";
import { ReferralQueuePage } from "~/features/referrals/components/referral-queue";
import type { Route } from "./+types/referrals";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader({ context, request }: Route.LoaderArgs) {
  await guardDashboard(context, request);
  return { queue: await referralQueue(context.database.db), done: new URL(request.url).searchParams.get("done") === "assigned" };
}

export async function action({ context, request }: Route.ActionArgs) {
  return assignReferralAction(context, request);
}

export default function AdminReferralsRoute({ loaderData }: Route.ComponentProps) {
  return <ReferralQueuePage {...loaderData} />;
}

export const ErrorBoundary = GuardErrorBoundary;
