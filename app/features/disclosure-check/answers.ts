import { DAYS_PER_MONTH } from "./calendar";
import type { Age, Kind } from "./kinds";

/**
 * What a person tells the checker, as it travels in the form between its pages (see state.ts), and the small
 * reckonings the questions and results make from it.
 */

export type DateParts = { day: string; month: string; year: string };
export type LengthUnit = "days" | "weeks" | "months" | "years";
export const lengthUnits: readonly LengthUnit[] = ["days", "weeks", "months", "years"];
/** How an order's end was given. */
export type OrderEnd = "date" | "length" | "none" | "until-further-order";

export type SentenceAnswers = {
  /** "excluded": a life, public protection or extended sentence (custody that is never spent). */
  kind: Kind | "excluded" | "";
  lengthValue: string;
  lengthUnit: LengthUnit | "";
  end: OrderEnd | "";
  endDate: DateParts;
  schedule18: "yes" | "no" | "";
  approximate: boolean;
  /** A compensation order: whether it has been paid in full ("no": not yet, so it is not spent). */
  paid: "yes" | "no" | "";
  /**
   * Custody or a detention and training order: the record (its index, as text) whose custody this sentence was to
   * run after, "no" when it ran from the day it was given, or "" when not asked. Its own record's index means another
   * custodial sentence given for the same conviction.
   */
  consecutiveWith: string;
};

/** fixed_penalty: a fixed penalty notice or penalty notice for disorder, which is not a conviction or a caution. */
export type RecordType = "simple_caution" | "conditional_caution" | "conviction" | "fixed_penalty";

export type RecordAnswers = {
  type: RecordType | "";
  age: Age | "";
  date: DateParts;
  conditionsEnd: "date" | "unknown" | "";
  conditionsEndDate: DateParts;
  sentences: SentenceAnswers[];
  specified: "yes" | "no" | "not-sure" | "";
};

export type Jurisdiction = "england_wales" | "scotland" | "northern_ireland";
export type Answers = { jurisdiction: Jurisdiction | ""; records: RecordAnswers[] };

export const MAX_RECORDS = 20;
export const MAX_SENTENCES = 8;

export const emptyDate = (): DateParts => ({ day: "", month: "", year: "" });

export function emptySentence(): SentenceAnswers {
  return { kind: "", lengthValue: "", lengthUnit: "", end: "", endDate: emptyDate(), schedule18: "", approximate: false, paid: "", consecutiveWith: "" };
}

export function emptyRecord(): RecordAnswers {
  return { type: "", age: "", date: emptyDate(), conditionsEnd: "", conditionsEndDate: emptyDate(), sentences: [], specified: "" };
}

/** A length in months from a number and a unit (a week is 7 days; a month of days is 30.4375 days). */
export function lengthInMonths(value: string, unit: LengthUnit): number {
  const n = Number(value);
  if (unit === "years") return n * 12;
  if (unit === "months") return n;
  return (unit === "weeks" ? n * 7 : n) / DAYS_PER_MONTH;
}

export function patchRecord(answers: Answers, r: number, patch: Partial<RecordAnswers>): Answers {
  const records = answers.records.slice();
  records[r] = { ...(records[r] ?? emptyRecord()), ...patch };
  return { ...answers, records };
}

export function patchSentence(answers: Answers, r: number, s: number, patch: Partial<SentenceAnswers>): Answers {
  const record = answers.records[r] ?? emptyRecord();
  const sentences = record.sentences.slice();
  sentences[s] = { ...(sentences[s] ?? emptySentence()), ...patch };
  return patchRecord(answers, r, { sentences });
}

/** The length of a custodial sentence in months, if given. */
export function custodyMonths(sentence: SentenceAnswers): number | null {
  if (!sentence.lengthUnit || !sentence.lengthValue) return null;
  return lengthInMonths(sentence.lengthValue, sentence.lengthUnit);
}

/** Whether a custody sentence is long enough for the Schedule 18 question to matter. */
export function asksSchedule18(sentence: SentenceAnswers): boolean {
  const months = custodyMonths(sentence);
  return sentence.kind === "custody" && months !== null && months > 48;
}
