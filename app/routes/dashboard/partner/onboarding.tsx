import { demoAction } from "~/features/dashboards/demo-action.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { demoSubject } from "~/features/dashboards/subject.server";
import { PartnerOnboardingView } from "~/features/organisations/components/partner-onboarding";
import { partnerOnboarding } from "~/features/organisations/partner-onboarding.server";
import type { Route } from "./+types/onboarding";

export const meta = dashboardMeta;

export async function loader({ context }: Route.LoaderArgs) {
  return { onboarding: await partnerOnboarding(context.database.db, demoSubject("partner")) };
}

// Demonstration data is read-only: a form sent here is refused and keeps what was typed.
export async function action({ request }: Route.ActionArgs) {
  return demoAction({ request });
}

export default function PartnerOnboardingDemoRoute({ loaderData }: Route.ComponentProps) {
  return <PartnerOnboardingView onboarding={loaderData.onboarding} />;
}
