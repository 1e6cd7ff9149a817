import { Button } from "~/components/ui/button";
import { describeDate, describeLength, recordName } from "../answer-words";
import type { Answers, SentenceAnswers } from "../answers";
import { kindLabels } from "../kinds";
import type { WizardState } from "../state";
import { type HeadingLevel, headingTag } from "./heading";
import { type FormShell, stateValues } from "./question-parts";

/** The check-answers page's list: each caution and conviction as the person gave it, with a button to remove it. */

export function CheckAnswers({ state, Shell, level }: { state: WizardState; Shell: FormShell; level: HeadingLevel }) {
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
                  <SentenceSummary key={s} answers={answers} r={r} sentence={sentence} index={s} />
                ))
              : null}
          </dl>
          <Shell className="mt-4" label={`Remove ${recordName(answers, r)}`} values={stateValues(state)}>
            <Button type="submit" name="intent" value={`remove:${r}`} variant="danger-outline">
              Remove {recordName(answers, r).toLowerCase()}
            </Button>
          </Shell>
        </section>
      ))}
      <Shell label="Add another caution or conviction" values={stateValues(state)}>
        <Button type="submit" name="intent" value="add-record" variant="outline">
          Add another caution or conviction
        </Button>
      </Shell>
    </div>
  );
}

function SentenceSummary({ answers, r, sentence, index }: { answers: Answers; r: number; sentence: SentenceAnswers; index: number }) {
  const after = /^\d+$/.test(sentence.consecutiveWith) ? Number(sentence.consecutiveWith) : null;
  const detail =
    sentence.kind === "excluded"
      ? ""
      : sentence.kind === "compensation_order" && sentence.paid === "no"
        ? "not paid in full yet"
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
        {after === null
          ? ""
          : after === r
            ? ", to run after the other prison sentence for this conviction"
            : `, to run after the prison sentence for ${recordName(answers, after).toLowerCase()}`}
        {sentence.schedule18 === "yes" ? " (Schedule 18 offence)" : ""}
        {sentence.approximate ? " (approximate)" : ""}
      </dd>
    </>
  );
}
