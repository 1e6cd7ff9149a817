import type { SubmissionResult } from "@conform-to/react";
import { Link } from "react-router";
import { Button, ButtonLink, SubmitButton, useSubmitting } from "~/components/ui/button";
import { ButtonForm } from "~/components/ui/button-form";
import { Select, TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { textLinkClasses } from "~/components/ui/prose";
import { SchemaForm } from "~/components/ui/schema-form";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { CaseworkerPageHeader, type PageMode } from "~/features/dashboards/components/caseworker-page-header";
import { areaPath } from "~/features/dashboards/areas";
import { DashboardSection } from "~/features/dashboards/components/dashboard-header";
import type { DemoRefusal } from "~/features/dashboards/components/demo-refusal";
import { formatDateTime, formatTime, londonDate } from "~/lib/dates";
import { appointmentModes, attendanceOutcomes } from "../../../../db/schema/vocabulary";
import {
  addAppointmentSchema,
  addFieldNames,
  APPOINTMENT_FORM_ID,
  attendanceMessages,
  attendanceSchema,
  calendarDoneMessages,
  calendarQuery,
  dayHeading,
  daysOf,
  moveAppointmentSchema,
  moveFieldNames,
  type CalendarDone,
} from "../calendar";
import type { CalendarAppointment, CalendarData } from "../calendar.server";
import { appointmentModeLabels } from "../labels";

export type CalendarActionData = { intent: string; result: SubmissionResult<string[]> } | DemoRefusal | undefined;

export const attendanceLabels = { attended: "Attended", late: "Late", did_not_attend: "Did not attend" } as const;

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
  const { range, title, today, appointments } = calendar;
  const unit = range.view === "week" ? "week" : "month";
  const days = daysOf(range);
  const byDay = new Map<string, CalendarAppointment[]>();
  for (const appointment of appointments) {
    const day = londonDate(appointment.startsAt);
    byDay.set(day, [...(byDay.get(day) ?? []), appointment]);
  }
  const shownDays = range.view === "week" ? days : days.filter((day) => byDay.has(day));
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
              <ButtonLink variant="outline" to={calendarQuery(range.view, range.previous)}>
                Previous {unit}
              </ButtonLink>
            </li>
            <li>
              <ButtonLink variant="outline" to={calendarQuery(range.view, today)}>
                This {unit}
              </ButtonLink>
            </li>
            <li>
              <ButtonLink variant="outline" to={calendarQuery(range.view, range.next)}>
                Next {unit}
              </ButtonLink>
            </li>
          </ul>
          <ul className="flex flex-wrap gap-4">
            {(["week", "month"] as const).map((view) => (
              <li key={view}>
                <Link
                  to={calendarQuery(view, range.date)}
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
                {(byDay.get(day) ?? []).length === 0 ? (
                  <p className="mt-1 text-ink-soft">No appointments.</p>
                ) : (
                  <ul className="mt-3 space-y-4">
                    {byDay.get(day)!.map((appointment) => (
                      <li key={appointment.id}>
                        <AppointmentCard
                          appointment={appointment}
                          today={today}
                          recordHref={areaPath(recordPage, { candidateId: appointment.candidateId })}
                          moveHref={`${calendarQuery(range.view, range.date, { move: appointment.id })}#${APPOINTMENT_FORM_ID}`}
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
  if (appointment.cancelledAt) return `Cancelled${appointment.cancelledByName ? ` by ${appointment.cancelledByName}` : ""} on ${formatDateTime(appointment.cancelledAt)}`;
  if (appointment.attendance) return `${attendanceLabels[appointment.attendance]}${appointment.attendanceReason ? `: ${appointment.attendanceReason}` : ""}`;
  return "Attendance not recorded";
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
    <article aria-label={`${formatTime(appointment.startsAt)} ${label}`} className={cancelled ? "text-ink-soft" : undefined}>
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
      {cancelled || appointment.attendance ? null : (
        <div className="mt-2 flex flex-wrap items-center gap-4">
          <Link to={moveHref} preventScrollReset={false} className={`${textLinkClasses} inline-flex min-h-11 items-center`}>
            Move<span className="sr-only"> {label}</span>
          </Link>
          <ButtonForm label={`Cancel ${label}, ${statusLine(appointment)}`} values={{ intent: "cancel", appointmentId: appointment.id }}>
            <Button type="submit" variant="danger-outline" disabled={cancelling}>
              Cancel<span className="sr-only"> {label}</span>
            </Button>
          </ButtonForm>
        </div>
      )}
      {!cancelled && started ? <AttendanceForm appointment={appointment} label={label} actionData={actionData} /> : null}
    </article>
  );
}

function AttendanceForm({ appointment, label, actionData }: { appointment: CalendarAppointment; label: string; actionData: CalendarActionData }) {
  const ours =
    actionData && "intent" in actionData && actionData.intent === "attendance" && actionData.result.initialValue?.appointmentId === appointment.id ? actionData.result : undefined;
  const kept =
    actionData && "demoRefused" in actionData && actionData.values.intent === "attendance" && actionData.values.appointmentId === appointment.id ? actionData.values : undefined;
  // One form per appointment: only the one the action answered takes its result.
  const kit = useSchemaForm({
    id: `attendance-${appointment.id}`,
    schema: attendanceSchema,
    lastResult: ours,
    defaultValue: { attendance: kept?.attendance ?? appointment.attendance ?? "", reason: kept?.reason ?? appointment.attendanceReason ?? "" },
  });
  const { fields } = kit;
  return (
    <details className="mt-3" open={Boolean(ours || kept) || undefined}>
      <summary className={`${textLinkClasses} inline-flex min-h-11 cursor-pointer items-center`}>
        Record attendance<span className="sr-only"> for {label}</span>
      </summary>
      <SchemaForm kit={kit} summary={["attendance", "reason"]} method="post" className="mt-2 space-y-4 rounded-lg border border-line p-4" aria-label={`Attendance for ${label}`}>
        <input type="hidden" name="intent" value="attendance" />
        <input type="hidden" name="appointmentId" value={appointment.id} />
        <Select
          meta={fields.attendance}
          label="Did they come?"
          // The form starts closed inside <details>; aria-labelledby names the fields there too.
          aria-labelledby={`${fields.attendance!.id}-label`}
          placeholder="Choose one"
          choices={attendanceOutcomes.map((value) => ({ value, label: attendanceLabels[value] }))}
        />
        <TextField
          meta={fields.reason}
          label="Reason"
          aria-labelledby={`${fields.reason!.id}-label`}
          optional
          hint={attendanceMessages.reason}
          maxLength={500}
        />
        <SubmitButton ref={kit.submitButton} intent="attendance" pendingLabel="Saving...">
          Save attendance
        </SubmitButton>
      </SchemaForm>
    </details>
  );
}

function AddForm({ mode, calendar, actionData }: { mode: PageMode; calendar: CalendarData; actionData: CalendarActionData }) {
  const result = actionData && "intent" in actionData && actionData.intent === "add" ? actionData.result : undefined;
  const refused = actionData && "demoRefused" in actionData && actionData.values.intent === "add" ? actionData.values : undefined;
  const kit = useSchemaForm({
    id: `${APPOINTMENT_FORM_ID}-add`,
    schema: addAppointmentSchema,
    lastResult: result,
    defaultValue: refused ?? { date: calendar.range.view === "week" && calendar.range.from > calendar.today ? calendar.range.from : calendar.today, mode: "in_person" },
  });
  const saving = useSubmitting("add");
  const { fields } = kit;
  if (calendar.caseload.length === 0 && mode === "portal") {
    return <p className="max-w-3xl">No one is on your caseload yet, so there is no one to book an appointment with.</p>;
  }
  return (
    <SchemaForm kit={kit} summary={addFieldNames} method="post" aria-label="Book an appointment" className="max-w-2xl space-y-6">
      <input type="hidden" name="intent" value="add" />
      <Select
        meta={fields.candidateId}
        label="Who with"
        placeholder="Choose a person on your caseload"
        choices={calendar.caseload.map((person) => ({ value: person.id, label: person.fullName }))}
      />
      <TextField meta={fields.title} label="What it is for" hint="For example 'CV review' or 'Interview practice'." maxLength={120} />
      <Select
        meta={fields.mode}
        label="How you will meet"
        choices={appointmentModes.map((value) => ({ value, label: appointmentModeLabels[value] }))}
      />
      <TextField meta={fields.location} label="Where" optional hint="An address or room, for a meeting in person." maxLength={200} />
      <WhenFields fields={fields} />
      <Button ref={kit.submitButton} type="submit" disabled={saving} aria-disabled={saving || undefined}>
        {saving ? "Booking..." : "Book the appointment"}
      </Button>
    </SchemaForm>
  );
}

function MoveForm({ appointment, cancelHref, actionData }: { appointment: CalendarAppointment; cancelHref: string; actionData: CalendarActionData }) {
  const result = actionData && "intent" in actionData && actionData.intent === "move" ? actionData.result : undefined;
  const refused = actionData && "demoRefused" in actionData && actionData.values.intent === "move" ? actionData.values : undefined;
  const kit = useSchemaForm({
    id: `${APPOINTMENT_FORM_ID}-move`,
    schema: moveAppointmentSchema,
    lastResult: result,
    defaultValue: refused ?? { date: londonDate(appointment.startsAt), startTime: formatTime(appointment.startsAt), endTime: formatTime(appointment.endsAt) },
  });
  const saving = useSubmitting("move");
  return (
    <SchemaForm kit={kit} summary={moveFieldNames} method="post" aria-label="Move an appointment" className="max-w-2xl space-y-6">
      <p className="text-lg">
        {appointment.title} with {appointment.candidateName}, now {formatDateTime(appointment.startsAt)}.
      </p>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="appointmentId" value={appointment.id} />
      <WhenFields fields={kit.fields} />
      <div className="flex flex-wrap items-center gap-4">
        <Button ref={kit.submitButton} type="submit" disabled={saving} aria-disabled={saving || undefined}>
          {saving ? "Moving..." : "Move the appointment"}
        </Button>
        <ButtonLink to={cancelHref} variant="outline">
          Keep it as it is
        </ButtonLink>
      </div>
    </SchemaForm>
  );
}

type FormFields = ReturnType<typeof useSchemaForm>["fields"];

function WhenFields({ fields }: { fields: FormFields }) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-bold">When (UK time)</legend>
      <TextField meta={fields.date} type="date" label="Date" width="md" />
      <div className="flex flex-wrap gap-4">
        <TextField meta={fields.startTime} type="time" label="Starts at" width="short" hint="For example 14:30" />
        <TextField meta={fields.endTime} type="time" label="Ends at" width="short" hint="For example 15:30" />
      </div>
    </fieldset>
  );
}
