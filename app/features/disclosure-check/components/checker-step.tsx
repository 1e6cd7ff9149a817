import { type ReactNode, useEffect, useRef } from "react";
import { ErrorSummary, summaryItems } from "~/components/ui/error-summary";
import { FieldError, RadioGroup, radioId } from "~/components/ui/field";
import { PlainTextLink } from "~/components/ui/prose";
import { Button } from "~/components/ui/button";
import type { StepErrors } from "../answer-checks";
import { emptyRecord, emptySentence } from "../answers";
import { type Question as QuestionId, type QuestionContext, questionTable } from "../questions";
import type { WizardState } from "../state";
import { CheckAnswers } from "./check-answers";
import { CheckerResults } from "./checker-results";
import { DateInput } from "./date-input";
import type { HeadingLevel } from "./heading";
import { questionWording } from "./question-wording";
import { Approximate, BackForm, Controls, type FormShell, LengthInputs, Question, stateValues } from "./question-parts";

/**
 * The page for the checker's current question, or its results. Which boxes a question has, the choices it offers
 * and the answer given before come from the question table (questions.ts), its words from question-wording.tsx.
 */

type Props = {
  state: WizardState;
  errors?: StepErrors;
  today: string;
  /** How each form is drawn: posted to the server on the checker's page, answered in the browser in the CV builder. */
  Shell: FormShell;
  /** The question's heading level: 1 on the checker's own page, lower inside another page. */
  headingLevel?: HeadingLevel;
  /** Moves focus to the question when the step changes (after the first render). */
  focusOnChange?: boolean;
  /** Extra actions under the results (the CV builder's "Use this result"). */
  resultActions?: ReactNode;
  /** A section after the results (the checker page's "Save to my account"). */
  afterResults?: ReactNode;
  /** Hides the links that lead away from the checker (inside the CV builder, the page has its own). */
  embedded?: boolean;
  /** The label of the button that answers a question (inside the CV builder, the page has its own Continue). */
  continueLabel?: string;
  /** Where the results page posts the answers for a PDF made by the server (see CheckerResults). */
  pdfAction?: string;
};

/** Field order per question, for the error summary's links. */
const fieldOrder = ["jurisdiction", "type", "age", "conditionsEnd", "kind", "end", "paid", "consecutiveWith", "day", "month", "year", "lengthValue", "lengthUnit", "schedule18", "another", "specified", "_form"];

/** Where the error summary links for each field of this question: a choice's first button, or the box. */
function idsFor(id: QuestionId, c: QuestionContext): Record<string, string> {
  const ids: Record<string, string> = {
    day: "checker-day",
    month: "checker-month",
    year: "checker-year",
    lengthValue: "checker-lengthValue",
    lengthUnit: "checker-lengthUnit",
  };
  const choice = questionTable[id].choice;
  if (choice) ids[choice.field] = radioId(choice.field, choice.values(c)[0]!);
  return ids;
}

/** A question's boxes, laid out by the kind of answer it takes. */
function Answer({ question: id, c, errors, heading: q }: { question: QuestionId; c: QuestionContext; errors?: StepErrors; heading: (text: ReactNode) => ReactNode }) {
  const question = questionTable[id];
  const words = questionWording[id];
  if (!words) return null;
  const sentence = (c.answers.records[c.r] ?? emptyRecord()).sentences[c.s] ?? emptySentence();
  const heading = q(words.heading(c));
  const hint = words.hint?.(c);
  const labels = typeof words.choices === "function" ? words.choices(c) : words.choices;
  const radios = question.choice ? (
    <RadioGroup
      legend={heading}
      hint={hint}
      name={question.choice.field}
      choices={question.choice.values(c).map((value) => ({ value, ...labels?.[value] }) as { value: string; label: string; description?: string })}
      defaultValue={question.choice.given?.(c)}
      error={errors?.[question.choice.field]}
    />
  ) : null;
  const date = (legend: ReactNode, dateHint: ReactNode) => <DateInput legend={legend} hint={dateHint} value={question.date!(c)} errors={errors} />;
  const approximate = question.approximate ? <Approximate sentence={sentence} /> : null;
  switch (question.answer) {
    case "choice":
      return radios;
    case "choice-and-date":
      return (
        <div className="space-y-6">
          {radios}
          {date(words.dateLegend, words.dateHint)}
        </div>
      );
    case "choice-date-or-length":
      return (
        <div className="space-y-6">
          {radios}
          {date(words.dateLegend, words.dateHint)}
          <fieldset>
            <legend className="font-semibold text-ink">{words.lengthLegend}</legend>
            <div className="mt-3">
              <LengthInputs sentence={sentence} errors={errors} />
            </div>
          </fieldset>
          {approximate}
        </div>
      );
    case "date":
      return approximate ? (
        <div className="space-y-6">
          {date(heading, hint)}
          {approximate}
        </div>
      ) : (
        date(heading, hint)
      );
    case "length":
      return (
        <fieldset className="space-y-6">
          <legend>{heading}</legend>
          <p className="max-w-prose text-ink-soft">{words.lead}</p>
          <LengthInputs sentence={sentence} errors={errors} />
          {approximate}
        </fieldset>
      );
    case "none":
      return null;
  }
}

