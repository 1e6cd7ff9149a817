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

export type DateErrors = { startDate?: string; endDate?: string };

export const dateMessages = {
  format: "Enter the month and year as YYYY-MM, for example 2023-04.",
  endBeforeStart: "The end date cannot be before the start date.",
} as const;

/** Problems with a job's dates, keyed by the field they belong next to. Empty dates are allowed. */
export function validateExperienceDates(experience: Pick<Experience, "startDate" | "endDate" | "current">): DateErrors {
  const errors: DateErrors = {};
  const { startDate, endDate } = experience;
  if (startDate && !isMonthValue(startDate)) errors.startDate = dateMessages.format;
  if (!experience.current && endDate) {
    if (!isMonthValue(endDate)) errors.endDate = dateMessages.format;
    // YYYY-MM strings sort in date order.
    else if (isMonthValue(startDate) && endDate < startDate) errors.endDate = dateMessages.endBeforeStart;
  }
  return errors;
}

/** A year for a qualification: four digits, or empty. */
export function validateYear(year: string): string | undefined {
  if (!year.trim()) return undefined;
  return /^\d{4}$/.test(year.trim()) ? undefined : "Enter the year as four numbers, for example 2022.";
}
