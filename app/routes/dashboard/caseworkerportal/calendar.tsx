import { areaPath } from "~/features/dashboards/areas";
import { GuardErrorBoundary } from "~/features/dashboards/components/guard-error-boundary";
import { guardDashboard } from "~/features/dashboards/guard.server";
import { dashboardMeta } from "~/features/dashboards/meta";
import { dashboardHeaders } from "~/features/dashboards/route-headers";
import { realSubjectFor } from "~/features/dashboards/subject.server";
import { calendarDoneFrom } from "~/features/appointments/calendar";
import { calendarAction, calendarPage } from "~/features/appointments/calendar.server";
import { CalendarPage } from "~/features/appointments/components/calendar-page";
import type { Route } from "./+types/calendar";

export const meta = dashboardMeta;

export const headers = dashboardHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = await guardDashboard(context, request);
  const db = context.database.db;
  const url = new URL(request.url);
  const calendar = await calendarPage(db, await realSubjectFor(db, user, "caseworker"), url);
  const moveId = url.searchParams.get("move");
  const moving = calendar.appointments.find((appointment) => appointment.id === moveId && !appointment.cancelledAt) ?? null;
  return { calendar, moving, done: calendarDoneFrom(url.searchParams.get("done")) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return calendarAction(context, request);
}

export default function CaseworkerCalendarPortalRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CalendarPage mode="portal" {...loaderData} exportHref={areaPath("caseworkerCalendarExportPortal")} actionData={actionData} />;
}

export const ErrorBoundary = GuardErrorBoundary;
