import { data } from "react-router";
import { guardDashboard, guardedNoAction } from "~/features/dashboards/guard.server";
import { realSubjectFor } from "~/features/dashboards/subject.server";
import { hasAcceptedTime, interviewCalendarResponse } from "~/features/interviews/interview-calendar.server";
import { interviewPage } from "~/features/interviews/interviews.server";
import type { Route } from "./+types/calendar";

/** An accepted interview for one of the employer's roles as an `.ics` file. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  const subject = await realSubjectFor(context.database.db, user, "employer");
  const page = await interviewPage(context.database.db, { side: "employer", subject }, params.applicationId);
  // Not the employer's, or no time agreed: nothing to put in a calendar.
  if (!page || !hasAcceptedTime(page)) throw data("There is no agreed interview at this address.", { status: 404 });
  return interviewCalendarResponse(page, "employer");
}

export async function action({ context, request }: Route.ActionArgs) {
  return guardedNoAction(context, request);
}
