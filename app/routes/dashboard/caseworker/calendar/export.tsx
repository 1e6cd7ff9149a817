import { dashboardNoAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { calendarExport } from "~/features/appointments/calendar.server";
import type { Route } from "./+types/export";

/** The shown week or month as an `.ics` download: the made-up caseworker's in the demonstration, their own in the portal. */
export async function loader(args: Route.LoaderArgs) {
  const { subject } = await dashboardPage(args, "caseworker");
  return calendarExport(args.context.database.db, subject, new URL(args.request.url));
}

// A download takes no form: the demonstration refuses a post as every demonstration page does, the portal with 405.
export async function action(args: Route.ActionArgs) {
  return dashboardNoAction(args);
}
