import { z } from "zod";
import { addDays, daysInMonth, formatCalendarDate } from "~/lib/dates";
import { DAYS_PER_MONTH, isIsoDate } from "./calendar";
import { type Age, type Kind, TWO_YEAR_LIMIT_MONTHS, isProhibitive, kinds, needsOf } from "./kinds";
import type { CheckRequest, Entry } from "./periods";
import { type EntryResult, checkDisclosure } from "./rules";
import { EARLIEST_DATE, parseCheckRequest } from "./schema";

/**
 * The checker's questions, one a page (the GOV.UK pattern). Everything the person has said travels with the form
 * (a hidden field), so the pages need no storage and work without JavaScript; the same steps run in the browser
 * inside the CV builder. Pure and browser-safe: `advance` takes the posted fields and returns the next state.
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
};

export type RecordType = "simple_caution" | "conditional_caution" | "conviction";

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
  "paid-date",
  "schedule18",
  "another-sentence",
  "another-record",
  "check-answers",
  "specified",
  "results",
] as const;
export type Question = (typeof questions)[number];
export type Step = { q: Question; r: number; s: number };
export type WizardState = { answers: Answers; step: Step; history: Step[] };

export const MAX_RECORDS = 20;
export const MAX_SENTENCES = 8;

const emptyDate = (): DateParts => ({ day: "", month: "", year: "" });

export function emptySentence(): SentenceAnswers {
  return { kind: "", lengthValue: "", lengthUnit: "", end: "", endDate: emptyDate(), schedule18: "", approximate: false };
}

export function emptyRecord(): RecordAnswers {
  return { type: "", age: "", date: emptyDate(), conditionsEnd: "", conditionsEndDate: emptyDate(), sentences: [], specified: "" };
}

export function initialState(): WizardState {
  return { answers: { jurisdiction: "", records: [] }, step: { q: "jurisdiction", r: 0, s: 0 }, history: [] };
}

// --- The state as it travels in the form -----------------------------------------------------------------------

const text = z.string().max(40);
const dateSchema = z.object({ day: text, month: text, year: text });
const sentenceSchema = z.object({
  kind: z.enum([...kinds, "excluded", ""]),
  lengthValue: text,
  lengthUnit: z.enum([...lengthUnits, ""]),
  end: z.enum(["date", "length", "none", "until-further-order", ""]),
  endDate: dateSchema,
  schedule18: z.enum(["yes", "no", ""]),
  approximate: z.boolean(),
});
const recordSchema = z.object({
  type: z.enum(["simple_caution", "conditional_caution", "conviction", ""]),
  age: z.enum(["adult", "under18", ""]),
  date: dateSchema,
  conditionsEnd: z.enum(["date", "unknown", ""]),
  conditionsEndDate: dateSchema,
  sentences: z.array(sentenceSchema).max(MAX_SENTENCES),
  specified: z.enum(["yes", "no", "not-sure", ""]),
});
const stepSchema = z.object({ q: z.enum(questions), r: z.number().int().min(0).max(MAX_RECORDS), s: z.number().int().min(0).max(MAX_SENTENCES) });
const stateSchema = z.object({
  answers: z.object({ jurisdiction: z.enum(["england_wales", "scotland", "northern_ireland", ""]), records: z.array(recordSchema).max(MAX_RECORDS) }),
  step: stepSchema,
  history: z.array(stepSchema).max(400),
});

export const STATE_FIELD = "checker-state";

export function serialiseState(state: WizardState): string {
  return JSON.stringify(state);
}

/** The state posted back by the form, or null when it is missing or not one this checker wrote. */
export function parseState(raw: string | null | undefined): WizardState | null {
  if (!raw) return null;
  try {
    const parsed = stateSchema.safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data as WizardState) : null;
  } catch {
    return null;
  }
}

// --- Reading answers ---------------------------------------------------------------------------------------------

