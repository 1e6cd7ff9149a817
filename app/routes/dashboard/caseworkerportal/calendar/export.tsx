import { guardDashboard, guardedNoAction } from "~/features/dashboards/guard.server";
import { realSubjectFor } from "~/features/dashboards/subject.server";
import { calendarExport } from "~/features/appointments/calendar.server";
import type { Route } from "./+types/export";

/** The caseworker's own appointments in the shown week or month as an `.ics` download. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  const db = context.database.db;
  return calendarExport(db, await realSubjectFor(db, user, "caseworker"), new URL(request.url));
}

export async function action({ context, request }: Route.ActionArgs) {
  return guardedNoAction(context, request);
}
