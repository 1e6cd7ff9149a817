import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { addContactSchema, agreementSchema, safeguardingSchema } from "~/features/organisations/partner-onboarding-form";
import { dashboardCheckedAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import { PartnerOnboardingView } from "~/features/organisations/components/partner-onboarding";
import { partnerOnboardingAction, partnerOnboarding } from "~/features/organisations/partner-onboarding.server";
import type { Route } from "./+types/onboarding";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader(args: Route.LoaderArgs) {
  const { subject } = await dashboardPage(args, "partner");
  return { onboarding: await partnerOnboarding(args.context.database.db, subject) };
}

// The demonstration is read-only: a form sent there is refused and keeps what was typed.
export async function action(args: Route.ActionArgs) {
  return dashboardCheckedAction(args, "partner", ({ subject, actor }) => partnerOnboardingAction(args.context.database.db, subject, actor, args.request), { agreement: agreementSchema, safeguarding: safeguardingSchema, "add-contact": addContactSchema });
}

export default function PartnerOnboardingRoute({ loaderData }: Route.ComponentProps) {
  return <PartnerOnboardingView onboarding={loaderData.onboarding} />;
}

export const ErrorBoundary = GuardErrorBoundary;
