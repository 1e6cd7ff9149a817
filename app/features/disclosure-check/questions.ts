import { type Fields, type StepErrors, checkLaterDate, checkLength, checkPastDate, readDateField, wizardMessages } from "./answer-checks";
import {
  type Answers,
  type DateParts,
  type LengthUnit,
  type OrderEnd,
  type RecordAnswers,
  type SentenceAnswers,
  MAX_RECORDS,
  MAX_SENTENCES,
  emptyRecord,
  emptySentence,
  lengthInMonths,
  lengthUnits,
  patchRecord,
  patchSentence,
} from "./answers";
import { type Kind, TWO_YEAR_LIMIT_MONTHS, canBeUntilFurtherOrder, hasTwoYearLimit, cautionKinds, isNotConviction, kinds, needsOf } from "./kinds";
import { canRunAfter, consecutiveChoices } from "./consecutive-choices";
import { recordsAskingSpecified, termMonths } from "./wizard-results";

/**
 * The checker's questions, one a page (the GOV.UK pattern), in one table that the server (wizard.ts, which moves
 * from question to question) and the page (components/checker-step.tsx, which shows them) both read: for each
 * question, the kind of answer it takes, the choices it offers, how the answer is read and saved, and the next
 * question as a function of the answers. Its words (headings, hints, labels) are in components/question-wording.tsx,
 * under the question's id. Pure and browser-safe.
 */

export const questions = [
  "jurisdiction",
  "other-country",
  "record-type",
  "age",
  "date",
  "conditions-end",
  "sentence-kind",
  "sentence-length",
  "order-end",
  "compensation-paid",
  "paid-date",
  "consecutive",
  "schedule18",
  "another-sentence",
  "another-record",
  "check-answers",
  "specified",
  "results",
] as const;
export type Question = (typeof questions)[number];

/** Where the person is, and what they have said so far. */
export type QuestionContext = { answers: Answers; r: number; s: number; today: string };

/**
 * The kind of answer a question takes, which decides the boxes on its page: one choice; a choice, with a date
 * below it; a choice, with a date or a length below it; a date; a length; or none (a page of its own).
 */
export type AnswerKind = "choice" | "choice-and-date" | "choice-date-or-length" | "date" | "length" | "none";

export type QuestionDef = {
  answer: AnswerKind;
  /** The radio buttons: their field, the values allowed here (in the order shown), the message when none is chosen, and the answer given before. */
  choice?: { field: string; values(c: QuestionContext): readonly string[]; message: string; given?(c: QuestionContext): string };
  /** The date the page's boxes show (the answer given before). */
  date?(c: QuestionContext): DateParts;
  /** Whether the page offers "This is approximate". */
  approximate?: boolean;
  /**
   * Reads what was posted (the radio's value is `choice`, already checked against `values`), adds any errors, and
   * returns the answers with it saved. A page that also has boxes keeps what was typed even when there are errors;
   * a page with only a choice is not saved without one.
   */
  save?(c: QuestionContext, posted: { choice: string | null; form: Fields; errors: StepErrors }): Answers;
  /** The next question, from the answers with this one saved. Without it, the checker stops on this page. */
  next?(c: QuestionContext, choice: string | null): Step;
};

/** Where the checker is: the question, and which record (r) and sentence (s) it is about. */
export type Step = { q: Question; r: number; s: number };
export const step = (q: Question, r = 0, s = 0): Step => ({ q, r, s });

const recordOf = (c: QuestionContext): RecordAnswers => c.answers.records[c.r] ?? emptyRecord();
const sentenceOf = (c: QuestionContext): SentenceAnswers => recordOf(c).sentences[c.s] ?? emptySentence();
const yesNo = ["yes", "no"] as const;
const unitOrNothing = (unit: string): LengthUnit | "" => (lengthUnits.includes(unit as LengthUnit) ? (unit as LengthUnit) : "");

/** The sentences a conviction can have: every kind but cautions and penalty notices, then the sentences that are never spent. */
const sentenceKinds: readonly string[] = [...kinds.filter((kind) => !cautionKinds.includes(kind) && !isNotConviction(kind)), "excluded"];

/** After a sentence's length: whether it ran after other custody, when there is any it could have run after. */
function afterLength(c: QuestionContext): Step {
  return canRunAfter(sentenceOf(c)) && consecutiveChoices(c.answers, c.r, c.s).length > 0 ? step("consecutive", c.r, c.s) : afterDetails(c);
}

