import type { SubmissionResult } from "@conform-to/react";
import { useLocation } from "react-router";
import { Button, useSubmitting } from "~/components/ui/button";
import { ButtonForm } from "~/components/ui/button-form";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { TextArea } from "~/components/ui/field";
import { SchemaForm } from "~/components/ui/schema-form";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { CANCEL_REASON_MAX, CANDIDATE_CANCEL_FORM_ID, candidateCancelSchema } from "../candidate-cancel";
import { appointmentWhen } from "../labels";

type Appointment = { id: string; title: string; startsAt: string; endsAt: string };

/** The first press: asks the question below rather than cancelling. */
export function CancelAppointmentButton({ appointment }: { appointment: Appointment }) {
  const asking = useSubmitting("cancel-appointment");
  const label = `${appointment.title}, ${appointmentWhen(appointment.startsAt, appointment.endsAt)}`;
  return (
    <ButtonForm label={`Cancel ${label}`} values={{ intent: "cancel-appointment", appointmentId: appointment.id }}>
      <Button type="submit" data-submitting-label="Cancelling..." variant="danger-outline" disabled={asking}>
        Cancel<span className="sr-only"> {label}</span>
      </Button>
    </ButtonForm>
  );
}

/**
 * Asked after the first press of Cancel: what cancelling means, an optional reason, and a way back that changes
 * nothing. The reason goes to the caseworker's calendar, never into an email or text.
 */
export function ConfirmCancelAppointment({
  appointment,
  confirmation,
}: {
  appointment: Appointment;
  /** The answer that asked: a new one asks again, and a refused reason comes back with its message. */
  confirmation: { result?: SubmissionResult<string[]> } | undefined;
}) {
  const cancelling = useSubmitting("cancel-appointment");
  const { pathname } = useLocation();
  const kit = useSchemaForm({ id: CANDIDATE_CANCEL_FORM_ID, schema: candidateCancelSchema, lastResult: confirmation?.result, defaultValue: { reason: "" } });
  return (
    <ConfirmPanel
      id={`cancel-${appointment.id}`}
      level="h3"
      question={`Cancel ${appointment.title} on ${appointmentWhen(appointment.startsAt, appointment.endsAt)}?`}
      consequence="We will tell your caseworker. It stays in your diary marked as cancelled. This cannot be undone: to meet another time, ask your caseworker."
      cancelTo={`${pathname}#appointments`}
      cancelLabel="Keep the appointment"
      focusOn={confirmation}
      className="mb-6 max-w-3xl p-5"
    >
      <SchemaForm kit={kit} summary={["reason"]} method="post" aria-label={`Cancel ${appointment.title}`} className="w-full max-w-2xl space-y-4">
        <input type="hidden" name="intent" value="cancel-appointment" />
        <input type="hidden" name="appointmentId" value={appointment.id} />
        <input type="hidden" name="confirmed" value="yes" />
        <TextArea meta={kit.fields.reason} label="Why are you cancelling?" optional hint={`Your caseworker will see this. Up to ${CANCEL_REASON_MAX} characters.`} rows={3} />
        <Button ref={kit.submitButton} type="submit" data-submitting-label="Cancelling..." variant="danger" disabled={cancelling}>
          Yes, cancel it
        </Button>
      </SchemaForm>
    </ConfirmPanel>
  );
}
