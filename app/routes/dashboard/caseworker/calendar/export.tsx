import { demoAction } from "~/features/dashboards/demo-action.server";
import { demoSubject } from "~/features/dashboards/subject.server";
import { calendarExport } from "~/features/appointments/calendar.server";
import type { Route } from "./+types/export";

/** The demonstration caseworker's shown week or month as an `.ics` download. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return calendarExport(context.database.db, demoSubject("caseworker"), new URL(request.url));
}

export async function action({ request }: Route.ActionArgs) {
  return demoAction({ request });
}
