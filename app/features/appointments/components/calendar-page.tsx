import { useLocation } from "react-router";
import { Link } from "~/components/ui/router-link";
import { Button, ButtonLink, useSubmitting } from "~/components/ui/button";
import { ButtonForm } from "~/components/ui/button-form";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { Notice } from "~/components/ui/notice";
import { textLinkClasses } from "~/components/ui/prose";
import { CaseworkerPageHeader, type PageMode } from "~/features/dashboards/components/caseworker-page-header";
import { areaPath } from "~/features/dashboards/areas";
import { DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { formatTime, formatWeekdayDate, londonDate } from "~/lib/dates";
import { APPOINTMENT_FORM_ANCHOR, APPOINTMENT_FORM_ID, calendarDoneMessages, calendarQuery, dayHeading, daysOf, type CalendarDone } from "../calendar";
import type { CalendarAppointment, CalendarData } from "../calendar.server";
import type { CalendarMentoringSession } from "~/features/mentoring/calendar-sessions.server";
import { appointmentModeLabels, attendanceLabels, cancelledLine } from "../labels";
import { AddForm, AttendanceForm, MoveForm, type CalendarActionData } from "./appointment-forms";

type Props = {
  mode: PageMode;
  calendar: CalendarData;
  done: CalendarDone | null;
  /** The appointment being moved (`?move=<id>`), when it is in the shown range and not cancelled. */
  moving: CalendarAppointment | null;
  exportHref: string;
  actionData: CalendarActionData;
};

/** /dashboard/caseworker(portal)/calendar: a week or a month of the caseworker's appointments, and the forms that change them. */
export function CalendarPage({ mode, calendar, done, moving, exportHref, actionData }: Props) {
  const { range, title, today, appointments, mentoring } = calendar;
  // Moving between weeks and months keeps the person the record's "Book an appointment" link chose.
  const keep: Record<string, string> = calendar.bookWith ? { with: calendar.bookWith } : {};
  const unit = range.view === "week" ? "week" : "month";
  const days = daysOf(range);
  const byDay = new Map<string, CalendarAppointment[]>();
  for (const appointment of appointments) {
    const day = londonDate(appointment.startsAt);
    byDay.set(day, [...(byDay.get(day) ?? []), appointment]);
  }
  const sessionsByDay = new Map<string, CalendarMentoringSession[]>();
  for (const session of mentoring) {
    const day = londonDate(session.startsAt);
    sessionsByDay.set(day, [...(sessionsByDay.get(day) ?? []), session]);
  }
  const shownDays = range.view === "week" ? days : days.filter((day) => byDay.has(day) || sessionsByDay.has(day));
  const recordPage = mode === "demo" ? "caseworkerCandidateDemo" : "caseworkerCandidatePortal";
  return (
    <>
      <CaseworkerPageHeader
        mode={mode}
        lead={<p>Your appointments by week or month. Book, move and cancel them, and record whether people came.</p>}
      />
      {done ? (
        <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6">
          <Notice focusOn={done} className="max-w-3xl">
            <p>{calendarDoneMessages[done]}</p>
          </Notice>
        </div>
      ) : null}

      <DashboardSection id="calendar" title={title}>
        <nav aria-label="Calendar" className="flex max-w-4xl flex-wrap items-center gap-x-6 gap-y-3">
          <ul className="flex flex-wrap gap-3">
            <li>
              <ButtonLink variant="outline" to={calendarQuery(range.view, range.previous, keep)}>
                Previous {unit}
              </ButtonLink>
            </li>
            <li>
              <ButtonLink variant="outline" to={calendarQuery(range.view, today, keep)}>
                This {unit}
              </ButtonLink>
            </li>
            <li>
              <ButtonLink variant="outline" to={calendarQuery(range.view, range.next, keep)}>
                Next {unit}
              </ButtonLink>
            </li>
          </ul>
          <ul className="flex flex-wrap gap-4">
            {(["week", "month"] as const).map((view) => (
              <li key={view}>
                <Link
                  to={calendarQuery(view, range.date, keep)}
                  aria-current={range.view === view ? "page" : undefined}
                  className={`inline-flex min-h-11 items-center ${range.view === view ? "font-bold text-ink" : textLinkClasses}`}
                >
                  {view === "week" ? "Week view" : "Month view"}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-4">
          <a href={`${exportHref}${calendarQuery(range.view, range.date)}`} download className={`${textLinkClasses} inline-flex min-h-6 items-center`}>
            Download this {unit} (.ics file)
          </a>
        </p>

        {calendar.onlyFirst ? (
          <p role="status" className="mt-6 max-w-3xl rounded-xl border border-line bg-brand-50 p-4 font-semibold">
            This {unit} has more than {calendar.onlyFirst} appointments, so only the first {calendar.onlyFirst} are shown here
            {range.view === "month" ? ": the week view shows fewer at a time." : "."} The .ics file above holds every one.
          </p>
        ) : null}
        {shownDays.length === 0 ? (
          <p className="mt-6 rounded-xl border border-line bg-white p-5 text-ink-soft">You have no appointments this month.</p>
        ) : (
          <ol className="mt-6 grid gap-4 md:grid-cols-2">
            {shownDays.map((day) => (
              <li key={day} aria-labelledby={`day-${day}`} className={`rounded-xl border bg-white p-4 ${day === today ? "border-brand-700 border-2" : "border-line"}`}>
                <h3 id={`day-${day}`} className="text-lg font-bold">
                  {dayHeading(day)}
                  {day === today ? <span className="font-normal text-ink-soft"> (today)</span> : null}
                </h3>
                {sessionsByDay.has(day) ? (
                  <ul className="mt-3 space-y-2">
                    {sessionsByDay.get(day)!.map((session) => (
                      <li key={session.id} className="rounded-lg bg-brand-50 p-3">
                        <p className="font-semibold text-ink">
                          {formatTime(session.startsAt)} mentoring session: {session.candidateName} with {session.mentorName}
                        </p>
                        <p className="break-words">
                          {session.minutes} minutes, {appointmentModeLabels[session.mode].toLowerCase()}
                          {session.location ? `, ${session.location}` : ""}.{" "}
                          <Link to={`${areaPath(recordPage, { candidateId: session.candidateId })}#mentoring`} className={textLinkClasses}>
                            {session.candidateName}'s mentoring
                          </Link>
                        </p>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {(byDay.get(day) ?? []).length === 0 ? (
                  sessionsByDay.has(day) ? null : <p className="mt-1 text-ink-soft">No appointments.</p>
                ) : (
                  <ul className="mt-3 space-y-4">
                    {byDay.get(day)!.map((appointment) => (
                      <li key={appointment.id}>
                        <AppointmentCard
                          appointment={appointment}
                          today={today}
                          recordHref={areaPath(recordPage, { candidateId: appointment.candidateId })}
                          moveHref={`${calendarQuery(range.view, range.date, { move: appointment.id })}${APPOINTMENT_FORM_ANCHOR}`}
                          actionData={actionData}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        )}
      </DashboardSection>

      <DashboardSection id={APPOINTMENT_FORM_ID} title={moving ? "Move an appointment" : "Book an appointment"} tone="tinted">
        {moving ? (
          <MoveForm key={moving.id} appointment={moving} cancelHref={calendarQuery(range.view, range.date)} actionData={actionData} />
        ) : (
          <AddForm mode={mode} calendar={calendar} actionData={actionData} />
        )}
      </DashboardSection>
    </>
  );
}

function statusLine(appointment: CalendarAppointment): string {
  if (appointment.cancelledAt) return cancelledLine(appointment.cancelledAt, appointment);
  if (appointment.attendance) return `${attendanceLabels[appointment.attendance]}${appointment.attendanceReason ? `: ${appointment.attendanceReason}` : ""}`;
  return "Attendance not recorded";
}

/** Asked after the first press of Cancel: what cancelling means, and a way back that changes nothing. */
function ConfirmCancel({ appointment, label, confirmation }: { appointment: CalendarAppointment; label: string; confirmation: object }) {
  const cancelling = useSubmitting("cancel");
  const { pathname, search } = useLocation();
  return (
    <ConfirmPanel
      id={`cancel-${appointment.id}`}
      level="h4"
      question={`Cancel ${label} at ${formatTime(appointment.startsAt)}?`}
      consequence="It stays in your calendar marked as cancelled. This cannot be undone."
      cancelTo={`${pathname}${search}`}
      cancelLabel="Keep the appointment"
      focusOn={confirmation}
      className="mt-2 p-4"
    >
      <ButtonForm label={`Yes, cancel ${label}`} values={{ intent: "cancel", appointmentId: appointment.id, confirmed: "yes" }}>
        <Button type="submit" data-submitting-label="Cancelling..." variant="danger" disabled={cancelling}>
          Yes, cancel it
        </Button>
      </ButtonForm>
    </ConfirmPanel>
  );
}

function AppointmentCard({
  appointment,
  today,
  recordHref,
  moveHref,
  actionData,
}: {
  appointment: CalendarAppointment;
  today: string;
  recordHref: string;
  moveHref: string;
  actionData: CalendarActionData;
}) {
  const cancelling = useSubmitting("cancel");
  const cancelled = appointment.cancelledAt !== null;
  const started = londonDate(appointment.startsAt) <= today;
  const label = `${appointment.title} with ${appointment.candidateName}`;
  return (
    // The day is in the name: a weekly check-in at the same time is several articles on one page.
    <article aria-label={`${formatTime(appointment.startsAt)} ${label}, ${formatWeekdayDate(appointment.startsAt)}`} className={cancelled ? "text-ink-soft" : undefined}>
      <p className="font-semibold text-ink">
        {formatTime(appointment.startsAt)} to {formatTime(appointment.endsAt)}
        {cancelled ? <span className="ml-2 rounded bg-red-50 px-2 py-0.5 text-danger">Cancelled</span> : null}
      </p>
      <p className={cancelled ? "line-through" : undefined}>{appointment.title}</p>
      <p>
        With{" "}
        <Link to={recordHref} className={textLinkClasses}>
          {appointment.candidateName}
        </Link>
        , {appointmentModeLabels[appointment.mode].toLowerCase()}
        {appointment.location ? `, ${appointment.location}` : ""}
      </p>
      <p className="text-ink-soft">{statusLine(appointment)}</p>
      {cancelled || appointment.attendance ? null : actionData && "confirmCancel" in actionData && actionData.confirmCancel.appointmentId === appointment.id ? (
        <ConfirmCancel appointment={appointment} label={label} confirmation={actionData.confirmCancel} />
      ) : (
        <div className="mt-2 flex flex-wrap items-center gap-4">
          <Link to={moveHref} preventScrollReset={false} className={`${textLinkClasses} inline-flex min-h-11 items-center`}>
            Move<span className="sr-only"> {label}</span>
          </Link>
          <ButtonForm label={`Cancel ${label}, ${statusLine(appointment)}`} values={{ intent: "cancel", appointmentId: appointment.id }}>
            <Button type="submit" data-submitting-label="Cancelling..." variant="danger-outline" disabled={cancelling}>
              Cancel<span className="sr-only"> {label}</span>
            </Button>
          </ButtonForm>
        </div>
      )}
      {!cancelled && started ? <AttendanceForm appointment={appointment} label={label} actionData={actionData} /> : null}
    </article>
  );
}