export const wizardMessages = {
  jurisdiction: "Select where you were cautioned or convicted",
  type: "Select what you were given",
  age: "Select how old you were",
  dateMissing: "Enter the month and year",
  dateReal: "Enter a real date",
  yearFormat: "Enter the year as 4 numbers, like 2019",
  dateFuture: "The date must be today or in the past",
  dateTooEarly: "The date must be after 1900",
  endBeforeStart: "The date must be on or after the date you were convicted or cautioned",
  conditionsEnd: "Select whether you know when the conditions ended",
  kind: "Select the sentence you were given",
  lengthValue: "Enter the length as a number, like 6",
  lengthUnit: "Select days, weeks, months or years",
  lengthTooLong: "A suspended sentence or a detention and training order cannot be longer than 2 years: check the length on your court papers",
  lengthRange: "Enter a length of no more than 100 years",
  end: "Select when the order ends",
  schedule18: "Select yes if the offence is a Schedule 18 offence",
  another: "Select yes or no",
  specified: "Select yes, no or not sure",
  tooManyRecords: `You can check up to ${MAX_RECORDS} cautions and convictions at a time`,
  tooManySentences: `You can add up to ${MAX_SENTENCES} sentences for one conviction`,
} as const;

export type Fields = (name: string) => string | null;
export type StepErrors = Partial<Record<string, string>>;

/** A date typed in three boxes. A missing day is allowed: the last day of the month is used, and the answer is marked approximate. */
export function readDate(parts: DateParts): { date: string; approximate: boolean } | { error: string; field: "day" | "month" | "year" } {
  const day = parts.day.trim();
  const month = parts.month.trim();
  const year = parts.year.trim();
  if (!month) return { error: wizardMessages.dateMissing, field: "month" };
  if (!year) return { error: wizardMessages.dateMissing, field: "year" };
  if (!/^\d{4}$/.test(year)) return { error: wizardMessages.yearFormat, field: "year" };
  if (!/^\d{1,2}$/.test(month) || Number(month) < 1 || Number(month) > 12) return { error: wizardMessages.dateReal, field: "month" };
  const y = Number(year);
  const m = Number(month);
  if (day === "") {
    const date = `${year}-${String(m).padStart(2, "0")}-${String(daysInMonth(y, m)).padStart(2, "0")}`;
    return { date, approximate: true };
  }
  const date = `${year}-${String(m).padStart(2, "0")}-${day.padStart(2, "0")}`;
  if (!/^\d{1,2}$/.test(day) || !isIsoDate(date)) return { error: wizardMessages.dateReal, field: "day" };
  return { date, approximate: false };
}

function readDateField(form: Fields, prefix = ""): DateParts {
  return { day: form(`${prefix}day`) ?? "", month: form(`${prefix}month`) ?? "", year: form(`${prefix}year`) ?? "" };
}

/** Checks a date that must not be in the future; errors land on the box at fault. */
function checkPastDate(parts: DateParts, today: string, errors: StepErrors, prefix = "") {
  const read = readDate(parts);
  if ("error" in read) {
    errors[`${prefix}${read.field}`] = read.error;
    return;
  }
  if (read.date < EARLIEST_DATE) errors[`${prefix}year`] = wizardMessages.dateTooEarly;
  else if (read.date > today && !read.approximate) errors[`${prefix}day`] = wizardMessages.dateFuture;
  else if (read.date.slice(0, 7) > today.slice(0, 7)) errors[`${prefix}month`] = wizardMessages.dateFuture;
}

function checkLaterDate(parts: DateParts, start: DateParts, errors: StepErrors, prefix = "") {
  const read = readDate(parts);
  if ("error" in read) {
    errors[`${prefix}${read.field}`] = read.error;
    return;
  }
  const from = readDate(start);
  if (!("error" in from) && read.date < firstDay(start, from)) errors[`${prefix}day`] = wizardMessages.endBeforeStart;
  else if (read.date > "2199-12-31") errors[`${prefix}year`] = wizardMessages.dateReal;
}

/** The earliest the start could be: an approximate start (no day) could be any day of its month. */
function firstDay(parts: DateParts, read: { date: string; approximate: boolean }): string {
  return read.approximate ? `${read.date.slice(0, 8)}01` : read.date;
}

