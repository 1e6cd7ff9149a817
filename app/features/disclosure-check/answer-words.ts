import { formatCalendarDate } from "~/lib/dates";
import { readDate } from "./answer-checks";
import type { Answers, DateParts, LengthUnit } from "./answers";

/** Words the pages (and the results PDF) use to name the person's answers back to them. */

/** "Conviction 2", "Caution 1" or "Penalty notice 1": how the pages name a record, numbering each sort apart. */
export function recordName(answers: Answers, r: number): string {
  const sortOf = (type: string | undefined) => (type === "conviction" ? "Conviction" : type === "fixed_penalty" ? "Penalty notice" : "Caution");
  const sort = sortOf(answers.records[r]?.type);
  const number = answers.records.slice(0, r + 1).filter((item) => sortOf(item.type) === sort).length;
  return `${sort} ${number || 1}`;
}

export function describeDate(parts: DateParts): string {
  const read = readDate(parts);
  if ("error" in read) return "";
  if (read.yearOnly) return `${read.date.slice(0, 4)} (day and month not given)`;
  if (read.approximate) return `${formatCalendarDate(read.date).split(" ").slice(1).join(" ")} (day not given)`;
  return formatCalendarDate(read.date);
}

export function describeLength(value: string, unit: LengthUnit | ""): string {
  if (!value || !unit) return "";
  const singular = Number(value) === 1;
  return `${value} ${singular ? unit.slice(0, -1) : unit}`;
}
