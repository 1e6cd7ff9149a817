import { data } from "react-router";
import { areaPath } from "~/features/dashboards/areas";
import { DashboardHeader } from "~/features/dashboards/components/dashboard-header";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { guardDashboard } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import { realSubjectFor } from "~/features/dashboards/subject.server";
import { CandidateInterview } from "~/features/interviews/components/candidate-interview";
import type { InterviewActionData } from "~/features/interviews/components/employer-interview";
import { candidateInterviewAction } from "~/features/interviews/interview-actions.server";
import { interviewDoneFrom } from "~/features/interviews/interview-form";
import { interviewPage } from "~/features/interviews/interviews.server";
import { noticesOf } from "~/features/notifications/record-notice.server";
import type { Route } from "./+types/interview";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  const subject = await realSubjectFor(context.database.db, user, "candidate");
  // Someone else's application, or none: the same "not found" each way.
  const page = await interviewPage(context.database.db, { side: "candidate", subject }, params.applicationId);
  if (!page) throw data("There is no application with this address.", { status: 404 });
  return { page, done: interviewDoneFrom(new URL(request.url).searchParams.get("done")) };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { user } = await guardDashboard(context, request);
  const db = context.database.db;
  const subject = await realSubjectFor(db, user, "candidate");
  if (!subject.candidateId) throw data("There is no application with this address.", { status: 404 });
  return candidateInterviewAction({ db, notices: noticesOf(context), actor: { userId: user.id, name: user.name, role: user.role }, request, applicationId: params.applicationId }, subject);
}

export default function CandidateInterviewRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { page, done } = loaderData;
  const base = `${areaPath("candidatePortalApplications")}/${page.applicationId}`;
  return (
    <>
      <DashboardHeader eyebrow="Candidate" title="Interview" lead={<p>Choose a time the employer offered, ask for another time, or cancel.</p>} />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <p className="mb-6">
          <a href={areaPath("candidatePortalApplications")} className="font-semibold text-brand-700 underline">
            Back to applications
          </a>
        </p>
        <CandidateInterview page={page} done={done} actionData={actionData as InterviewActionData} calendarHref={`${base}/interview/calendar`} />
      </div>
    </>
  );
}

export const ErrorBoundary = GuardErrorBoundary;