/** A length in months from a number and a unit (a week is 7 days; a month of days is 30.4375 days). */
export function lengthInMonths(value: string, unit: LengthUnit): number {
  const n = Number(value);
  if (unit === "years") return n * 12;
  if (unit === "months") return n;
  return (unit === "weeks" ? n * 7 : n) / DAYS_PER_MONTH;
}

function checkLength(value: string, unit: string, errors: StepErrors) {
  const n = Number(value.trim());
  if (!value.trim() || !Number.isFinite(n) || n <= 0) errors.lengthValue = wizardMessages.lengthValue;
  if (!lengthUnits.includes(unit as LengthUnit)) errors.lengthUnit = wizardMessages.lengthUnit;
  else if (!errors.lengthValue && lengthInMonths(value.trim(), unit as LengthUnit) > 1200) errors.lengthValue = wizardMessages.lengthRange;
}

const yesNo = (value: string | null) => (value === "yes" || value === "no" ? value : null);

function patchRecord(answers: Answers, r: number, patch: Partial<RecordAnswers>): Answers {
  const records = answers.records.slice();
  records[r] = { ...(records[r] ?? emptyRecord()), ...patch };
  return { ...answers, records };
}

function patchSentence(answers: Answers, r: number, s: number, patch: Partial<SentenceAnswers>): Answers {
  const record = answers.records[r] ?? emptyRecord();
  const sentences = record.sentences.slice();
  sentences[s] = { ...(sentences[s] ?? emptySentence()), ...patch };
  return patchRecord(answers, r, { sentences });
}

/** The length of a custodial sentence in months, if given. */
function custodyMonths(sentence: SentenceAnswers): number | null {
  if (!sentence.lengthUnit || !sentence.lengthValue) return null;
  return lengthInMonths(sentence.lengthValue, sentence.lengthUnit);
}

// --- Moving between questions --------------------------------------------------------------------------------------

const step = (q: Question, r = 0, s = 0): Step => ({ q, r, s });

function afterSentence(r: number, s: number): Step {
  return step("another-sentence", r, s);
}

function nextAfterDetails(answers: Answers, r: number, s: number): Step {
  const sentence = answers.records[r]?.sentences[s];
  if (sentence && sentence.kind === "custody") {
    const months = custodyMonths(sentence);
    if (months !== null && months > 48) return step("schedule18", r, s);
  }
  return afterSentence(r, s);
}

/** Entries for the rules, from complete answers; with each entry's record and sentence, and whether it is approximate. */
export function toRequest(answers: Answers, today: string): {
  request: CheckRequest;
  sources: { r: number; s: number; approximate: boolean }[];
} {
  const convictions: Entry[] = [];
  const sources: { r: number; s: number; approximate: boolean }[] = [];
  answers.records.forEach((record, r) => {
    const typed = readDate(record.date);
    if ("error" in typed || !record.type || !record.age) return;
    // A month without a day counts as its last day (the later date is the safer one), but never later than today.
    const read = typed.date > today ? { ...typed, date: today } : typed;
    const age = record.age;
    if (record.type !== "conviction") {
      const entry: Entry = { kind: record.type, date: read.date, age_at_conviction: age };
      let approximate = read.approximate;
      if (record.type === "conditional_caution" && record.conditionsEnd === "date") {
        const end = readDate(record.conditionsEndDate);
        if (!("error" in end)) {
          entry.end_date = end.date;
          approximate ||= end.approximate;
        }
      }
      convictions.push(entry);
      sources.push({ r, s: 0, approximate });
      return;
    }
    record.sentences.forEach((sentence, s) => {
      if (!sentence.kind) return;
      const entry: Entry = { kind: sentence.kind === "excluded" ? "custody" : sentence.kind, date: read.date, age_at_conviction: age, hearing: `conviction-${r + 1}` };
      let approximate = read.approximate || sentence.approximate;
      if (sentence.kind === "excluded") entry.excluded_sentence = true;
      const withLength = () => {
        if (!sentence.lengthUnit || !sentence.lengthValue) return;
        const months = lengthInMonths(sentence.lengthValue, sentence.lengthUnit);
        entry.length_months = months;
        // Days and weeks end on an exact day; the rules then count calendar months from there.
        if (sentence.lengthUnit === "days" || sentence.lengthUnit === "weeks") {
          const days = Math.round(Number(sentence.lengthValue) * (sentence.lengthUnit === "weeks" ? 7 : 1));
          entry.end_date = addDays(read.date, days);
        }
      };
      const needs = sentence.kind === "excluded" ? "nothing" : needsOf(sentence.kind);
      if (needs === "length") {
        withLength();
        if (sentence.kind === "custody" && (entry.length_months ?? 0) > 48) entry.schedule18_offence = sentence.schedule18 === "yes";
      } else if (needs === "length-or-end") {
        if (sentence.end === "length") withLength();
        else if (sentence.end === "until-further-order") entry.until_further_order = true;
        else if (sentence.end === "date") {
          const end = readDate(sentence.endDate);
          if (!("error" in end)) {
            entry.end_date = end.date;
            approximate ||= end.approximate;
          }
        }
      } else if (needs === "end-date") {
        const end = readDate(sentence.endDate);
        if (!("error" in end)) {
          entry.end_date = end.date;
          approximate ||= end.approximate;
        }
      }
      convictions.push(entry);
      sources.push({ r, s, approximate });
    });
  });
  return { request: { reference_date: today, age_at_conviction: "adult", convictions }, sources };
}

