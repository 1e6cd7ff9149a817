import { guardDashboard, guardedNoAction } from "~/features/dashboards/guard.server";
import { realSubjectFor } from "~/features/dashboards/subject.server";
import { calendarResponse, diaryCalendar } from "~/features/diary/diary.server";
import type { Route } from "./+types/export";

/** The candidate's own appointments and diary entries as an `.ics` download. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  const db = context.database.db;
  return calendarResponse(await diaryCalendar(db, await realSubjectFor(db, user, "candidate")));
}

export async function action({ context, request }: Route.ActionArgs) {
  return guardedNoAction(context, request);
}
