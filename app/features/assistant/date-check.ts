import { rehabilitationLaw } from "~/features/resources/rehabilitation-periods";
import { formatCalendarDate } from "~/lib/dates";
import { monthNames } from "./read-dates";

/**
 * The check every model-written answer passes before anyone sees it: it may state no date the checker did not
 * work out (or the person did not give), and it may not tell anyone they must disclose without saying that this
 * is while the conviction is unspent. Pure.
 */

const DAY_MONTH_YEAR = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)? (${monthNames.join("|")}),? (\\d{4})\\b`, "gi");
const NUMERIC = /\b(\d{4})-(\d{2})-(\d{2})\b|\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g;

/** Every full date written in a text, as YYYY-MM-DD. */
export function datesIn(text: string): string[] {
  const found: string[] = [];
  const pad = (n: number | string) => String(n).padStart(2, "0");
  for (const m of text.matchAll(DAY_MONTH_YEAR)) found.push(`${m[3]}-${pad(monthNames.indexOf(m[2]!.toLowerCase()) + 1)}-${pad(m[1]!)}`);
  for (const m of text.matchAll(NUMERIC)) found.push(m[1] ? `${m[1]}-${m[2]}-${m[3]}` : `${m[6]}-${pad(m[5]!)}-${pad(m[4]!)}`);
  return found;
}

const bareMustTell = /(?<!\b(not|never|no|n't|n’t) )\b(must|have to|need to|required to|obliged to) (tell|disclose|declare|reveal)\b/i;
const spentWords = /\b(unspent|not spent|never spent|specified offence|until it is spent|until (it|they) (is|are|become) spent|before it is spent|if it is not spent)\b/i;

export type DateCheck = { ok: true } | { ok: false; reason: "date" | "must-tell"; dates?: string[] };

/** Whether a written answer keeps to the checker: `allowed` are the dates it worked out and the dates in the question. */
export function checkWrittenAnswer(text: string, allowed: readonly string[]): DateCheck {
  // The day the law we follow came into force may always be named.
  const allowedSet = new Set([...allowed, rehabilitationLaw.inForceFromIso]);
  const stray = datesIn(text).filter((date) => !allowedSet.has(date));
  if (stray.length > 0) return { ok: false, reason: "date", dates: stray };
  if (bareMustTell.test(text) && !spentWords.test(text)) return { ok: false, reason: "must-tell" };
  return { ok: true };
}

/** The checker's dates as a person reads them, for the model's instructions. */
export const spokenDates = (dates: readonly string[]) => dates.map(formatCalendarDate);
