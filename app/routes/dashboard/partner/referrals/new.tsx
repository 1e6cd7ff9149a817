import { noticesOf } from "~/features/notifications/record-notice.server";
import { referralFormSchema } from "~/features/referrals/referral-form";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { dashboardCheckedAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import { PartnerPage } from "~/features/dashboards/components/partner-page";
import { ReferralForm } from "~/features/referrals/components/referral-form";
import { submitReferral } from "~/features/referrals/referral-action.server";
import type { Route } from "./+types/new";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

// The form reads nothing; the portal's address is still guarded before it is drawn.
export async function loader(args: Route.LoaderArgs) {
  await dashboardPage(args, "partner");
  return null;
}

// The demonstration is read-only: the referral is refused, and what was typed comes back.
export async function action(args: Route.ActionArgs) {
  return dashboardCheckedAction(args, "partner", ({ subject, actor, home }) =>
    submitReferral(args.context.database.db, args.request, actor, subject, `${home}/referrals`, {
      publicUrl: args.context.env.publicUrl,
      contact: args.context.env.organisation,
    }, noticesOf(args.context)),
    { "": referralFormSchema },
  );
}

export default function PartnerReferralNewRoute() {
  return (
    <PartnerPage lead={<p>Refer a person for support with work, with their agreement. We aim to contact them within 2 working days.</p>}>
      <ReferralForm />
    </PartnerPage>
  );
}

export const ErrorBoundary = GuardErrorBoundary;
