import type { ReactNode } from "react";
import { ExternalLink, PlainTextLink } from "~/components/ui/prose";
import { describeDate, recordName } from "../answer-words";
import { type SentenceAnswers, emptyRecord, emptySentence } from "../answers";
import { cautionKinds, isNotConviction, kindHints, kindLabels, kinds } from "../kinds";
import type { Question, QuestionContext } from "../questions";

/**
 * The words of the checker's questions, under the ids of the question table (questions.ts): each question's
 * heading, hint and choice labels, and the legends of the boxes below a choice. The table decides which choices
 * a page offers and in what order; this file only says them.
 */

export const SCHEDULE_18_URL = "https://www.legislation.gov.uk/ukpga/2020/17/schedule/18";
export const SPECIFIED_OFFENCES_URL =
  "https://www.gov.uk/government/publications/dbs-list-of-offences-that-will-never-be-filtered-from-a-criminal-record-check";

type Label = { label: string; description?: string };

export type QuestionWords = {
  heading(c: QuestionContext): string;
  hint?(c: QuestionContext): ReactNode;
  /** The label (and description) of each value the question's choice can take (from the answers, where they name them). */
  choices?: Record<string, Label> | ((c: QuestionContext) => Record<string, Label>);
  /** Boxes shown below a choice: the date's legend and hint, and the length's legend. */
  dateLegend?: string;
  dateHint?: string;
  lengthLegend?: string;
  /** A paragraph under the heading (the length question). */
  lead?: ReactNode;
};

const recordOf = (c: QuestionContext) => c.answers.records[c.r] ?? emptyRecord();
const sentenceOf = (c: QuestionContext) => recordOf(c).sentences[c.s] ?? emptySentence();
const isCaution = (c: QuestionContext) => recordOf(c).type === "simple_caution" || recordOf(c).type === "conditional_caution";
const isPenalty = (c: QuestionContext) => recordOf(c).type === "fixed_penalty";
/** Whether the sentence runs after other custody, so it and that custody are one single term. */
const runsAfter = (c: QuestionContext) => /^\d+$/.test(sentenceOf(c).consecutiveWith);

