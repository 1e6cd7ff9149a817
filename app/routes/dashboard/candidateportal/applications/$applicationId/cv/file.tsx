import { data } from "react-router";
import { ownCvFile } from "~/features/applications/candidate-applications.server";
import { cvFileResponse } from "~/features/applications/uploads.server";
import { guardDashboard, guardedNoAction } from "~/features/dashboards/guard.server";
import { realSubjectFor } from "~/features/dashboards/subject.server";
import type { Route } from "./+types/file";

/** The CV file the candidate sent with one of their own applications; anyone else's is "not found". */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  const db = context.database.db;
  const file = await ownCvFile(db, await realSubjectFor(db, user, "candidate"), params.applicationId);
  if (!file) throw data("There is no file at this address.", { status: 404 });
  return cvFileResponse(context.env.uploadDir, file);
}

export async function action({ context, request }: Route.ActionArgs) {
  return guardedNoAction(context, request);
}
