import { data } from "react-router";
import { DisclosureLetterView } from "~/features/applications/components/disclosure-letter";
import { WithdrawnApplicationView } from "~/features/applications/components/withdrawn-application";
import { sharedDisclosureLetters, WITHDRAWN } from "~/features/applications/employer-applications.server";
import { areaPath } from "~/features/dashboards/areas";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { guardDashboard, guardedNoAction } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { realSubjectFor } from "~/features/dashboards/subject.server";
import type { Route } from "./+types/letter";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  const subject = await realSubjectFor(context.database.db, user, "employer");
  // Not the employer's application, or no letter shared with it: the same "not found" either way.
  const letter = await sharedDisclosureLetters(context.database.db, context.env.dataEncryption, subject, user.id, params.applicationId);
  if (!letter) throw data("There is no shared letter at this address.", { status: 404 });
  if (letter === WITHDRAWN) return data({ letter: null }, { status: 410 });
  return { letter };
}

export async function action({ context, request }: Route.ActionArgs) {
  return guardedNoAction(context, request);
}

export default function EmployerPortalLetterRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData.letter) return <WithdrawnApplicationView base={areaPath("employerPortalApplications")} title="Disclosure letter" />;
  return <DisclosureLetterView mode="portal" base={areaPath("employerPortalApplications")} letter={loaderData.letter} />;
}

export const ErrorBoundary = GuardErrorBoundary;
