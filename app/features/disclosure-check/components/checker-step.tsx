import { type ComponentType, type ReactNode, useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";
import { ErrorSummary, summaryItems } from "~/components/ui/error-summary";
import { Checkbox, type Choice, FieldError, RadioGroup, Select, TextField, radioId } from "~/components/ui/field";
import { ExternalLink, PlainTextLink } from "~/components/ui/prose";
import { type Kind, cautionKinds, isProhibitive, kindHints, kindLabels, kinds } from "../kinds";
import {
  type RecordAnswers,
  type SentenceAnswers,
  STATE_FIELD,
  type StepErrors,
  type WizardState,
  describeDate,
  describeLength,
  emptyRecord,
  emptySentence,
  lengthUnits,
  recordName,
  serialiseState,
} from "../wizard";
import { CheckerResults } from "./checker-results";
import { DateInput } from "./date-input";
import { type HeadingLevel, headingTag } from "./heading";

/** The form a host renders the questions in: React Router's Form on the checker page, a plain form in the CV builder. */
export type FormShell = ComponentType<{ children: ReactNode; className?: string; "aria-label"?: string }>;

export const SCHEDULE_18_URL = "https://www.legislation.gov.uk/ukpga/2020/17/schedule/18";
export const SPECIFIED_OFFENCES_URL =
  "https://www.gov.uk/government/publications/dbs-list-of-offences-that-will-never-be-filtered-from-a-criminal-record-check";

type Props = {
  state: WizardState;
  errors?: StepErrors;
  today: string;
  Form: FormShell;
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

const yesNo: Choice<"yes" | "no">[] = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
];

/** Field order per question, for the error summary's links. */
const fieldOrder = ["jurisdiction", "type", "age", "conditionsEnd", "kind", "end", "day", "month", "year", "lengthValue", "lengthUnit", "schedule18", "another", "specified", "_form"];
const idFor: Record<string, string> = {
  jurisdiction: radioId("jurisdiction", "england_wales"),
  type: radioId("type", "conviction"),
  age: radioId("age", "under18"),
  conditionsEnd: radioId("conditionsEnd", "date"),
  kind: radioId("kind", kinds.find((kind) => !cautionKinds.includes(kind))!),
  end: radioId("end", "date"),
  day: "checker-day",
  month: "checker-month",
  year: "checker-year",
  lengthValue: "checker-lengthValue",
  lengthUnit: "checker-lengthUnit",
  schedule18: radioId("schedule18", "yes"),
  another: radioId("another", "yes"),
  specified: radioId("specified", "yes"),
};

function Question({ level, children, id }: { level: HeadingLevel; children: ReactNode; id: string }) {
  const Tag = headingTag(level);
  const size = level === 1 ? "text-3xl sm:text-4xl" : "text-2xl";
  return (
    <Tag id={id} tabIndex={-1} className={`${size} font-bold tracking-tight text-ink focus:outline-none`}>
      {children}
    </Tag>
  );
}

/** The hidden field carrying everything said so far, and the buttons. Continue comes first, so Enter continues. */
function Controls({ state, label = "Continue" }: { state: WizardState; label?: string }) {
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

function BackForm({ state, Form }: { state: WizardState; Form: FormShell }) {
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

const sentenceChoices: Choice[] = [
  ...kinds
    .filter((kind) => !cautionKinds.includes(kind))
    .map((kind) => ({ value: kind, label: kindLabels[kind], description: kindHints[kind] })),
  {
    value: "excluded",
    label: "A life sentence, imprisonment or detention for public protection (IPP), or an extended sentence",
    description: "Also custody for life and detention at His Majesty's pleasure.",
  },
];

function kindName(sentence: SentenceAnswers): string {
  if (sentence.kind === "excluded") return "life, public protection or extended sentence";
  return sentence.kind ? kindLabels[sentence.kind].split(/[,(]/)[0]!.trim().toLowerCase() : "sentence";
}

function LengthInputs({ sentence, errors }: { sentence: SentenceAnswers; errors?: StepErrors }) {
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

function Approximate({ sentence }: { sentence: SentenceAnswers }) {
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

function CheckAnswers({ state, Form, level }: { state: WizardState; Form: FormShell; level: HeadingLevel }) {
  const { answers } = state;
  const Sub = headingTag(level + 1);
  return (
    <div className="space-y-6">
      {answers.records.map((record, r) => (
        <section key={r} aria-labelledby={`record-${r}-heading`} className="rounded-xl border border-line bg-white p-5">
          <Sub id={`record-${r}-heading`} className="text-xl font-semibold">
            {recordName(answers, r)}
          </Sub>
          <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
            <dt className="font-semibold">What it was</dt>
            <dd>{record.type === "conviction" ? "A conviction" : record.type ? kindLabels[record.type] : ""}</dd>
            <dt className="font-semibold">Your age</dt>
            <dd>{record.age === "under18" ? "Under 18" : "18 or over"}</dd>
            <dt className="font-semibold">Date</dt>
            <dd>{describeDate(record.date)}</dd>
            {record.type === "conditional_caution" ? (
              <>
                <dt className="font-semibold">Conditions ended</dt>
                <dd>{record.conditionsEnd === "date" ? describeDate(record.conditionsEndDate) : "Not known"}</dd>
              </>
            ) : null}
            {record.type === "conviction"
              ? record.sentences.map((sentence, s) => (
                  <SentenceSummary key={s} sentence={sentence} index={s} />
                ))
              : null}
          </dl>
          <Form className="mt-4" aria-label={`Remove ${recordName(answers, r)}`}>
            <input type="hidden" name={STATE_FIELD} value={serialiseState(state)} />
            <Button type="submit" name="intent" value={`remove:${r}`} variant="danger-outline">
              Remove {recordName(answers, r).toLowerCase()}
            </Button>
          </Form>
        </section>
      ))}
      <Form aria-label="Add another caution or conviction">
        <input type="hidden" name={STATE_FIELD} value={serialiseState(state)} />
        <Button type="submit" name="intent" value="add-record" variant="outline">
          Add another caution or conviction
        </Button>
      </Form>
    </div>
  );
}

function SentenceSummary({ sentence, index }: { sentence: SentenceAnswers; index: number }) {
  const detail =
    sentence.kind === "excluded"
      ? ""
      : sentence.end === "date" || sentence.kind === "compensation_order"
        ? `ends ${describeDate(sentence.endDate)}`
        : sentence.end === "none"
          ? "no end date given"
          : sentence.end === "until-further-order"
            ? "until further order"
            : describeLength(sentence.lengthValue, sentence.lengthUnit);
  return (
    <>
      <dt className="font-semibold">Sentence {index + 1}</dt>
      <dd>
        {sentence.kind === "excluded" ? "Life, public protection or extended sentence" : sentence.kind ? kindLabels[sentence.kind] : ""}
        {detail ? `: ${detail}` : ""}
        {sentence.schedule18 === "yes" ? " (Schedule 18 offence)" : ""}
        {sentence.approximate ? " (approximate)" : ""}
      </dd>
    </>
  );
}

/** The current question of the checker, or its results. */
export function CheckerStep({
  state,
  errors,
  today,
  Form,
  headingLevel = 1,
  focusOnChange = true,
  resultActions,
  afterResults,
  embedded = false,
  continueLabel = "Continue",
  pdfAction,
}: Props) {
  const { answers, step } = state;
  const record: RecordAnswers = answers.records[step.r] ?? emptyRecord();
  const sentence: SentenceAnswers = record.sentences[step.s] ?? emptySentence();
  const caution = record.type === "simple_caution" || record.type === "conditional_caution";
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
      fieldErrors={summaryItems(errors, fieldOrder, idFor).filter((item) => item.fieldId !== "_form")}
      focusKey={errors}
    />
  ) : null;
  const q = (text: ReactNode) => (
    <Question level={headingLevel} id={headingId}>
      {text}
    </Question>
  );

  let body: ReactNode;
  switch (step.q) {
    case "jurisdiction":
      body = (
        <RadioGroup
          legend={q("Where were you cautioned or convicted?")}
          hint="If you have cautions or convictions from more than one country, check the ones from England and Wales here."
          name="jurisdiction"
          choices={[
            { value: "england_wales", label: "England or Wales" },
            { value: "scotland", label: "Scotland" },
            { value: "northern_ireland", label: "Northern Ireland" },
          ]}
          defaultValue={answers.jurisdiction}
          error={errors?.jurisdiction}
        />
      );
      break;
    case "record-type":
      body = (
        <RadioGroup
          legend={q(step.r === 0 ? "What were you given?" : "What was your next caution or conviction?")}
          hint="Start with any one: the order does not matter."
          name="type"
          choices={[
            { value: "conviction", label: "A conviction", description: "A court found you guilty, or you pleaded guilty, and gave you a sentence." },
            { value: "simple_caution", label: kindLabels.simple_caution, description: kindHints.simple_caution },
            { value: "conditional_caution", label: kindLabels.conditional_caution, description: kindHints.conditional_caution },
          ]}
          defaultValue={record.type}
          error={errors?.type}
        />
      );
      break;
    case "age":
      body = (
        <RadioGroup
          legend={q(caution ? "How old were you when you were cautioned?" : "How old were you when you were convicted?")}
          hint="Your age on that day decides some of the periods."
          name="age"
          choices={[
            { value: "under18", label: "Under 18" },
            { value: "adult", label: "18 or over" },
          ]}
          defaultValue={record.age}
          error={errors?.age}
        />
      );
      break;
    case "date":
      body = (
        <DateInput
          legend={q(caution ? "When were you cautioned?" : "When were you convicted?")}
          hint={
            <>
              For example, 27 3 2019. {caution ? "" : "This is the day you were sentenced. "}If you do not know the day, leave it
              empty: we will use the last day of the month and say the answer is approximate.
            </>
          }
          value={record.date}
          errors={errors}
        />
      );
      break;
    case "conditions-end":
      body = (
        <div className="space-y-6">
          <RadioGroup
            legend={q("When did the conditions of your caution end?")}
            hint="A conditional caution is spent 3 months after it was given, or sooner if the conditions ended sooner."
            name="conditionsEnd"
            choices={[
              { value: "date", label: "On a date", description: "Enter it below." },
              { value: "unknown", label: "I do not know, or they have not ended yet" },
            ]}
            defaultValue={record.conditionsEnd}
            error={errors?.conditionsEnd}
          />
          <DateInput legend="The date the conditions ended" hint="For example, 27 3 2019. You can leave the day empty." value={record.conditionsEndDate} errors={errors} />
        </div>
      );
      break;
    case "sentence-kind":
      body = (
        <RadioGroup
          legend={q(step.s === 0 ? "What sentence did you get?" : "What other sentence did you get for this conviction?")}
          hint="Choose one. If you got more than one for this conviction, you can add the others next."
          name="kind"
          choices={sentenceChoices}
          defaultValue={sentence.kind}
          error={errors?.kind}
        />
      );
      break;
    case "sentence-length":
      body = (
        <fieldset className="space-y-6">
          <legend>{q(`How long was the ${kindName(sentence)}?`)}</legend>
          <p className="max-w-prose text-ink-soft">
            The length the court gave, including any time on licence, not the time you served. For a suspended sentence, the length
            of the prison sentence that was suspended.
          </p>
          <LengthInputs sentence={sentence} errors={errors} />
          <Approximate sentence={sentence} />
        </fieldset>
      );
      break;
    case "order-end": {
      const prohibitive = sentence.kind !== "" && sentence.kind !== "excluded" && isProhibitive(sentence.kind as Kind);
      body = (
        <div className="space-y-6">
          <RadioGroup
            legend={q(`When does the ${kindName(sentence)} end?`)}
            hint="It is spent when the order ends. Your court papers give the end date or the length."
            name="end"
            choices={[
              { value: "date", label: "On a date", description: "Enter the date below." },
              { value: "length", label: "After a length of time", description: "Enter the length below." },
              { value: "none", label: "The court gave no end date", description: "It is then spent 24 months after the conviction." },
              ...(prohibitive
                ? [{ value: "until-further-order", label: "Until further order", description: "It is not spent until a court ends it." }]
                : []),
            ]}
            defaultValue={sentence.end}
            error={errors?.end}
          />
          <DateInput legend="The date the order ends" hint="For example, 27 3 2027. You can leave the day empty." value={sentence.endDate} errors={errors} />
          <fieldset>
            <legend className="font-semibold text-ink">The length of the order</legend>
            <div className="mt-3">
              <LengthInputs sentence={sentence} errors={errors} />
            </div>
          </fieldset>
          <Approximate sentence={sentence} />
        </div>
      );
      break;
    }
    case "paid-date":
      body = (
        <div className="space-y-6">
          <DateInput
            legend={q("When was the compensation paid in full?")}
            hint="If you are still paying, give the date of your last payment on your payment plan. The order is spent when it is paid in full. You can leave the day empty."
            value={sentence.endDate}
            errors={errors}
          />
          <Approximate sentence={sentence} />
        </div>
      );
      break;
    case "schedule18":
      body = (
        <RadioGroup
          legend={q("Was the offence a Schedule 18 offence?")}
          hint={
            <>
              Schedule 18 to the Sentencing Act 2020 lists serious violent, sexual and terrorist offences. Custody of more than 4 years
              for one of them is never spent. For any other offence it is spent 7 years after the whole sentence ends (3.5 years if
              you were under 18). Your solicitor or probation officer can tell you, or{" "}
              <PlainTextLink href="/request-callback">ask us to call you back</PlainTextLink>. You can also read{" "}
              <ExternalLink href={SCHEDULE_18_URL}>Schedule 18 on legislation.gov.uk</ExternalLink>.
            </>
          }
          name="schedule18"
          choices={yesNo}
          defaultValue={sentence.schedule18}
          error={errors?.schedule18}
        />
      );
      break;
    case "another-sentence":
      body = (
        <RadioGroup
          legend={q("Did you get another sentence for this conviction?")}
          hint="For example a fine and a driving disqualification at the same hearing."
          name="another"
          choices={yesNo}
          error={errors?.another}
        />
      );
      break;
    case "another-record":
      body = (
        <RadioGroup
          legend={q("Do you have another caution or conviction to check?")}
          hint="Add all of them: a later conviction can change when an earlier one is spent."
          name="another"
          choices={yesNo}
          error={errors?.another}
        />
      );
      break;
    case "specified":
      body = (
        <RadioGroup
          legend={q(`Was ${recordName(answers, step.r).toLowerCase()} for a specified offence?`)}
          hint={
            <>
              This decides whether a standard or enhanced check shows it. Specified offences are never filtered: the Disclosure and
              Barring Service lists them, and they include serious violent and sexual offences and offences against children. Read{" "}
              <ExternalLink href={SPECIFIED_OFFENCES_URL}>the list of offences that will never be filtered, on GOV.UK</ExternalLink>.
            </>
          }
          name="specified"
          choices={[...yesNo, { value: "not-sure", label: "I am not sure", description: "We will tell you what happens either way." }]}
          defaultValue={record.specified}
          error={errors?.specified}
        />
      );
      break;
    case "other-country":
      return (
        <div key={key}>
          <BackForm state={state} Form={Form} />
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
          <BackForm state={state} Form={Form} />
          {summary}
          {q("Check your answers")}
          <p className="mt-4 max-w-prose text-lg">Make sure these are right, then see your results.</p>
          <div className="mt-6">
            <CheckAnswers state={state} Form={Form} level={headingLevel} />
          </div>
          <Form className="mt-8" aria-label="See your results">
            <Controls state={state} label="See your results" />
          </Form>
        </div>
      );
    case "results":
      return (
        <div key={key}>
          <CheckerResults state={state} today={today} headingLevel={headingLevel} headingId={headingId} actions={resultActions} embedded={embedded} pdfAction={pdfAction} />
          {afterResults}
          <div className="mt-10 flex flex-wrap gap-3 print:hidden">
            <Form aria-label="Change your answers">
              <input type="hidden" name={STATE_FIELD} value={serialiseState(state)} />
              <Button type="submit" name="intent" value="back" variant="outline">
                Change your answers
              </Button>
            </Form>
            <Form aria-label="Start again">
              <input type="hidden" name={STATE_FIELD} value={serialiseState(state)} />
              <Button type="submit" name="intent" value="restart" variant="outline">
                Start again
              </Button>
            </Form>
          </div>
        </div>
      );
  }

  return (
    <div key={key}>
      <BackForm state={state} Form={Form} />
      {summary}
      <Form aria-label="Question">
        {body}
        {errorCount > 0 && errors?._form ? <FieldError>{errors._form}</FieldError> : null}
        <Controls state={state} label={continueLabel} />
      </Form>
    </div>
  );
}
