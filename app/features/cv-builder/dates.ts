import type { Experience } from "./draft";

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonthValue(value: string): boolean {
  return MONTH.test(value);
}

const monthFormat = new Intl.DateTimeFormat("en-GB", { month: "short", year: "numeric", timeZone: "UTC" });

/** "2023-04" becomes "Apr 2023" (en-GB short month and year). Anything that is not a month value gives "". */
export function formatMonth(value: string): string {
  const match = MONTH.exec(value);
  if (!match) return "";
  return monthFormat.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
}

/** The dates line of a job: "Apr 2023 – Jan 2024", "Apr 2023 – Present", or whatever part is known. */
export function formatDateRange(experience: Pick<Experience, "startDate" | "endDate" | "current">): string {
  const start = formatMonth(experience.startDate);
  const end = experience.current ? "Present" : formatMonth(experience.endDate);
  if (start && end) return `${start} – ${end}`;
  return start || end;
}

/**
 * Month and year are typed into two plain boxes (the GOV.UK date pattern). The draft still stores one string: "YYYY-MM"
 * once both parts make a real month, so the CV, the downloads and JSON Resume only ever see real dates. Until then it
 * stores what was typed, as "<year>-<month>", so nothing typed is lost when the person moves between steps.
 */
export type MonthYear = { month: string; year: string };
export type DatePart = keyof MonthYear;
/** A problem with one date, and which of its two boxes to mark. */
export type DateProblem = { message: string; parts: DatePart[] };
export type DateErrors = { startDate?: DateProblem; endDate?: DateProblem };

/** The earliest year a job can start or end in; the latest is next year (a job about to start). */
export const EARLIEST_YEAR = 1940;

const monthNames = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/** 1 to 12 from "4", "04", "April" or "apr"; null for anything else. */
export function parseMonth(input: string): number | null {
  const typed = input.trim().toLowerCase();
  if (/^\d{1,2}$/.test(typed)) {
    const month = Number(typed);
    return month >= 1 && month <= 12 ? month : null;
  }
  if (typed.length < 3) return null;
  const index = monthNames.findIndex((name) => name.startsWith(typed.replace(/\.$/, "")));
  return index === -1 ? null : index + 1;
}

/** A four-figure year in the range a job can have, or null. */
export function parseYear(input: string, now: Date): number | null {
  const typed = input.trim();
  if (!/^\d{4}$/.test(typed)) return null;
  const year = Number(typed);
  return year >= EARLIEST_YEAR && year <= now.getUTCFullYear() + 1 ? year : null;
}

/** The stored value for what is in the two boxes: "YYYY-MM" for a real month, "" for nothing, else what was typed. */
export function joinMonthYear({ month, year }: MonthYear, now = new Date()): string {
  const typedMonth = month.trim();
  const typedYear = year.trim();
  if (!typedMonth && !typedYear) return "";
  const monthNumber = parseMonth(typedMonth);
  const yearNumber = parseYear(typedYear, now);
  if (monthNumber !== null && yearNumber !== null) return `${yearNumber}-${String(monthNumber).padStart(2, "0")}`;
  return `${typedYear}-${typedMonth}`;
}

/** The two boxes for a stored value: "2023-04" gives month "04" and year "2023"; typed values come back as typed. */
export function splitMonthValue(value: string): MonthYear {
  if (!value) return { month: "", year: "" };
  const dash = value.indexOf("-");
  if (dash === -1) return { month: "", year: value };
  return { year: value.slice(0, dash), month: value.slice(dash + 1) };
}

/** What is wrong with one date's two boxes, if anything. Both empty is fine: dates are optional. */
export function checkMonthYear(parts: MonthYear, name: "start date" | "end date", now = new Date()): DateProblem | undefined {
  const month = parts.month.trim();
  const year = parts.year.trim();
  if (!month && !year) return undefined;
  if (!month) return { message: `The ${name} must include a month.`, parts: ["month"] };
  if (!year) return { message: `The ${name} must include a year.`, parts: ["year"] };
  const monthOk = parseMonth(month) !== null;
  const yearFormatOk = /^\d{4}$/.test(year);
  const yearOk = parseYear(year, now) !== null;
  if (!monthOk && !yearOk) {
    return { message: `Enter a real ${name}: a month from 1 to 12 and a year with 4 numbers, for example 4 and 2023.`, parts: ["month", "year"] };
  }
  if (!monthOk) return { message: `Enter the month of the ${name} as a number from 1 to 12, for example 4 for April.`, parts: ["month"] };
  if (!yearFormatOk) return { message: `Enter the year of the ${name} with 4 numbers, for example 2023.`, parts: ["year"] };
  if (!yearOk) {
    return { message: `The year of the ${name} must be between ${EARLIEST_YEAR} and ${now.getUTCFullYear() + 1}.`, parts: ["year"] };
  }
  return undefined;
}

export const dateMessages = {
  endBeforeStart: "The end date cannot be before the start date.",
} as const;

/** Problems with a job's dates, keyed by the date they belong to. Empty dates are allowed. */
export function validateExperienceDates(experience: Pick<Experience, "startDate" | "endDate" | "current">, now = new Date()): DateErrors {
  const errors: DateErrors = {};
  const { startDate, endDate } = experience;
  const startProblem = checkMonthYear(splitMonthValue(startDate), "start date", now);
  if (startProblem) errors.startDate = startProblem;
  if (!experience.current && endDate) {
    const endProblem = checkMonthYear(splitMonthValue(endDate), "end date", now);
    if (endProblem) errors.endDate = endProblem;
    // YYYY-MM strings sort in date order.
    else if (isMonthValue(startDate) && isMonthValue(endDate) && endDate < startDate) {
      errors.endDate = { message: dateMessages.endBeforeStart, parts: ["month", "year"] };
    }
  }
  return errors;
}

/** A year for a qualification: four digits, or empty. */
export function validateYear(year: string): string | undefined {
  if (!year.trim()) return undefined;
  return /^\d{4}$/.test(year.trim()) ? undefined : "Enter the year as four numbers, for example 2022.";
}
