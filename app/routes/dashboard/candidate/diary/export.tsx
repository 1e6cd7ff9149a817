import { demoAction } from "~/features/dashboards/demo-action.server";
import { demoSubject } from "~/features/dashboards/subject.server";
import { calendarResponse, diaryCalendar } from "~/features/diary/diary.server";
import type { Route } from "./+types/export";

/** The demonstration diary as an `.ics` download. */
export async function loader({ context }: Route.LoaderArgs) {
  return calendarResponse(await diaryCalendar(context.database.db, demoSubject("candidate")));
}

export async function action({ request }: Route.ActionArgs) {
  return demoAction({ request });
}
