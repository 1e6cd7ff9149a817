import { DisclosurePage } from "~/features/convictions/components/disclosure-page";
import { disclosureLetters } from "~/features/convictions/disclosure-letters.server";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { guardDashboard, guardedNoAction } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { realSubjectFor } from "~/features/dashboards/subject.server";
import type { Route } from "./+types/disclosure";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  const db = context.database.db;
  return disclosureLetters(db, context.env.dataEncryption, await realSubjectFor(db, user, "candidate"), user.id);
}

export async function action({ context, request }: Route.ActionArgs) {
  return guardedNoAction(context, request);
}

export default function CandidatePortalDisclosureRoute({ loaderData }: Route.ComponentProps) {
  return <DisclosurePage mode="portal" {...loaderData} />;
}

export const ErrorBoundary = GuardErrorBoundary;
