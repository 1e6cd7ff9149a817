import { dashboardNoAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { calendarResponse, diaryCalendar } from "~/features/diary/diary.server";
import type { Route } from "./+types/export";

/** The diary as an `.ics` download: the made-up one in the demonstration, the candidate's own in the portal. */
export async function loader(args: Route.LoaderArgs) {
  const { subject } = await dashboardPage(args, "candidate");
  return calendarResponse(await diaryCalendar(args.context.database.db, subject));
}

export async function action(args: Route.ActionArgs) {
  return dashboardNoAction(args);
}
