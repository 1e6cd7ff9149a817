import type { ComponentType, ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Checkbox, Select, TextField } from "~/components/ui/field";
import type { StepErrors } from "../answer-checks";
import { type SentenceAnswers, lengthUnits } from "../answers";
import { STATE_FIELD, type WizardState, serialiseState } from "../state";
import { type HeadingLevel, headingTag } from "./heading";

/** The pieces every page of the checker is built from. */

/**
 * The form a host draws each of the checker's forms with, shaped as the kit's ButtonForm: the checker page's posts
 * to the server (a native post, as the page is usually sent without React), the CV builder's answers in the browser.
 * `label` names the form; `values` carry the hidden fields, the answers so far among them.
 */
export type FormShell = ComponentType<{ label: string; values: Record<string, string>; className?: string; children: ReactNode }>;

/** The hidden field every form of the checker sends: everything said so far. */
export const stateValues = (state: WizardState) => ({ [STATE_FIELD]: serialiseState(state) });

export function Question({ level, children, id }: { level: HeadingLevel; children: ReactNode; id: string }) {
  const Tag = headingTag(level);
  const size = level === 1 ? "text-3xl sm:text-4xl" : "text-2xl";
  return (
    <Tag id={id} tabIndex={-1} className={`${size} font-bold tracking-tight text-ink focus:outline-none`}>
      {children}
    </Tag>
  );
}

/** The buttons under a question. Continue comes first, so Enter continues. */
export function Controls({ label = "Continue" }: { label?: string }) {
  return (
    <div className="mt-8 flex flex-wrap gap-3">
      <Button type="submit" name="intent" value="next" size="lg">
        {label}
      </Button>
    </div>
  );
}

export function BackForm({ state, Shell }: { state: WizardState; Shell: FormShell }) {
  if (state.history.length === 0) return null;
  return (
    <Shell className="mb-6" label="Go back" values={stateValues(state)}>
      <Button type="submit" name="intent" value="back" variant="link" className="px-0 text-brand-800 underline underline-offset-4">
        Back to the last question
      </Button>
    </Shell>
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