export type WizardResults = {
  results: EntryResult[];
  sources: { r: number; s: number; approximate: boolean }[];
  /** Problems the rules found in answers the questions let through (should not happen): shown instead of results. */
  problems: string[];
};

/** The results for the answers so far, with the person's answers to the specified-offence question. */
export function resultsFor(answers: Answers, today: string): WizardResults {
  const { request, sources } = toRequest(answers, today);
  if (request.convictions.length === 0) return { results: [], sources, problems: [] };
  const parsed = parseCheckRequest(request, today);
  if (!parsed.ok) return { results: [], sources, problems: Object.values(parsed.errors).flat() };
  const specifiedOffence = sources.map(({ r }) => {
    const answer = answers.records[r]?.specified;
    return answer === "yes" ? true : answer === "no" ? false : undefined;
  });
  return { results: checkDisclosure(parsed.request, { specifiedOffence }), sources, problems: [] };
}

/** Records whose standard and enhanced answer turns on whether the offence is a specified one. */
export function recordsAskingSpecified(answers: Answers, today: string): number[] {
  const withoutAnswers: Answers = { ...answers, records: answers.records.map((record) => ({ ...record, specified: "" })) };
  const { results, sources } = resultsFor(withoutAnswers, today);
  const asking = new Set<number>();
  results.forEach((result, index) => {
    if (result.filtering.asksSpecifiedOffence) asking.add(sources[index]!.r);
  });
  return [...asking].sort((a, b) => a - b);
}

export type Advance = { state: WizardState; errors?: undefined } | { state: WizardState; errors: StepErrors };

/**
 * Applies what was posted for the current question. `intent` is "next" (the Continue button), "back", "restart",
 * "remove:<record>" on the check-answers page.
 */
