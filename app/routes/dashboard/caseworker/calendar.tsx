import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { dashboardAction, dashboardPage } from "~/features/dashboards/dashboard-page.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { dashboardHandle } from "~/features/dashboards/handle";
import { calendarDoneFrom } from "~/features/appointments/calendar";
import { calendarAction, calendarPage } from "~/features/appointments/calendar.server";
import { CalendarPage } from "~/features/appointments/components/calendar-page";
import type { Route } from "./+types/calendar";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export const handle = dashboardHandle;

export async function loader(args: Route.LoaderArgs) {
  const { mode, subject, home } = await dashboardPage(args, "caseworker");
  const url = new URL(args.request.url);
  const calendar = await calendarPage(args.context.database.db, subject, url);
  const moveId = url.searchParams.get("move");
  const moving = calendar.appointments.find((appointment) => appointment.id === moveId && !appointment.cancelledAt) ?? null;
  return { mode, calendar, moving, done: calendarDoneFrom(url.searchParams.get("done")), exportHref: `${home}/calendar/export` };
}

// Booking, moving, cancelling and attendance: the demonstration refuses them and changes nothing.
export async function action(args: Route.ActionArgs) {
  return dashboardAction(args, "caseworker", (page) => calendarAction(args.context, page, args.request));
}

export default function CaseworkerCalendarRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CalendarPage {...loaderData} actionData={actionData} />;
}

export const ErrorBoundary = GuardErrorBoundary;
