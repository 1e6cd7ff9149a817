import { data } from "react-router";
import { SavedCvView } from "~/features/applications/components/saved-cv";
import { WithdrawnApplicationView } from "~/features/applications/components/withdrawn-application";
import { sharedSavedCv, WITHDRAWN } from "~/features/applications/employer-applications.server";
import { savedCvOutline } from "~/features/applications/saved-cv";
import { areaPath } from "~/features/dashboards/areas";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { guardDashboard, guardedNoAction } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import { realSubjectFor } from "~/features/dashboards/subject.server";
import type { Route } from "./+types/cv";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  const subject = await realSubjectFor(context.database.db, user, "employer");
  // Not the employer's application, no CV shared, or a file sent instead: the same "not found" each way.
  const cv = await sharedSavedCv(context.database.db, subject, params.applicationId);
  if (!cv) throw data("There is no shared CV at this address.", { status: 404 });
  // Gone by the candidate's choice: 410, and a page saying so.
  if (cv === WITHDRAWN) return data({ cv: null }, { status: 410 });
  return { cv: { candidateName: cv.candidateName, jobTitle: cv.jobTitle, outline: savedCvOutline(cv.document) } };
}

export async function action({ context, request }: Route.ActionArgs) {
  return guardedNoAction(context, request);
}

export default function EmployerPortalCvRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData.cv) return <WithdrawnApplicationView base={areaPath("employerPortalApplications")} title="CV" />;
  return <SavedCvView base={areaPath("employerPortalApplications")} cv={loaderData.cv} />;
}

export const ErrorBoundary = GuardErrorBoundary;
