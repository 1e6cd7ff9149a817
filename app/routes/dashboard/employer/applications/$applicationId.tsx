import { data } from "react-router";
import { noticesOf } from "~/features/notifications/record-notice.server";
import { EmployerApplicationView } from "~/features/applications/components/employer-application";
import { applicationsAction } from "~/features/applications/employer-application-actions.server";
import { employerApplication } from "~/features/applications/employer-applications.server";
import { InterviewSummary } from "~/features/interviews/components/interview-summary";
import { interviewPage } from "~/features/interviews/interviews.server";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { dashboardAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import type { Route } from "./+types/$applicationId";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader(args: Route.LoaderArgs) {
  const { mode, subject, home } = await dashboardPage(args, "employer");
  const db = args.context.database.db;
  // Another organisation's application, one of the other tree or a made-up id: all the same "not found".
  const application = await employerApplication(db, subject, args.params.applicationId);
  if (!application) throw data(mode === "demo" ? "There is no demonstration application at this address." : "There is no application to your roles at this address.", { status: 404 });
  // The interview, read under the interview feature's own rule of who may see it (the demonstration has none).
  const interview = mode === "portal" ? await interviewPage(db, { side: "employer", subject }, application.id) : null;
  return { mode, base: `${home}/applications`, application, interview };
}

// Moving the application on: the demonstration refuses it and changes nothing.
export async function action(args: Route.ActionArgs) {
  return dashboardAction(args, "employer", ({ subject, actor }) => applicationsAction(args.context.database.db, noticesOf(args.context), subject, actor, args.request));
}

export default function EmployerApplicationRoute({ loaderData }: Route.ComponentProps) {
  const { mode, base, application, interview } = loaderData;
  // Interviews are offered, answered and moved on their own page; this one shows where it stands.
  return <EmployerApplicationView mode={mode} base={base} application={application} interview={<InterviewSummary page={interview} href={`${base}/${application.id}/interview`} />} />;
}

export const ErrorBoundary = GuardErrorBoundary;
