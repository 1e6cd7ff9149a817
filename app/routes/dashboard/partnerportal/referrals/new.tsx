import { areaPath } from "~/features/dashboards/areas";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { guardDashboard } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { realSubjectFor } from "~/features/dashboards/subject.server";
import { PartnerPage } from "~/features/dashboards/components/partner-page";
import { ReferralForm } from "~/features/referrals/components/referral-form";
import { submitReferral } from "~/features/referrals/referral-action.server";
import type { Route } from "./+types/new";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  await guardDashboard(context, request);
  return null;
}

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = await guardDashboard(context, request);
  const db = context.database.db;
  return submitReferral(db, request, user, await realSubjectFor(db, user, "partner"), areaPath("partnerReferralsPortal"));
}

export default function PartnerReferralNewPortalRoute() {
  return (
    <PartnerPage lead={<p>Refer a person for support with work, with their agreement. We aim to contact them within 2 working days.</p>}>
      <ReferralForm />
    </PartnerPage>
  );
}

export const ErrorBoundary = GuardErrorBoundary;
