import { daysInMonth } from "~/lib/dates";
import { type DateParts, type LengthUnit, MAX_RECORDS, MAX_SENTENCES, lengthInMonths, lengthUnits } from "./answers";
import { isIsoDate } from "./calendar";
import { EARLIEST_DATE } from "./schema";

/** How the checker reads what was typed on a page, and the messages it gives when something is missing or wrong. */

export const wizardMessages = {
  jurisdiction: "Select where you were cautioned or convicted",
  type: "Select what you were given",
  age: "Select how old you were",
  dateMissing: "Enter the year, and the month if you know it",
  monthMissing: "Enter the month, or leave the day empty too",
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
  paid: "Select yes if the compensation has been paid in full",
  consecutive: "Select whether this sentence was to run after another prison sentence",
  another: "Select yes or no",
  specified: "Select yes, no or not sure",
  tooManyRecords: `You can check up to ${MAX_RECORDS} cautions and convictions at a time`,
  tooManySentences: `You can add up to ${MAX_SENTENCES} sentences for one conviction`,
} as const;

export type Fields = (name: string) => string | null;
export type StepErrors = Partial<Record<string, string>>;

/** A date as read from three boxes: `yearOnly` when only the year was given. */
export type ReadDate = { date: string; approximate: boolean; yearOnly?: true };

/**
 * A date typed in three boxes. A missing day is allowed: the last day of the month is used. A year alone is allowed
 * too: the last day of the year is used. Either way the answer is marked approximate. The last day is the later
 * date, which is the safer one for every date the checker asks (a later conviction or end date can only make a
 * spent date later); a day in the future is brought back to today where the answers become the rules' input.
 */
export function readDate(parts: DateParts): ReadDate | { error: string; field: "day" | "month" | "year" } {
  const day = parts.day.trim();
  const month = parts.month.trim();
  const year = parts.year.trim();
  if (!year) return { error: wizardMessages.dateMissing, field: "year" };
  if (!/^\d{4}$/.test(year)) return { error: wizardMessages.yearFormat, field: "year" };
  if (!month) {
    if (day) return { error: wizardMessages.monthMissing, field: "month" };
    return { date: `${year}-12-31`, approximate: true, yearOnly: true };
  }
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

export function readDateField(form: Fields, prefix = ""): DateParts {
  return { day: form(`${prefix}day`) ?? "", month: form(`${prefix}month`) ?? "", year: form(`${prefix}year`) ?? "" };
}

/** Checks a date that must not be in the future; errors land on the box at fault. */
export function checkPastDate(parts: DateParts, today: string, errors: StepErrors, prefix = "") {
  const read = readDate(parts);
  if ("error" in read) {
    errors[`${prefix}${read.field}`] = read.error;
    return;
  }
  if (read.date < EARLIEST_DATE) errors[`${prefix}year`] = wizardMessages.dateTooEarly;
  else if (read.yearOnly) {
    if (read.date.slice(0, 4) > today.slice(0, 4)) errors[`${prefix}year`] = wizardMessages.dateFuture;
  } else if (read.date > today && !read.approximate) errors[`${prefix}day`] = wizardMessages.dateFuture;
  else if (read.date.slice(0, 7) > today.slice(0, 7)) errors[`${prefix}month`] = wizardMessages.dateFuture;
}

export function checkLaterDate(parts: DateParts, start: DateParts, errors: StepErrors, prefix = "") {
  const read = readDate(parts);
  if ("error" in read) {
    errors[`${prefix}${read.field}`] = read.error;
    return;
  }
  const from = readDate(start);
  if (!("error" in from) && read.date < firstDay(start, from)) errors[`${prefix}day`] = wizardMessages.endBeforeStart;
  else if (read.date > "2199-12-31") errors[`${prefix}year`] = wizardMessages.dateReal;
}

/** The earliest the start could be: an approximate start could be any day of its month (no day) or year (a year alone). */
function firstDay(parts: DateParts, read: ReadDate): string {
  if (read.yearOnly) return `${read.date.slice(0, 4)}-01-01`;
  return read.approximate ? `${read.date.slice(0, 8)}01` : read.date;
}

export function checkLength(value: string, unit: string, errors: StepErrors) {
  const n = Number(value.trim());
  if (!value.trim() || !Number.isFinite(n) || n <= 0) errors.lengthValue = wizardMessages.lengthValue;
  if (!lengthUnits.includes(unit as LengthUnit)) errors.lengthUnit = wizardMessages.lengthUnit;
  else if (!errors.lengthValue && lengthInMonths(value.trim(), unit as LengthUnit) > 1200) errors.lengthValue = wizardMessages.lengthRange;
}