/** After a sentence's details: the Schedule 18 question for custody over 4 years (alone or as a single term), otherwise whether there is another sentence. */
function afterDetails(c: QuestionContext): Step {
  return sentenceOf(c).kind === "custody" && termMonths(c.answers, c.r, c.s, c.today) > 48 ? step("schedule18", c.r, c.s) : step("another-sentence", c.r, c.s);
}

export const questionTable: Record<Question, QuestionDef> = {
  jurisdiction: {
    answer: "choice",
    choice: { field: "jurisdiction", values: () => ["england_wales", "scotland", "northern_ireland"], message: wizardMessages.jurisdiction, given: (c) => c.answers.jurisdiction },
    save: (c, { choice }) => ({ ...c.answers, jurisdiction: choice as Answers["jurisdiction"] }),
    next: (c) => (c.answers.jurisdiction === "england_wales" ? step("record-type", 0) : step("other-country")),
  },
  "other-country": { answer: "none" },
  "record-type": {
    answer: "choice",
    choice: {
      field: "type",
      values: () => ["conviction", "simple_caution", "conditional_caution", "fixed_penalty"],
      message: wizardMessages.type,
      given: (c) => recordOf(c).type,
    },
    save: (c, { choice }) => patchRecord(c.answers, c.r, { type: choice as RecordAnswers["type"] }),
    next: (c) => step("age", c.r),
  },
  age: {
    answer: "choice",
    choice: { field: "age", values: () => ["under18", "adult"], message: wizardMessages.age, given: (c) => recordOf(c).age },
    save: (c, { choice }) => patchRecord(c.answers, c.r, { age: choice as RecordAnswers["age"] }),
    next: (c) => step("date", c.r),
  },
  date: {
    answer: "date",
    date: (c) => recordOf(c).date,
    save: (c, { form, errors }) => {
      const date = readDateField(form);
      checkPastDate(date, c.today, errors);
      return patchRecord(c.answers, c.r, { date });
    },
    next: (c) => {
      const { type } = recordOf(c);
      if (type === "conditional_caution") return step("conditions-end", c.r);
      if (type === "conviction") return step("sentence-kind", c.r, 0);
      return step("another-record");
    },
  },
  "conditions-end": {
    answer: "choice-and-date",
    choice: { field: "conditionsEnd", values: () => ["date", "unknown"], message: wizardMessages.conditionsEnd, given: (c) => recordOf(c).conditionsEnd },
    date: (c) => recordOf(c).conditionsEndDate,
    save: (c, { choice, form, errors }) => {
      const date = readDateField(form);
      if (choice === "date") checkLaterDate(date, recordOf(c).date, errors);
      return patchRecord(c.answers, c.r, { conditionsEnd: (choice ?? "") as RecordAnswers["conditionsEnd"], conditionsEndDate: date });
    },
    next: () => step("another-record"),
  },
  "sentence-kind": {
    answer: "choice",
    choice: { field: "kind", values: () => sentenceKinds, message: wizardMessages.kind, given: (c) => sentenceOf(c).kind },
    save: (c, { choice }) => patchSentence(c.answers, c.r, c.s, { kind: choice as SentenceAnswers["kind"] }),
    next: (c) => {
      const { kind } = sentenceOf(c);
      const needs = kind === "excluded" || kind === "" ? "nothing" : needsOf(kind);
      if (needs === "length") return step("sentence-length", c.r, c.s);
      if (needs === "length-or-end") return step("order-end", c.r, c.s);
      if (needs === "end-date") return step("compensation-paid", c.r, c.s);
      return step("another-sentence", c.r, c.s);
    },
  },
  "sentence-length": {
    answer: "length",
    approximate: true,
    save: (c, { form, errors }) => {
      const lengthValue = (form("lengthValue") ?? "").trim();
      const lengthUnit = form("lengthUnit") ?? "";
      checkLength(lengthValue, lengthUnit, errors);
      if (!errors.lengthValue && !errors.lengthUnit && hasTwoYearLimit(sentenceOf(c).kind) && lengthInMonths(lengthValue, lengthUnit as LengthUnit) > TWO_YEAR_LIMIT_MONTHS) {
        errors.lengthValue = wizardMessages.lengthTooLong;
      }
      return patchSentence(c.answers, c.r, c.s, { lengthValue, lengthUnit: unitOrNothing(lengthUnit), approximate: form("approximate") === "yes" });
    },
    next: afterLength,
  },
  consecutive: {
    answer: "choice",
    choice: {
      field: "consecutiveWith",
      values: (c) => ["no", ...consecutiveChoices(c.answers, c.r, c.s)],
      message: wizardMessages.consecutive,
      given: (c) => sentenceOf(c).consecutiveWith,
    },
    save: (c, { choice }) => patchSentence(c.answers, c.r, c.s, { consecutiveWith: choice ?? "" }),
    next: afterDetails,
  },
  "order-end": {
    answer: "choice-date-or-length",
    approximate: true,
    choice: {
      field: "end",
      values: (c) => {
        const { kind } = sentenceOf(c);
        // Only a relevant order (a discharge, bind over, hospital order or prohibiting order) can be made until further order.
        return ["date", "length", "none", ...(kind && kind !== "excluded" && canBeUntilFurtherOrder(kind as Kind) ? ["until-further-order"] : [])];
      },
      message: wizardMessages.end,
      given: (c) => sentenceOf(c).end,
    },
    date: (c) => sentenceOf(c).endDate,
    save: (c, { choice, form, errors }) => {
      const endDate = readDateField(form);
      const lengthValue = (form("lengthValue") ?? "").trim();
      const lengthUnit = form("lengthUnit") ?? "";
      if (choice === "date") checkLaterDate(endDate, recordOf(c).date, errors);
      else if (choice === "length") checkLength(lengthValue, lengthUnit, errors);
      return patchSentence(c.answers, c.r, c.s, {
        end: (choice ?? "") as OrderEnd | "",
        endDate,
        lengthValue,
        lengthUnit: unitOrNothing(lengthUnit),
        approximate: form("approximate") === "yes",
      });
    },
    next: (c) => step("another-sentence", c.r, c.s),
  },
  "compensation-paid": {
    answer: "choice",
    choice: { field: "paid", values: () => yesNo, message: wizardMessages.paid, given: (c) => sentenceOf(c).paid },
    save: (c, { choice }) => patchSentence(c.answers, c.r, c.s, { paid: choice as "yes" | "no" }),
    next: (c, choice) => (choice === "yes" ? step("paid-date", c.r, c.s) : step("another-sentence", c.r, c.s)),
  },
  "paid-date": {
    answer: "date",
    approximate: true,
    date: (c) => sentenceOf(c).endDate,
    save: (c, { form, errors }) => {
      const endDate = readDateField(form);
      checkLaterDate(endDate, recordOf(c).date, errors);
      return patchSentence(c.answers, c.r, c.s, { endDate, approximate: form("approximate") === "yes" });
    },
    next: (c) => step("another-sentence", c.r, c.s),
  },
  schedule18: {
    answer: "choice",
    choice: { field: "schedule18", values: () => yesNo, message: wizardMessages.schedule18, given: (c) => sentenceOf(c).schedule18 },
    save: (c, { choice }) => patchSentence(c.answers, c.r, c.s, { schedule18: choice as "yes" | "no" }),
    next: (c) => step("another-sentence", c.r, c.s),
  },
  "another-sentence": {
    answer: "choice",
    choice: { field: "another", values: () => yesNo, message: wizardMessages.another },
    save: (c, { choice, errors }) => {
      if (choice === "yes" && c.s + 1 >= MAX_SENTENCES) errors.another = wizardMessages.tooManySentences;
      // Answering "no" drops any sentences left over from an earlier, longer answer.
      if (choice === "no") return patchRecord(c.answers, c.r, { sentences: recordOf(c).sentences.slice(0, c.s + 1) });
      return c.answers;
    },
    next: (c, choice) => (choice === "yes" ? step("sentence-kind", c.r, c.s + 1) : step("another-record")),
  },
  "another-record": {
    answer: "choice",
    choice: { field: "another", values: () => yesNo, message: wizardMessages.another },
    save: (c, { choice, errors }) => {
      if (choice === "yes" && c.answers.records.length >= MAX_RECORDS) errors.another = wizardMessages.tooManyRecords;
      return c.answers;
    },
    next: (c, choice) => (choice === "yes" ? step("record-type", c.answers.records.length) : step("check-answers")),
  },
  "check-answers": {
    answer: "none",
    next: (c) => {
      const asking = recordsAskingSpecified(c.answers, c.today);
      return asking.length > 0 ? step("specified", asking[0]!) : step("results");
    },
  },
  specified: {
    answer: "choice",
    choice: { field: "specified", values: () => ["yes", "no", "not-sure"], message: wizardMessages.specified, given: (c) => recordOf(c).specified },
    save: (c, { choice }) => patchRecord(c.answers, c.r, { specified: choice as RecordAnswers["specified"] }),
    next: (c) => {
      const later = recordsAskingSpecified(c.answers, c.today).filter((index) => index > c.r);
      return later.length > 0 ? step("specified", later[0]!) : step("results");
    },
  },
  results: { answer: "none" },
};
