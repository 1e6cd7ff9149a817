import { DisclosurePage } from "~/features/convictions/components/disclosure-page";
import { disclosureLetters } from "~/features/convictions/disclosure-letters.server";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { guardDashboard } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { realSubjectFor } from "~/features/dashboards/subject.server";
import { disclosurePageAction, savedCheckView } from "~/features/disclosure-check/saved-result-page.server";
import { londonDate } from "~/lib/dates";
import type { Route } from "./+types/disclosure";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  const db = context.database.db;
  const subject = await realSubjectFor(db, user, "candidate");
  const [letters, savedCheck] = await Promise.all([
    disclosureLetters(db, context.env.dataEncryption, subject, user.id),
    savedCheckView(db, context.env.dataEncryption, subject, user.id, londonDate(new Date())),
  ]);
  return { ...letters, savedCheck };
}

export async function action({ context, request }: Route.ActionArgs) {
  return disclosurePageAction(context, request);
}

export default function CandidatePortalDisclosureRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <DisclosurePage mode="portal" {...loaderData} answer={actionData} />;
}

export const ErrorBoundary = GuardErrorBoundary;