export function advance(state: WizardState, form: Fields, intent: string, today: string): Advance {
  const { answers, step: current, history } = state;
  if (intent === "restart") return { state: initialState() };
  if (intent === "back") {
    const previous = history.at(-1);
    return { state: previous ? { answers, step: previous, history: history.slice(0, -1) } : state };
  }
  if (intent.startsWith("remove:")) {
    const r = Number(intent.slice("remove:".length));
    if (current.q !== "check-answers" || !Number.isInteger(r) || !answers.records[r]) return { state };
    const records = answers.records.filter((_record, index) => index !== r);
    const next: Answers = { ...answers, records };
    // Earlier steps may name records that are gone: going back starts from the list.
    if (records.length === 0) return { state: { answers: next, step: step("record-type", 0), history: [step("jurisdiction")] } };
    return { state: { answers: next, step: current, history: [step("jurisdiction")] } };
  }
  if (intent === "add-record" && current.q === "check-answers") {
    if (answers.records.length >= MAX_RECORDS) return { state, errors: { _form: wizardMessages.tooManyRecords } };
    return go(state, answers, step("record-type", answers.records.length));
  }

  const errors: StepErrors = {};
  const { r, s } = current;
  const record = answers.records[r] ?? emptyRecord();
  let next: Answers = answers;
  let target: Step;

  switch (current.q) {
    case "jurisdiction": {
      const value = form("jurisdiction");
      if (value !== "england_wales" && value !== "scotland" && value !== "northern_ireland") {
        errors.jurisdiction = wizardMessages.jurisdiction;
        break;
      }
      next = { ...answers, jurisdiction: value };
      target = value === "england_wales" ? step("record-type", 0) : step("other-country");
      break;
    }
    case "record-type": {
      const value = form("type");
      if (value !== "simple_caution" && value !== "conditional_caution" && value !== "conviction") {
        errors.type = wizardMessages.type;
        break;
      }
      next = patchRecord(answers, r, { type: value });
      target = step("age", r);
      break;
    }
    case "age": {
      const value = form("age");
      if (value !== "adult" && value !== "under18") {
        errors.age = wizardMessages.age;
        break;
      }
      next = patchRecord(answers, r, { age: value });
      target = step("date", r);
      break;
    }
    case "date": {
      const date = readDateField(form);
      checkPastDate(date, today, errors);
      next = patchRecord(answers, r, { date });
      if (Object.keys(errors).length > 0) break;
      if (record.type === "conditional_caution") target = step("conditions-end", r);
      else if (record.type === "conviction") target = step("sentence-kind", r, 0);
      else target = step("another-record");
      break;
    }
    case "conditions-end": {
      const value = form("conditionsEnd");
      const date = readDateField(form);
      if (value !== "date" && value !== "unknown") errors.conditionsEnd = wizardMessages.conditionsEnd;
      else if (value === "date") checkLaterDate(date, record.date, errors);
      next = patchRecord(answers, r, { conditionsEnd: value === "date" || value === "unknown" ? value : "", conditionsEndDate: date });
      target = step("another-record");
      break;
    }
    case "sentence-kind": {
      const value = form("kind");
      if (!value || (value !== "excluded" && !(kinds as readonly string[]).includes(value)) || value.endsWith("caution")) {
        errors.kind = wizardMessages.kind;
        break;
      }
      const kind = value as SentenceAnswers["kind"];
      next = patchSentence(answers, r, s, { kind });
      if (kind === "excluded") target = afterSentence(r, s);
      else {
        const needs = needsOf(kind as Kind);
        target =
          needs === "length" ? step("sentence-length", r, s) : needs === "length-or-end" ? step("order-end", r, s) : needs === "end-date" ? step("paid-date", r, s) : afterSentence(r, s);
      }
      break;
    }
    case "sentence-length": {
      const lengthValue = (form("lengthValue") ?? "").trim();
      const lengthUnit = form("lengthUnit") ?? "";
      checkLength(lengthValue, lengthUnit, errors);
      const sentence = record.sentences[s] ?? emptySentence();
      if (!errors.lengthValue && !errors.lengthUnit && sentence.kind !== "custody" && lengthInMonths(lengthValue, lengthUnit as LengthUnit) > TWO_YEAR_LIMIT_MONTHS) {
        errors.lengthValue = wizardMessages.lengthTooLong;
      }
      next = patchSentence(answers, r, s, {
        lengthValue,
        lengthUnit: lengthUnits.includes(lengthUnit as LengthUnit) ? (lengthUnit as LengthUnit) : "",
        approximate: form("approximate") === "yes",
      });
      target = nextAfterDetails(next, r, s);
      break;
    }
    case "order-end": {
      const sentence = record.sentences[s] ?? emptySentence();
      const value = form("end");
      const allowed: OrderEnd[] = ["date", "length", "none", ...(sentence.kind && sentence.kind !== "excluded" && isProhibitive(sentence.kind) ? (["until-further-order"] as const) : [])];
      const endDate = readDateField(form);
      const lengthValue = (form("lengthValue") ?? "").trim();
      const lengthUnit = form("lengthUnit") ?? "";
      if (!allowed.includes(value as OrderEnd)) errors.end = wizardMessages.end;
      else if (value === "date") checkLaterDate(endDate, record.date, errors);
      else if (value === "length") checkLength(lengthValue, lengthUnit, errors);
      next = patchSentence(answers, r, s, {
        end: allowed.includes(value as OrderEnd) ? (value as OrderEnd) : "",
        endDate,
        lengthValue,
        lengthUnit: lengthUnits.includes(lengthUnit as LengthUnit) ? (lengthUnit as LengthUnit) : "",
        approximate: form("approximate") === "yes",
      });
      target = afterSentence(r, s);
      break;
    }
    case "paid-date": {
      const endDate = readDateField(form);
      checkLaterDate(endDate, record.date, errors);
      next = patchSentence(answers, r, s, { endDate, approximate: form("approximate") === "yes" });
      target = afterSentence(r, s);
      break;
    }
    case "schedule18": {
      const value = yesNo(form("schedule18"));
      if (!value) {
        errors.schedule18 = wizardMessages.schedule18;
        break;
      }
      next = patchSentence(answers, r, s, { schedule18: value });
      target = afterSentence(r, s);
      break;
    }
    case "another-sentence": {
      const value = yesNo(form("another"));
      if (!value) {
        errors.another = wizardMessages.another;
        break;
      }
      if (value === "yes" && s + 1 >= MAX_SENTENCES) {
        errors.another = wizardMessages.tooManySentences;
        break;
      }
      // Answering "no" drops any sentences left over from an earlier, longer answer.
      if (value === "no") next = patchRecord(answers, r, { sentences: record.sentences.slice(0, s + 1) });
      target = value === "yes" ? step("sentence-kind", r, s + 1) : step("another-record");
      break;
    }
    case "another-record": {
      const value = yesNo(form("another"));
      if (!value) {
        errors.another = wizardMessages.another;
        break;
      }
      if (value === "yes" && answers.records.length >= MAX_RECORDS) {
        errors.another = wizardMessages.tooManyRecords;
        break;
      }
      target = value === "yes" ? step("record-type", answers.records.length) : step("check-answers");
      break;
    }
    case "check-answers": {
      const asking = recordsAskingSpecified(answers, today);
      target = asking.length > 0 ? step("specified", asking[0]!) : step("results");
      break;
    }
    case "specified": {
      const value = form("specified");
      if (value !== "yes" && value !== "no" && value !== "not-sure") {
        errors.specified = wizardMessages.specified;
        break;
      }
      next = patchRecord(answers, r, { specified: value });
      const later = recordsAskingSpecified(next, today).filter((index) => index > r);
      target = later.length > 0 ? step("specified", later[0]!) : step("results");
      break;
    }
    case "other-country":
    case "results":
      return { state };
  }
  if (Object.keys(errors).length > 0) return { state: { ...state, answers: next }, errors };
  return go(state, next, target!);
}

