import { areaPath } from "~/features/dashboards/areas";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { guardDashboard, guardedNoAction } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { realSubjectFor } from "~/features/dashboards/subject.server";
import { SocialValueView } from "~/features/outcomes/components/social-value";
import { employerSocialValue } from "~/features/outcomes/social-value.server";
import type { Route } from "./+types/social-value";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  const subject = await realSubjectFor(context.database.db, user, "employer");
  return { value: await employerSocialValue(context.database.db, subject) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return guardedNoAction(context, request);
}

export default function EmployerPortalSocialValueRoute({ loaderData }: Route.ComponentProps) {
  return <SocialValueView mode="portal" value={loaderData.value} csvHref={areaPath("employerPortalSocialValueCsv")} />;
}

export const ErrorBoundary = GuardErrorBoundary;
