import { areaPath } from "~/features/dashboards/areas";
import { demoAction } from "~/features/dashboards/demo-action.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { demoSubject } from "~/features/dashboards/subject.server";
import { calendarDoneFrom } from "~/features/appointments/calendar";
import { calendarPage } from "~/features/appointments/calendar.server";
import { CalendarPage } from "~/features/appointments/components/calendar-page";
import type { Route } from "./+types/calendar";

export const meta = dashboardMeta;

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const calendar = await calendarPage(context.database.db, demoSubject("caseworker"), url);
  const moveId = url.searchParams.get("move");
  const moving = calendar.appointments.find((appointment) => appointment.id === moveId && !appointment.cancelledAt) ?? null;
  return { calendar, moving, done: calendarDoneFrom(url.searchParams.get("done")) };
}

// Demonstration data is read-only: a form sent here is refused and changes nothing.
export async function action({ request }: Route.ActionArgs) {
  return demoAction({ request });
}

export default function CaseworkerCalendarDemoRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CalendarPage mode="demo" {...loaderData} exportHref={areaPath("caseworkerCalendarExportDemo")} actionData={actionData} />;
}
