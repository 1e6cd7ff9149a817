import { data } from "react-router";
import { guardDashboard, guardedNoAction } from "~/features/dashboards/guard.server";
import { realSubjectFor } from "~/features/dashboards/subject.server";
import { interviewCalendarResponse } from "~/features/interviews/interview-calendar.server";
import { interviewPage } from "~/features/interviews/interviews.server";
import type { Route } from "./+types/calendar";

/** An agreed interview (or its cancellation) for one of the employer's roles as an `.ics` file. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  const subject = await realSubjectFor(context.database.db, user, "employer");
  const page = await interviewPage(context.database.db, { side: "employer", subject }, params.applicationId);
  // The agreed time, or its cancellation once it no longer stands; nothing for someone else's application or before a time is agreed.
  const file = page ? interviewCalendarResponse(page, "employer") : null;
  if (!file) throw data("There is no agreed interview at this address.", { status: 404 });
  return file;
}

export async function action({ context, request }: Route.ActionArgs) {
  return guardedNoAction(context, request);
}
