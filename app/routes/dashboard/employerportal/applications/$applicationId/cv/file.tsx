import { data } from "react-router";
import { sharedCvFile, WITHDRAWN, WITHDRAWN_MESSAGES } from "~/features/applications/employer-applications.server";
import { cvFileResponse } from "~/features/applications/uploads.server";
import { guardDashboard, guardedNoAction } from "~/features/dashboards/guard.server";
import { realSubjectFor } from "~/features/dashboards/subject.server";
import type { Route } from "./+types/file";

/** The CV file a candidate sent with an application to one of the employer's roles (each download audited). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  const db = context.database.db;
  const subject = await realSubjectFor(db, user, "employer");
  // Not the employer's application, no CV shared, or no file sent: the same "not found" each way.
  const file = await sharedCvFile(db, subject, { userId: user.id, name: user.name, role: user.role }, params.applicationId);
  if (!file) throw data("There is no file at this address.", { status: 404 });
  if (file === WITHDRAWN) {
    return new Response(WITHDRAWN_MESSAGES.closed, { status: 410, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });
  }
  return cvFileResponse(context.env.uploadDir, file);
}

export async function action({ context, request }: Route.ActionArgs) {
  return guardedNoAction(context, request);
}
