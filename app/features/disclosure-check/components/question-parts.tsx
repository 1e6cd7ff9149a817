import type { ComponentType, ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Checkbox, Select, TextField } from "~/components/ui/field";
import type { StepErrors } from "../answer-checks";
import { type SentenceAnswers, lengthUnits } from "../answers";
import { STATE_FIELD, type WizardState, serialiseState } from "../state";
import { type HeadingLevel, headingTag } from "./heading";

/** The pieces every page of the checker is built from. */

/** The form a host renders the questions in: React Router's Form on the checker page, a plain form in the CV builder. */
export type FormShell = ComponentType<{ children: ReactNode; className?: string; "aria-label"?: string }>;

export function Question({ level, children, id }: { level: HeadingLevel; children: ReactNode; id: string }) {
  const Tag = headingTag(level);
  const size = level === 1 ? "text-3xl sm:text-4xl" : "text-2xl";
  return (
    <Tag id={id} tabIndex={-1} className={`${size} font-bold tracking-tight text-ink focus:outline-none`}>
      {children}
    </Tag>
  );
}

/** The hidden field carrying everything said so far, and the buttons. Continue comes first, so Enter continues. */
export function Controls({ state, label = "Continue" }: { state: WizardState; label?: string }) {
  return (
    <>
      <input type="hidden" name={STATE_FIELD} value={serialiseState(state)} />
      <div className="mt-8 flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="next" size="lg">
          {label}
        </Button>
      </div>
    </>
  );
}

export function BackForm({ state, Form }: { state: WizardState; Form: FormShell }) {
  if (state.history.length === 0) return null;
  return (
    <Form className="mb-6" aria-label="Go back">
      <input type="hidden" name={STATE_FIELD} value={serialiseState(state)} />
      <Button type="submit" name="intent" value="back" variant="link" className="px-0 text-brand-800 underline underline-offset-4">
        Back to the last question
      </Button>
    </Form>
  );
}

export function LengthInputs({ sentence, errors }: { sentence: SentenceAnswers; errors?: StepErrors }) {
  return (
    <div className="flex flex-wrap items-start gap-4">
      <TextField
        id="checker-lengthValue"
        name="lengthValue"
        label="Length"
        inputMode="decimal"
        width="short"
        defaultValue={sentence.lengthValue}
        error={errors?.lengthValue}
      />
      <Select
        id="checker-lengthUnit"
        name="lengthUnit"
        label="Days, weeks, months or years"
        placeholder="Choose one"
        choices={lengthUnits.map((unit) => ({ value: unit, label: unit.charAt(0).toUpperCase() + unit.slice(1) }))}
        defaultValue={sentence.lengthUnit}
        error={errors?.lengthUnit}
      />
    </div>
  );
}

export function Approximate({ sentence }: { sentence: SentenceAnswers }) {
  return (
    <Checkbox
      id="checker-approximate"
      name="approximate"
      value="yes"
      label="This is approximate"
      hint="Tick this if you are not sure. We will still work out a date, and say that it is approximate."
      defaultChecked={sentence.approximate}
    />
  );
}
