import type { SubmissionResult } from "@conform-to/react";
import { Button, ButtonLink, SubmitButton, useSubmitting } from "~/components/ui/button";
import { Select, TextField } from "~/components/ui/field";
import { textLinkClasses } from "~/components/ui/prose";
import { SchemaForm } from "~/components/ui/schema-form";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import type { PageMode } from "~/features/dashboards/components/caseworker-page-header";
import type { DemoRefusal } from "~/features/dashboards/components/demo-refusal";
import { formatDateTime, formatTime, londonDate } from "~/lib/dates";
import { appointmentModes, attendanceOutcomes } from "../../../../db/schema/vocabulary";
import {
  addAppointmentSchema,
  addFieldNames,
  APPOINTMENT_FORM_ID,
  attendanceMessages,
  attendanceSchema,
  moveAppointmentSchema,
  moveFieldNames,
} from "../calendar";
import type { CalendarAppointment, CalendarData } from "../calendar.server";
import { CASELOAD_CHOICES } from "../calendar";
import { appointmentModeLabels, attendanceLabels } from "../labels";

export type CalendarActionData =
  | { intent: string; result: SubmissionResult<string[]> }
  /** The first press of Cancel: the page asks before cancelling. */
  | { intent: "cancel"; confirmCancel: { appointmentId: string } }
  | DemoRefusal
  | undefined;

export function AttendanceForm({ appointment, label, actionData }: { appointment: CalendarAppointment; label: string; actionData: CalendarActionData }) {
  const ours =
    actionData && "result" in actionData && actionData.intent === "attendance" && actionData.result.initialValue?.appointmentId === appointment.id ? actionData.result : undefined;
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

export function AddForm({ mode, calendar, actionData }: { mode: PageMode; calendar: CalendarData; actionData: CalendarActionData }) {
  const result = actionData && "result" in actionData && actionData.intent === "add" ? actionData.result : undefined;
  const refused = actionData && "demoRefused" in actionData && actionData.values.intent === "add" ? actionData.values : undefined;
  const kit = useSchemaForm({
    id: `${APPOINTMENT_FORM_ID}-add`,
    schema: addAppointmentSchema,
    lastResult: result,
    defaultValue: refused ?? {
      ...(calendar.bookWith ? { candidateId: calendar.bookWith } : {}),
      date: calendar.range.view === "week" && calendar.range.from > calendar.today ? calendar.range.from : calendar.today,
      mode: "in_person",
    },
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
        hint={
          calendar.caseloadMore
            ? `Your caseload has more than ${CASELOAD_CHOICES} people, so this list holds the first ${CASELOAD_CHOICES} by name. To book with someone else, open their record and choose "Book an appointment".`
            : undefined
        }
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
      <Button ref={kit.submitButton} type="submit" data-submitting-label="Booking..." disabled={saving} aria-disabled={saving || undefined}>
        {saving ? "Booking..." : "Book the appointment"}
      </Button>
    </SchemaForm>
  );
}

export function MoveForm({ appointment, cancelHref, actionData }: { appointment: CalendarAppointment; cancelHref: string; actionData: CalendarActionData }) {
  const result = actionData && "result" in actionData && actionData.intent === "move" ? actionData.result : undefined;
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
        <Button ref={kit.submitButton} type="submit" data-submitting-label="Moving..." disabled={saving} aria-disabled={saving || undefined}>
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
