import type { SubmissionResult } from "@conform-to/react";
import { SubmitButton } from "~/components/ui/button";
import { radioId, RadioGroup, Select, TextField } from "~/components/ui/field";
import { SchemaForm } from "~/components/ui/schema-form";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { interviewLengths, OFFER_FORM_ID, offerFieldNames, offerSchema, slotFields, TIME_SLOTS } from "../interview-form";
import { interviewModeLabels } from "../labels";

const modeChoices = (["in_person", "phone", "video"] as const).map((value) => ({ value, label: interviewModeLabels[value] }));

/** The employer's offer of one to three times (a move when an interview is under way). Works without JavaScript. */
export function OfferForm({ moving, lastResult, minutes }: { moving: boolean; lastResult: SubmissionResult<string[]> | undefined; minutes: number | null }) {
  const kit = useSchemaForm({ id: OFFER_FORM_ID, schema: offerSchema(), lastResult, defaultValue: { minutes: String(minutes ?? 60) } });
  const { fields } = kit;
  return (
    <SchemaForm
      kit={kit}
      method="post"
      summary={offerFieldNames}
      idFor={(name) => (name.startsWith("mode") ? radioId(name, "in_person") : (fields[name]?.id ?? name))}
      aria-labelledby="offer-heading"
      className="mt-8 space-y-6 border-t border-line pt-6"
    >
      <h2 id="offer-heading" className="text-xl font-bold text-ink">
        {moving ? "Move the interview: offer new times" : "Offer interview times"}
      </h2>
      <p className="text-ink-soft">
        {moving
          ? "The times offered before, and any time accepted, are replaced. The candidate is told and asked to choose again."
          : "Offer up to three times. The candidate chooses one, or asks for another time."}
      </p>
      <input type="hidden" name="intent" value="offer" />
      <Select
        label="How long the interview lasts"
        meta={fields.minutes}
        choices={interviewLengths.map((value) => ({ value, label: `${value} minutes` }))}
        className="max-w-xs"
      />
      {TIME_SLOTS.map((slot) => {
        const names = slotFields(slot);
        return (
          <fieldset key={slot} className="space-y-4 rounded-xl border border-line p-4">
            <legend className="px-1 text-lg font-semibold text-ink">
              Time {slot}
              {slot > 1 ? <span className="font-normal text-ink-soft"> (optional)</span> : null}
            </legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="Date" type="date" meta={fields[names.date]} hint="For example 27/11/2026" />
              <TextField label="Start time" type="time" meta={fields[names.time]} hint="For example 14:30" width="md" />
            </div>
            <RadioGroup legend={`How you will meet at time ${slot}`} meta={fields[names.mode]} choices={modeChoices} />
            <TextField label="Address" optional hint="Needed for an interview in person." meta={fields[names.address]} autoComplete="off" />
            <TextField label="Video link" type="url" optional hint="Needed for a video interview: starts https://" meta={fields[names.link]} autoComplete="off" />
          </fieldset>
        );
      })}
      <SubmitButton ref={kit.submitButton} intent="offer" pendingLabel="Sending...">
        {moving ? "Send the new times" : "Send the times"}
      </SubmitButton>
    </SchemaForm>
  );
}
