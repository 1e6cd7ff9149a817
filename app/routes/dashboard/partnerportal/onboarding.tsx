import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { guardDashboard } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { PartnerOnboardingView } from "~/features/organisations/components/partner-onboarding";
import { partnerOnboardingAction, partnerOnboarding } from "~/features/organisations/partner-onboarding.server";
import { partnerSubjectFor } from "~/features/referrals/partner-subject.server";
import type { Route } from "./+types/onboarding";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  const db = context.database.db;
  return { onboarding: await partnerOnboarding(db, await partnerSubjectFor(db, user)) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = await guardDashboard(context, request);
  const db = context.database.db;
  return partnerOnboardingAction(db, await partnerSubjectFor(db, user), user, request);
}

export default function PartnerOnboardingPortalRoute({ loaderData }: Route.ComponentProps) {
  return <PartnerOnboardingView onboarding={loaderData.onboarding} />;
}

export const ErrorBoundary = GuardErrorBoundary;
