import { addDays, addMonths, daysInMonth } from "~/lib/dates";

/**
 * The dates a question gives ("in 2021", "last March", "3 March 2022", "12/04/2019", "two years ago"), each as the
 * span of days it could mean, worked out from today (injected, so answers can be tested on any day). Pure.
 */

export type DateSpan = {
  /** Earliest and latest day the words can mean, never after today. */
  from: string;
  to: string;
  /** What the question said, for the answer: "in 2021", "in March 2026". */
  said: string;
  /** Where the words were, as a character offset in the normalised question. */
  at: number;
  end: number;
};

export const monthNames = [
  "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december",
];
const MONTH = monthNames.join("|");

const iso = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
const titleMonth = (month: number) => monthNames[month - 1]!.replace(/^./, (c) => c.toUpperCase());

function span(from: string, to: string, today: string, said: string, at: number, end: number): DateSpan | null {
  if (from > today) return null;
  return { from, to: to > today ? today : to, said, at, end };
}

function monthSpan(year: number, month: number, today: string, said: string, at: number, end: number) {
  return span(iso(year, month, 1), iso(year, month, daysInMonth(year, month)), today, said, at, end);
}

/** The most recent year in which a month (1 to 12) had begun by today, before the current month when `strictly`. */
function recentYearOf(month: number, today: string, strictly: boolean): number {
  const [year, current] = today.split("-").map(Number) as [number, number];
  return month < current || (!strictly && month === current) ? year : year - 1;
}

type Reader = { pattern: RegExp; read(match: RegExpExecArray, today: string): DateSpan | null };

const readers: Reader[] = [
  {
    // 12/04/2019, 12-04-2019, 12.04.19
    pattern: /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})\b/g,
    read: (m, today) => {
      const day = Number(m[1]);
      const month = Number(m[2]);
      let year = Number(m[3]);
      if (year < 100) year += year + 2000 > Number(today.slice(0, 4)) ? 1900 : 2000;
      if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
      const date = iso(year, month, day);
      return span(date, date, today, `on ${day} ${titleMonth(month)} ${year}`, m.index, m.index + m[0].length);
    },
  },
  {
    // 3 march 2022, 3 of march, march 3 2022
    pattern: new RegExp(`\\b(?:(\\d{1,2}) (?:of )?(${MONTH})|(${MONTH}) (\\d{1,2}))(?! \\d{1,2}\\b)(?: (\\d{4}))?\\b`, "g"),
    read: (m, today) => {
      const day = Number(m[1] ?? m[4]);
      const month = monthNames.indexOf(m[2] ?? m[3]!) + 1;
      const year = m[5] ? Number(m[5]) : recentYearOf(month, today, false);
      if (day < 1 || day > daysInMonth(year, month)) return null;
      const date = iso(year, month, day);
      return span(date, date, today, `on ${day} ${titleMonth(month)} ${year}`, m.index, m.index + m[0].length);
    },
  },
  {
    // march 2022, march of 2022, march last year, march this year
    pattern: new RegExp(`\\b(${MONTH}) (?:of )?(\\d{4}|last year|this year)\\b`, "g"),
    read: (m, today) => {
      const month = monthNames.indexOf(m[1]!) + 1;
      const thisYear = Number(today.slice(0, 4));
      const year = m[2] === "last year" ? thisYear - 1 : m[2] === "this year" ? thisYear : Number(m[2]);
      return monthSpan(year, month, today, `in ${titleMonth(month)} ${year}`, m.index, m.index + m[0].length);
    },
  },
  {
    // last march; in march (the most recent one)
    pattern: new RegExp(`\\b(last|this|in) (${MONTH})\\b`, "g"),
    read: (m, today) => {
      const month = monthNames.indexOf(m[2]!) + 1;
      // "may" alone is rarely the month: only "last may" is read as one.
      if (month === 5 && m[1] !== "last") return null;
      const year = recentYearOf(month, today, m[1] === "last");
      return monthSpan(year, month, today, `in ${titleMonth(month)} ${year}`, m.index, m.index + m[0].length);
    },
  },
  {
    // two years ago, 18 months ago, a year ago
    pattern: /\b(\d+|a|an) (year|month|week)s? ago\b/g,
    read: (m, today) => {
      const n = m[1] === "a" || m[1] === "an" ? 1 : Number(m[1]);
      const months = m[2] === "year" ? n * 12 : m[2] === "month" ? n : 0;
      const centre = m[2] === "week" ? today : addMonths(today, -months);
      // "Two years ago" is rarely to the day: six months either side (a month for months, the week itself for weeks).
      const slack = m[2] === "year" ? 6 : m[2] === "month" ? 1 : 0;
      const from = m[2] === "week" ? addDays(today, -7 * n - 3) : addMonths(centre, -slack);
      const to = m[2] === "week" ? addDays(today, -7 * n + 3) : addMonths(centre, slack);
      return span(from, to, today, `${m[0]}`, m.index, m.index + m[0].length);
    },
  },
  {
    pattern: /\b(last|this) year\b/g,
    read: (m, today) => {
      const year = Number(today.slice(0, 4)) - (m[1] === "last" ? 1 : 0);
      return span(iso(year, 1, 1), iso(year, 12, 31), today, `in ${year}`, m.index, m.index + m[0].length);
    },
  },
  {
    pattern: /\b(yesterday|today|last week|this week)\b/g,
    read: (m, today) => {
      const back = m[1] === "yesterday" ? 1 : m[1] === "today" ? 0 : m[1] === "last week" ? 7 : 3;
      const date = addDays(today, -back);
      const from = m[1]!.endsWith("week") ? addDays(date, -3) : date;
      return span(from, date, today, m[1]!, m.index, m.index + m[0].length);
    },
  },
  {
    // A year on its own, from 1950 to this year: "in 2021", "2019".
    pattern: /\b(19[5-9]\d|20\d\d)\b/g,
    read: (m, today) => {
      const year = Number(m[1]);
      return span(iso(year, 1, 1), iso(year, 12, 31), today, `in ${year}`, m.index, m.index + m[0].length);
    },
  },
];

/** Every date in the question, in order, each part of the text read once (the most exact reading first). */
export function readDates(text: string, today: string): DateSpan[] {
  const taken: DateSpan[] = [];
  for (const reader of readers) {
    reader.pattern.lastIndex = 0;
    for (let m = reader.pattern.exec(text); m; m = reader.pattern.exec(text)) {
      if (taken.some((t) => m!.index < t.end && m!.index + m[0].length > t.at)) continue;
      const found = reader.read(m, today);
      if (found) taken.push(found);
    }
  }
  return taken.sort((a, b) => a.at - b.at);
}