/** The current question of the checker, or its results. */
export function CheckerStep({
  state,
  errors,
  today,
  Shell,
  headingLevel = 1,
  focusOnChange = true,
  resultActions,
  afterResults,
  embedded = false,
  continueLabel = "Continue",
  pdfAction,
}: Props) {
  const { answers, step } = state;
  const c: QuestionContext = { answers, r: step.r, s: step.s, today };
  const key = `${step.q}-${step.r}-${step.s}`;
  const headingId = `checker-question-${key}`;
  const headingRef = useRef<string | null>(null);

  useEffect(() => {
    if (!focusOnChange) return;
    if (headingRef.current !== null && headingRef.current !== key && !errors) document.getElementById(headingId)?.focus();
    headingRef.current = key;
  }, [key, headingId, focusOnChange, errors]);

  const errorCount = errors ? Object.keys(errors).length : 0;
  const summary = errors ? (
    <ErrorSummary
      formErrors={errors._form ? [errors._form] : []}
      fieldErrors={summaryItems(errors, fieldOrder, idsFor(step.q, c)).filter((item) => item.fieldId !== "_form")}
      focusKey={errors}
    />
  ) : null;
  const q = (text: ReactNode) => (
    <Question level={headingLevel} id={headingId}>
      {text}
    </Question>
  );

  switch (step.q) {
    case "other-country":
      return (
        <div key={key}>
          <BackForm state={state} Shell={Shell} />
          {q("We cannot work this out for you online yet")}
          <div className="mt-6 max-w-prose space-y-4 text-lg">
            {answers.jurisdiction === "scotland" ? (
              <p>
                Scotland has its own law, the Management of Offenders (Scotland) Act 2019, and its own periods, which start from the
                date of conviction. Disclosure Scotland runs criminal record checks there.
              </p>
            ) : (
              <p>
                Northern Ireland has its own law too. We have not yet confirmed its current periods, so we do not work out dates for
                convictions from Northern Ireland.
              </p>
            )}
            <p>
              Please talk to one of our advisers before you rely on any date. <PlainTextLink href="/request-callback">Request a call back</PlainTextLink>{" "}
              and we will help you, or put you in touch with a specialist service.
            </p>
          </div>
        </div>
      );
    case "check-answers":
      return (
        <div key={key}>
          <BackForm state={state} Shell={Shell} />
          {summary}
          {q("Check your answers")}
          <p className="mt-4 max-w-prose text-lg">Make sure these are right, then see your results.</p>
          <div className="mt-6">
            <CheckAnswers state={state} Shell={Shell} level={headingLevel} />
          </div>
          <Shell className="mt-8" label="See your results" values={stateValues(state)}>
            <Controls label="See your results" />
          </Shell>
        </div>
      );
    case "results":
      return (
        <div key={key}>
          <CheckerResults state={state} today={today} headingLevel={headingLevel} headingId={headingId} actions={resultActions} embedded={embedded} pdfAction={pdfAction} />
          {afterResults}
          <div className="mt-10 flex flex-wrap gap-3 print:hidden">
            <Shell label="Change your answers" values={stateValues(state)}>
              <Button type="submit" name="intent" value="back" variant="outline">
                Change your answers
              </Button>
            </Shell>
            <Shell label="Start again" values={stateValues(state)}>
              <Button type="submit" name="intent" value="restart" variant="outline">
                Start again
              </Button>
            </Shell>
          </div>
        </div>
      );
  }

  return (
    <div key={key}>
      <BackForm state={state} Shell={Shell} />
      {summary}
      <Shell label="Question" values={stateValues(state)}>
        <Answer question={step.q} c={c} errors={errors} heading={q} />
        {errorCount > 0 && errors?._form ? <FieldError>{errors._form}</FieldError> : null}
        <Controls label={continueLabel} />
      </Shell>
    </div>
  );
}