function go(state: WizardState, answers: Answers, target: Step): Advance {
  return { state: { answers, step: target, history: [...state.history, state.step].slice(-400) } };
}

// --- Words the pages share -----------------------------------------------------------------------------------------

/** "Conviction 2" or "Caution 1": how the pages name a record, numbering cautions and convictions apart. */
export function recordName(answers: Answers, r: number): string {
  const record = answers.records[r];
  const isConviction = record?.type === "conviction";
  const number = answers.records.slice(0, r + 1).filter((item) => (item.type === "conviction") === isConviction).length;
  return `${isConviction ? "Conviction" : "Caution"} ${number || 1}`;
}

export function describeDate(parts: DateParts): string {
  const read = readDate(parts);
  if ("error" in read) return "";
  if (read.approximate) return `${formatCalendarDate(read.date).split(" ").slice(1).join(" ")} (day not given)`;
  return formatCalendarDate(read.date);
}

export function describeLength(value: string, unit: LengthUnit | ""): string {
  if (!value || !unit) return "";
  const singular = Number(value) === 1;
  return `${value} ${singular ? unit.slice(0, -1) : unit}`;
}

/** Whether a custody sentence is long enough for the Schedule 18 question to matter. */
export function asksSchedule18(sentence: SentenceAnswers): boolean {
  const months = custodyMonths(sentence);
  return sentence.kind === "custody" && months !== null && months > 48;
}