/** How a question names a sentence: "fine", "custody", or "sentence" when none is known. */
export function kindName(sentence: SentenceAnswers): string {
  if (sentence.kind === "excluded") return "life, public protection or extended sentence";
  return sentence.kind ? kindLabels[sentence.kind].split(/[,(]/)[0]!.trim().toLowerCase() : "sentence";
}

const yesNo: Record<string, Label> = { yes: { label: "Yes" }, no: { label: "No" } };

const sentenceLabels: Record<string, Label> = {
  ...Object.fromEntries(
    kinds
      .filter((kind) => !cautionKinds.includes(kind) && !isNotConviction(kind))
      .map((kind) => [kind, { label: kindLabels[kind], description: kindHints[kind] }]),
  ),
  excluded: {
    label: "A life sentence, imprisonment or detention for public protection (IPP), or an extended sentence",
    description: "Also custody for life and detention at His Majesty's pleasure.",
  },
};

/** Words for every question that has a page of questions; the other pages (other country, check answers, results) write their own. */
export const questionWording: Partial<Record<Question, QuestionWords>> = {
  jurisdiction: {
    heading: () => "Where were you cautioned or convicted?",
    hint: () => "If you have cautions or convictions from more than one country, check the ones from England and Wales here.",
    choices: { england_wales: { label: "England or Wales" }, scotland: { label: "Scotland" }, northern_ireland: { label: "Northern Ireland" } },
  },
  "record-type": {
    heading: (c) => (c.r === 0 ? "What were you given?" : "What was your next caution or conviction?"),
    hint: () => "Start with any one: the order does not matter.",
    choices: {
      conviction: { label: "A conviction", description: "A court found you guilty, or you pleaded guilty, and gave you a sentence." },
      simple_caution: { label: kindLabels.simple_caution, description: kindHints.simple_caution },
      conditional_caution: { label: kindLabels.conditional_caution, description: kindHints.conditional_caution },
      fixed_penalty: {
        label: kindLabels.fixed_penalty,
        description:
          "A notice from the police or a council, for example for disorder or speeding, that you could pay instead of going to court. " +
          "It says “fixed penalty notice” or “penalty notice” at the top.",
      },
    },
  },
  age: {
    heading: (c) =>
      isPenalty(c)
        ? "How old were you when you were given the notice?"
        : isCaution(c)
          ? "How old were you when you were cautioned?"
          : "How old were you when you were convicted?",
    hint: () => "Your age on that day decides some of the periods.",
    choices: { under18: { label: "Under 18" }, adult: { label: "18 or over" } },
  },
  date: {
    heading: (c) => (isPenalty(c) ? "When were you given the notice?" : isCaution(c) ? "When were you cautioned?" : "When were you convicted?"),
    hint: (c) => (
      <>
        For example, 27 3 2019. {isPenalty(c) ? "The date is on the notice. " : isCaution(c) ? "" : "This is the day you were sentenced. "}If you do
        not know the day, leave it empty: we will use the last day of the month. If you only know the year, leave the day and month empty: we
        will use the last day of that year, or today if it is this year. Either way we will say the answer is approximate.
      </>
    ),
  },
  "conditions-end": {
    heading: () => "When did the conditions of your caution end?",
    hint: () => "A conditional caution is spent 3 months after it was given, or sooner if the conditions ended sooner.",
    choices: { date: { label: "On a date", description: "Enter it below." }, unknown: { label: "I do not know, or they have not ended yet" } },
    dateLegend: "The date the conditions ended",
    dateHint: "For example, 27 3 2019. You can leave the day empty.",
  },
  "sentence-kind": {
    heading: (c) => (c.s === 0 ? "What sentence did you get?" : "What other sentence did you get for this conviction?"),
    hint: () =>
      "Choose one. If you got more than one for this conviction, you can add the others next. The sentence is named on " +
      "your court papers (the memorandum of conviction or the court's result letter) or, for a service court or commanding " +
      "officer, on your service record or the record of the hearing.",
    choices: sentenceLabels,
  },
  "sentence-length": {
    heading: (c) => `How long was the ${kindName(sentenceOf(c))}?`,
    lead: (
      <>
        The length the court gave, including any time on licence, not the time you served. For a suspended sentence, the length
        of the prison sentence that was suspended.
      </>
    ),
  },
  "order-end": {
    heading: (c) => `When does the ${kindName(sentenceOf(c))} end?`,
    hint: () => "It is spent when the order ends. Your court papers give the end date or the length.",
    choices: {
      date: { label: "On a date", description: "Enter the date below." },
      length: { label: "After a length of time", description: "Enter the length below." },
      none: { label: "The court gave no end date", description: "It is then spent 24 months after the conviction." },
      "until-further-order": { label: "Until further order", description: "It is not spent until a court ends it." },
    },
    dateLegend: "The date the order ends",
    dateHint: "For example, 27 3 2027. You can leave the day empty.",
    lengthLegend: "The length of the order",
  },
  "compensation-paid": {
    heading: () => "Has the compensation been paid in full?",
    hint: () =>
      "Your court papers (the memorandum of conviction or the court's result letter) say how much you were ordered to pay. " +
      "Your payment plan letters, or the court's fines office, can tell you whether anything is still owed. A compensation " +
      "order is not spent until it is paid in full.",
    choices: {
      yes: { label: "Yes, it has been paid in full", description: "You will give the date of the last payment next." },
      no: { label: "No, I am still paying it or have not paid it yet" },
    },
  },
  consecutive: {
    heading: (c) => `Was the ${kindName(sentenceOf(c))} to run after another prison sentence?`,
    hint: () =>
      "A sentence is “consecutive” when it starts after another one ends, and “concurrent” when they run at the same time. " +
      "Your court papers (the memorandum of conviction or the court's result letter) say which, and so do your prison " +
      "release papers. Consecutive sentences count as one single term.",
    choices: (c) => ({
      no: { label: "No, it ran at the same time as any other sentence, or there was no other" },
      ...Object.fromEntries(
        c.answers.records.map((record, k) => [
          String(k),
          k === c.r
            ? { label: "Yes, after the other prison sentence given for this conviction" }
            : { label: `Yes, after the prison sentence for ${recordName(c.answers, k).toLowerCase()}`, description: `Convicted ${describeDate(record.date)}.` },
        ]),
      ),
    }),
  },
  "paid-date": {
    heading: () => "When was the compensation paid in full?",
    hint: () =>
      "If you are still paying, give the date of your last payment on your payment plan. The order is spent when it is paid in full. You can leave the day empty.",
  },
  schedule18: {
    heading: (c) => (runsAfter(c) ? "Were any of the offences in this single term Schedule 18 offences?" : "Was the offence a Schedule 18 offence?"),
    hint: (c) => (
      <>
        {runsAfter(c)
          ? "This sentence and the prison sentence it runs after count as one term of more than 4 years: answer yes if the offence for either is on the list. "
          : ""}
        Schedule 18 to the Sentencing Act 2020 lists serious violent, sexual and terrorist offences. Custody of more than 4 years
        for one of them is never spent. For any other offence it is spent 7 years after the whole sentence ends (3.5 years if
        you were under 18). Your solicitor or probation officer can tell you, or{" "}
        <PlainTextLink href="/request-callback">ask us to call you back</PlainTextLink>. You can also read{" "}
        <ExternalLink href={SCHEDULE_18_URL}>Schedule 18 on legislation.gov.uk</ExternalLink>.
      </>
    ),
    choices: yesNo,
  },
  "another-sentence": {
    heading: () => "Did you get another sentence for this conviction?",
    hint: () => "For example a fine and a driving disqualification at the same hearing.",
    choices: yesNo,
  },
  "another-record": {
    heading: () => "Do you have another caution or conviction to check?",
    hint: () => "Add all of them: a later conviction can change when an earlier one is spent.",
    choices: yesNo,
  },
  specified: {
    heading: (c) => `Was ${recordName(c.answers, c.r).toLowerCase()} for a specified offence?`,
    hint: () => (
      <>
        This decides whether a standard or enhanced check shows it. Specified offences are never filtered: the Disclosure and
        Barring Service lists them, and they include serious violent and sexual offences and offences against children. Read{" "}
        <ExternalLink href={SPECIFIED_OFFENCES_URL}>the list of offences that will never be filtered, on GOV.UK</ExternalLink>.
      </>
    ),
    choices: { ...yesNo, "not-sure": { label: "I am not sure", description: "We will tell you what happens either way." } },
  },
};
