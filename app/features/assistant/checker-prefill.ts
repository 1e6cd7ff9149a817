import { type DateParts, type RecordAnswers, type SentenceAnswers, asksSchedule18, emptyRecord, emptySentence } from "~/features/disclosure-check/answers";
import { canRunAfter, consecutiveChoices } from "~/features/disclosure-check/consecutive-choices";
import { needsOf } from "~/features/disclosure-check/kinds";
import { type Step, step } from "~/features/disclosure-check/questions";
import { type WizardState, serialiseState } from "~/features/disclosure-check/state";
import type { Described, Understood } from "./understand";

/**
 * The disclosure helper's state filled in from what a question told us, so that the person can confirm it: it
 * opens on "Check your answers" when everything is known, or on the first question the question did not answer
 * (a date given only as a month or a year, a length not given), with everything after it already filled in.
 * The helper's Back button walks the questions in the order the helper itself asks them.
 */

const isCaution = (record: Described) => record.kind === "simple_caution" || record.kind === "conditional_caution";

function exactDate(record: Described): DateParts {
  const span = record.date;
  if (!span) return { day: "", month: "", year: "" };
  const [fy, fm, fd] = span.from.split("-");
  const [ty, tm, td] = span.to.split("-");
  // The boxes hold what is certain: the year when the span is within one year, the month when within one month.
  const year = fy === ty ? String(Number(fy)) : "";
  const month = year && fm === tm ? String(Number(fm)) : "";
  const day = month && fd === td ? String(Number(fd)) : "";
  return { day, month, year };
}

function sentenceOf(record: Described): SentenceAnswers {
  const sentence = { ...emptySentence(), kind: record.excluded ? ("excluded" as const) : record.kind };
  if (!record.length || record.excluded) return sentence;
  const needs = needsOf(record.kind);
  if (needs === "length") return { ...sentence, lengthValue: String(record.length.value), lengthUnit: record.length.unit };
  if (needs === "length-or-end") return { ...sentence, end: "length", lengthValue: String(record.length.value), lengthUnit: record.length.unit };
  return sentence;
}

/** The question that asks for a sentence's details, if its kind has one. */
function detailStep(sentence: SentenceAnswers, r: number, s: number): Step | null {
  if (sentence.kind === "" || sentence.kind === "excluded") return null;
  const needs = needsOf(sentence.kind);
  if (needs === "length") return step("sentence-length", r, s);
  if (needs === "length-or-end") return step("order-end", r, s);
  // A compensation order is first asked whether it has been paid in full: unpaid, it is not spent.
  if (needs === "end-date") return step("compensation-paid", r, s);
  return null;
}

const complete = (sentence: SentenceAnswers) => {
  if (sentence.kind === "" || sentence.kind === "excluded") return sentence.kind === "excluded";
  const needs = needsOf(sentence.kind);
  if (needs === "length") return sentence.lengthValue !== "";
  if (needs === "length-or-end") return sentence.end !== "";
  return needs !== "end-date";
};

export function checkerStateFor(understood: Understood): WizardState {
  const groups = new Map<number, Described[]>();
  for (const record of understood.records) groups.set(record.hearing, [...(groups.get(record.hearing) ?? []), record]);
  const age = understood.age === "under18" ? "under18" : understood.age === "adult" ? "adult" : "";
  const records: RecordAnswers[] = [...groups.values()].map((described) => {
    const first = described[0]!;
    const base = { ...emptyRecord(), age, date: exactDate(first) } satisfies RecordAnswers;
    if (isCaution(first)) return { ...base, type: first.kind as RecordAnswers["type"], conditionsEnd: first.kind === "conditional_caution" ? "unknown" : "" };
    return { ...base, type: "conviction", sentences: described.map(sentenceOf) };
  });

  // The steps the helper would have asked, in its order; the first one left unanswered is where it opens.
  const walked: Step[] = [step("jurisdiction")];
  let open: Step | null = null;
  const visit = (s: Step, answered: boolean) => {
    if (open) return;
    if (!answered) open = s;
    else walked.push(s);
  };
  records.forEach((record, r) => {
    visit(step("record-type", r), true);
    visit(step("age", r), record.age !== "");
    visit(step("date", r), record.date.day !== "");
    if (record.type === "conditional_caution") visit(step("conditions-end", r), true);
    record.sentences.forEach((sentence, s) => {
      visit(step("sentence-kind", r, s), true);
      const detail = detailStep(sentence, r, s);
      if (detail) visit(detail, complete(sentence));
      // Whether custody ran after another custodial sentence is never in a question either: the helper asks it
      // wherever its pages would.
      if (canRunAfter(sentence) && consecutiveChoices({ jurisdiction: "england_wales", records }, r, s).length > 0) visit(step("consecutive", r, s), false);
      // Whether the offence is in Schedule 18 is never in a question: the helper asks it.
      if (asksSchedule18(sentence)) visit(step("schedule18", r, s), false);
      visit(step("another-sentence", r, s), true);
    });
    visit(step("another-record", r), true);
  });
  return { answers: { jurisdiction: "england_wales", records }, step: open ?? step("check-answers"), history: walked };
}

export const checkerPrefill = (understood: Understood) => serialiseState(checkerStateFor(understood));
