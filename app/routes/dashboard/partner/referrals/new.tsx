import { demoAction } from "~/features/dashboards/demo-action.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { PartnerPage } from "~/features/dashboards/components/partner-page";
import { ReferralForm } from "~/features/referrals/components/referral-form";
import type { Route } from "./+types/new";

export const meta = dashboardMeta;

// Demonstration data is read-only: the referral is refused, and what was typed comes back.
export async function action({ request }: Route.ActionArgs) {
  return demoAction({ request });
}

export default function PartnerReferralNewDemoRoute() {
  return (
    <PartnerPage lead={<p>Refer a person for support with work, with their agreement. We aim to contact them within 2 working days.</p>}>
      <ReferralForm />
    </PartnerPage>
  );
}
