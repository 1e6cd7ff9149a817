import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  calendarDaysBetween,
  checkMonthYear,
  dateMessages,
  formatDate,
  formatDateTime,
  formatMonthRange,
  formatMonthYear,
  formatRelativeDay,
  formatUkTime,
  formatWait,
  joinMonthYear,
  addDays,
  addMonths,
  daysInMonth,
  formatCalendarDate,
  formatCalendarMonth,
  formatCalendarWeekday,
  formatTime,
  formatWeekdayDate,
  isCalendarDate,
  londonDate,
  londonEndOfDay,
  londonMidnight,
  londonToday,
  monthYearSchema,
  monthsBeforeUtc,
  parseMonth,
  parseYear,
  splitMonthValue,
  startOfLondonDay,
  validateMonthRange,
  validateYear,
  wholeDaysBetween,
} from "./dates";

describe("formatRelativeDay", () => {
  const now = new Date("2026-03-10T15:00:00Z");

  it("says today and yesterday in UK time", () => {
    expect(formatRelativeDay(new Date("2026-03-10T09:05:00Z"), now)).toBe("Today at 09:05");
    expect(formatRelativeDay(new Date("2026-03-09T23:59:00Z"), now)).toBe("Yesterday at 23:59");
  });

  it("gives the full date for anything older", () => {
    expect(formatRelativeDay(new Date("2026-03-03T18:00:00Z"), now)).toBe("3 March 2026 at 18:00");
  });

  it("uses British Summer Time when it applies", () => {
    const summer = new Date("2026-07-01T12:00:00Z");
    // 23:30 UTC on 30 June is 00:30 on 1 July in London.
    expect(formatRelativeDay(new Date("2026-06-30T23:30:00Z"), summer)).toBe("Today at 00:30");
  });

  it("counts calendar days on the day the clocks go back (25 October 2026 has 25 hours)", () => {
    const lateOnTheLongDay = new Date("2026-10-25T23:30:00Z"); // 23:30 GMT
    // 24 hours earlier is still 25 October (00:30 BST), so "yesterday" cannot be "24 hours ago".
    expect(formatRelativeDay(new Date("2026-10-24T20:00:00Z"), lateOnTheLongDay)).toBe("Yesterday at 21:00");
    expect(formatRelativeDay(new Date("2026-10-24T23:30:00Z"), lateOnTheLongDay)).toBe("Today at 00:30");
  });

  it("counts calendar days on the day the clocks go forward (29 March 2026 has 23 hours)", () => {
    const earlyNextDay = new Date("2026-03-30T00:30:00Z"); // 01:30 BST on 30 March
    expect(formatRelativeDay(new Date("2026-03-29T00:30:00Z"), earlyNextDay)).toBe("Yesterday at 00:30");
    expect(formatRelativeDay(new Date("2026-03-28T23:30:00Z"), earlyNextDay)).toBe("28 March 2026 at 23:30");
  });
});

describe("formatWait", () => {
  it.each([
    [1, "1 second"],
    [45, "45 seconds"],
    [60, "1 minute"],
    [61, "2 minutes"],
    [900, "15 minutes"],
    [3600, "1 hour"],
    [5400, "2 hours"],
  ])("%i seconds reads %s", (seconds, text) => {
    expect(formatWait(seconds)).toBe(text);
  });
});

describe("formatting dates", () => {
  it("gives the day as people in the UK write it, long or short", () => {
    expect(formatDate(new Date("2026-03-03T18:00:00Z"))).toBe("3 March 2026");
    expect(formatDate("2026-03-03T18:00:00Z", "short")).toBe("3 Mar 2026");
  });
  it("gives the UK day, not the UTC one, in summer", () => {
    expect(formatDate("2026-06-30T23:30:00Z")).toBe("1 July 2026");
  });
  it("gives a moment with its UK time", () => {
    expect(formatDateTime("2026-03-03T18:05:00Z")).toBe("3 Mar 2026, 18:05");
    expect(formatDateTime("2026-07-03T18:05:00Z")).toBe("3 Jul 2026, 19:05");
    expect(formatUkTime(new Date("2026-07-03T18:05:00Z"))).toBe("3 July 2026 at 19:05 (UK time)");
  });
  it("gives a near day with its weekday, and a time on its own", () => {
    expect(formatWeekdayDate("2026-06-10T10:00:00Z")).toBe("Wed 10 Jun 2026");
    expect(formatTime("2026-06-10T10:00:00Z")).toBe("11:00");
    expect(formatTime("2026-01-10T10:00:00Z")).toBe("10:00");
  });

  it("changes the hour on the right side of each clock change", () => {
    expect(formatDateTime("2026-03-29T00:59:00Z")).toBe("29 Mar 2026, 00:59");
    expect(formatDateTime("2026-03-29T01:00:00Z")).toBe("29 Mar 2026, 02:00");
    expect(formatDateTime("2026-10-25T00:59:00Z")).toBe("25 Oct 2026, 01:59");
    expect(formatDateTime("2026-10-25T01:00:00Z")).toBe("25 Oct 2026, 01:00");
  });
});

describe("UK days", () => {
  it("ends a day at 23:59:59 London time with the offset in force then", () => {
    expect(londonEndOfDay("2027-01-15")).toBe("2027-01-15T23:59:59+00:00");
    expect(londonEndOfDay("2027-07-01")).toBe("2027-07-01T23:59:59+01:00");
    // The clocks go forward on 28 March 2027 and back on 31 October 2027: each day ends in its own offset.
    expect(londonEndOfDay("2027-03-28")).toBe("2027-03-28T23:59:59+01:00");
    expect(londonEndOfDay("2027-10-31")).toBe("2027-10-31T23:59:59+00:00");
    expect(new Date(londonEndOfDay("2027-07-01")).toISOString()).toBe("2027-07-01T22:59:59.000Z");
  });
  it("starts a day at London midnight", () => {
    expect(startOfLondonDay("2026-01-15T12:00:00Z").toISOString()).toBe("2026-01-15T00:00:00.000Z");
    expect(startOfLondonDay("2026-07-01T12:00:00Z").toISOString()).toBe("2026-06-30T23:00:00.000Z");
    // 00:30 BST on 1 July is still 30 June in UTC.
    expect(startOfLondonDay("2026-06-30T23:30:00Z").toISOString()).toBe("2026-06-30T23:00:00.000Z");
  });
  it("starts the days the clocks change at the right instant", () => {
    // 29 March begins in GMT (the clocks go forward at 01:00 GMT); 25 October begins in BST.
    expect(startOfLondonDay("2026-03-29T22:00:00Z").toISOString()).toBe("2026-03-29T00:00:00.000Z");
    expect(startOfLondonDay("2026-03-30T12:00:00Z").toISOString()).toBe("2026-03-29T23:00:00.000Z");
    expect(startOfLondonDay("2026-10-25T23:30:00Z").toISOString()).toBe("2026-10-24T23:00:00.000Z");
    expect(startOfLondonDay("2026-10-26T12:00:00Z").toISOString()).toBe("2026-10-26T00:00:00.000Z");
  });
  it("gives midnight for a calendar day, and knows a day that does not exist", () => {
    expect(londonMidnight("2026-07-01").toISOString()).toBe("2026-06-30T23:00:00.000Z");
    expect(londonMidnight("2026-10-25").toISOString()).toBe("2026-10-24T23:00:00.000Z");
    expect(londonMidnight("2026-03-29").toISOString()).toBe("2026-03-29T00:00:00.000Z");
    expect(isCalendarDate("2026-02-28")).toBe(true);
    expect(isCalendarDate("2026-02-30")).toBe(false);
    expect(isCalendarDate("2026-2-3")).toBe(false);
  });

  it("gives the London date, which runs ahead of UTC in summer", () => {
    expect(londonDate(new Date("2026-07-01T23:30:00Z"))).toBe("2026-07-02");
    expect(londonDate(new Date("2026-01-01T23:30:00Z"))).toBe("2026-01-01");
  });

  it("finds midnight in London in winter and in summer", () => {
    expect(londonMidnight("2026-01-15").toISOString()).toBe("2026-01-15T00:00:00.000Z");
    expect(londonMidnight("2026-07-15").toISOString()).toBe("2026-07-14T23:00:00.000Z");
  });

  it("spans a day of 23 hours when the clocks go forward, and of 25 when they go back", () => {
    const spring = londonToday(new Date("2026-03-29T12:00:00Z"));
    expect(spring.date).toBe("2026-03-29");
    expect((spring.end.getTime() - spring.start.getTime()) / 3_600_000).toBe(23);
    const autumn = londonToday(new Date("2026-10-25T12:00:00Z"));
    expect(autumn.date).toBe("2026-10-25");
    expect((autumn.end.getTime() - autumn.start.getTime()) / 3_600_000).toBe(25);
  });

  it("adds days across a month end", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
  it("counts whole calendar days, whatever the clocks did", () => {
    expect(wholeDaysBetween("2026-01-01T12:00:00Z", "2026-01-01T23:59:00Z")).toBe(0);
    expect(wholeDaysBetween("2026-01-01T23:59:00Z", "2026-01-02T00:01:00Z")).toBe(1);
    expect(wholeDaysBetween("2026-03-28T12:00:00Z", "2026-03-30T12:00:00Z")).toBe(2);
    expect(wholeDaysBetween("2026-10-24T12:00:00Z", "2026-10-26T12:00:00Z")).toBe(2);
    expect(wholeDaysBetween("2026-10-26T12:00:00Z", "2026-10-24T12:00:00Z")).toBe(-2);
  });
});

const NOW = new Date("2026-11-23T12:00:00Z");

describe("formatting months", () => {
  it("gives the en-GB short month and year", () => {
    expect(formatMonthYear("2023-04")).toBe("Apr 2023");
    expect(formatMonthYear("2019-01")).toBe("Jan 2019");
    expect(formatMonthYear("2024-12")).toBe("Dec 2024");
  });
  it("gives nothing for a value that is not a month", () => {
    expect(formatMonthYear("")).toBe("");
    expect(formatMonthYear("2023-13")).toBe("");
    expect(formatMonthYear("April 2023")).toBe("");
  });
  it("shows 'Present' for a current job and any part that is known", () => {
    expect(formatMonthRange({ startDate: "2023-04", endDate: "2024-01", current: false })).toBe("Apr 2023 – Jan 2024");
    expect(formatMonthRange({ startDate: "2023-04", endDate: "", current: true })).toBe("Apr 2023 – Present");
    expect(formatMonthRange({ startDate: "2023-04", endDate: "", current: false })).toBe("Apr 2023");
    expect(formatMonthRange({ startDate: "", endDate: "2024-01", current: false })).toBe("Jan 2024");
    expect(formatMonthRange({ startDate: "", endDate: "", current: false })).toBe("");
  });
});

describe("month and year boxes", () => {
  it("reads months as numbers, with or without a leading zero, or as names", () => {
    expect(parseMonth("4")).toBe(4);
    expect(parseMonth("04")).toBe(4);
    expect(parseMonth(" 12 ")).toBe(12);
    expect(parseMonth("April")).toBe(4);
    expect(parseMonth("sept")).toBe(9);
    expect(parseMonth("Dec.")).toBe(12);
  });
  it("refuses impossible months", () => {
    for (const month of ["0", "00", "13", "99", "-1", "4.5", "ap", "Smarch", "", "123"]) expect(parseMonth(month), month).toBeNull();
  });
  it("reads four-figure years from 1940 to next year", () => {
    expect(parseYear("2023", NOW)).toBe(2023);
    expect(parseYear("1940", NOW)).toBe(1940);
    expect(parseYear("2027", NOW)).toBe(2027);
    for (const year of ["23", "1939", "2028", "20234", "twenty", "", "202a"]) expect(parseYear(year, NOW), year).toBeNull();
  });
  it("stores a real month as YYYY-MM, whatever form it was typed in", () => {
    expect(joinMonthYear({ month: "4", year: "2023" }, NOW)).toBe("2023-04");
    expect(joinMonthYear({ month: "04", year: " 2023 " }, NOW)).toBe("2023-04");
    expect(joinMonthYear({ month: "November", year: "2019" }, NOW)).toBe("2019-11");
    expect(joinMonthYear({ month: "", year: "" }, NOW)).toBe("");
  });
  it("keeps what was typed when it is not a real month yet, and gives the same boxes back", () => {
    for (const parts of [
      { month: "13", year: "2023" },
      { month: "4", year: "" },
      { month: "", year: "2023" },
      { month: "4", year: "23" },
      { month: "x", year: "abcd" },
    ]) {
      const stored = joinMonthYear(parts, NOW);
      expect(stored).not.toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
      expect(splitMonthValue(stored)).toEqual(parts);
    }
  });
  it("splits a stored month back into the two boxes", () => {
    expect(splitMonthValue("2023-04")).toEqual({ month: "04", year: "2023" });
    expect(splitMonthValue("")).toEqual({ month: "", year: "" });
    expect(formatMonthYear(joinMonthYear(splitMonthValue("2023-04"), NOW))).toBe("Apr 2023");
  });
});

describe("checking one date", () => {
  it("accepts an empty date and a real one", () => {
    expect(checkMonthYear({ month: "", year: "" }, "start date", NOW)).toBeUndefined();
    expect(checkMonthYear({ month: "4", year: "2023" }, "start date", NOW)).toBeUndefined();
  });
  it("says which part is missing", () => {
    expect(checkMonthYear({ month: "", year: "2023" }, "start date", NOW)).toEqual({ message: "The start date must include a month.", parts: ["month"] });
    expect(checkMonthYear({ month: "4", year: "" }, "end date", NOW)).toEqual({ message: "The end date must include a year.", parts: ["year"] });
  });
  it("explains an impossible month or year, and marks only the box that is wrong", () => {
    expect(checkMonthYear({ month: "13", year: "2023" }, "start date", NOW)).toEqual({
      message: "Enter the month of the start date as a number from 1 to 12, for example 4 for April.",
      parts: ["month"],
    });
    expect(checkMonthYear({ month: "4", year: "23" }, "start date", NOW)).toEqual({
      message: "Enter the year of the start date with 4 numbers, for example 2023.",
      parts: ["year"],
    });
    expect(checkMonthYear({ month: "4", year: "2099" }, "end date", NOW)).toEqual({
      message: "The year of the end date must be between 1940 and 2027.",
      parts: ["year"],
    });
    expect(checkMonthYear({ month: "0", year: "0" }, "start date", NOW)?.parts).toEqual(["month", "year"]);
  });
});

describe("checking job dates", () => {
  it("accepts empty, ordered and same-month dates", () => {
    expect(validateMonthRange({ startDate: "", endDate: "", current: false }, NOW)).toEqual({});
    expect(validateMonthRange({ startDate: "2022-05", endDate: "2023-01", current: false }, NOW)).toEqual({});
    expect(validateMonthRange({ startDate: "2022-05", endDate: "2022-05", current: false }, NOW)).toEqual({});
  });
  it("flags an end before the start, next to the end date", () => {
    expect(validateMonthRange({ startDate: "2023-05", endDate: "2022-11", current: false }, NOW)).toEqual({
      endDate: { message: dateMessages.endBeforeStart, parts: ["month", "year"] },
    });
  });
  it("ignores the end date of a current job", () => {
    expect(validateMonthRange({ startDate: "2023-05", endDate: "2022-11", current: true }, NOW)).toEqual({});
  });
  it("checks what was typed, as stored", () => {
    const errors = validateMonthRange({ startDate: joinMonthYear({ month: "13", year: "2023" }, NOW), endDate: "2023-", current: false }, NOW);
    expect(errors.startDate?.parts).toEqual(["month"]);
    expect(errors.endDate?.message).toBe("The end date must include a month.");
  });
  it("checks qualification years", () => {
    expect(validateYear("")).toBeUndefined();
    expect(validateYear("2022")).toBeUndefined();
    expect(validateYear("22")).toMatch(/four numbers/);
  });
});

describe("a posted month-and-year field", () => {
  const schema = z.object({
    started: monthYearSchema("start date", { required: "Enter the date you started.", now: () => NOW }),
    left: monthYearSchema("end date", { now: () => NOW }),
  });
  const post = (entries: Record<string, string>) => {
    const formData = new FormData();
    for (const [key, value] of Object.entries(entries)) formData.append(key, value);
    return parseWithZod(formData, { schema });
  };

  it("gives YYYY-MM for a real month, however the month was typed, and nothing for an empty optional one", () => {
    const submission = post({ "started.month": "April", "started.year": "2023", "left.month": "", "left.year": "" });
    expect(submission.status).toBe("success");
    if (submission.status === "success") expect(submission.value).toEqual({ started: "2023-04", left: undefined });
  });

  it("says what is wrong under the field's name, with the same words as the CV builder", () => {
    const submission = post({ "started.month": "13", "started.year": "2023", "left.month": "4", "left.year": "" });
    const result = submission.reply();
    expect(result.error?.started).toEqual(["Enter the month of the start date as a number from 1 to 12, for example 4 for April."]);
    expect(result.error?.left).toEqual(["The end date must include a year."]);
  });

  it("asks for a required date left empty, and keeps what was typed for the page that shows the error", () => {
    const submission = post({ "started.month": "", "started.year": "" });
    const result = submission.reply();
    expect(result.error?.started).toEqual(["Enter the date you started."]);
    expect(post({ "started.month": "4", "started.year": "23" }).reply().initialValue).toMatchObject({ started: { month: "4", year: "23" } });
  });
});

/** Every calendar date from the first of January of `from` to the end of `to`. */
function everyDay(from: number, to: number): string[] {
  const days: string[] = [];
  for (let date = `${from}-01-01`; date <= `${to}-12-31`; date = addDays(date, 1)) days.push(date);
  return days;
}

describe("calendar dates", () => {
  it("adds days across month and year ends, and back", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2023-02-28", 1)).toBe("2023-03-01");
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
    expect(addDays("2026-11-23", 42)).toBe("2027-01-04");
    expect(addDays("2026-11-23", 0)).toBe("2026-11-23");
  });

  it("adds whole months, landing on the month's last day when the day does not exist", () => {
    expect(addMonths("2023-01-31", 1)).toBe("2023-02-28");
    expect(addMonths("2024-01-31", 1)).toBe("2024-02-29");
    expect(addMonths("2023-08-31", 6)).toBe("2024-02-29");
    expect(addMonths("2026-05-15", 12)).toBe("2027-05-15");
    expect(addMonths("2026-03-31", -1)).toBe("2026-02-28");
    expect(addMonths("2026-01-15", -1)).toBe("2025-12-15");
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
  });

  it("refuses what is not a YYYY-MM-DD date, and months that are not whole", () => {
    expect(() => addDays("2026-1-5", 1)).toThrow(RangeError);
    expect(() => addDays("", 1)).toThrow("Not a date: ");
    expect(() => addMonths("5 January 2026", 1)).toThrow(RangeError);
    expect(() => addMonths("2026-01-05", 1.5)).toThrow("addMonths takes whole months");
    expect(() => formatCalendarDate("2026-01-05T00:00")).toThrow(RangeError);
  });

  it("adds months as the in-work checks after a job start always have, on every day from 1990 to 2100", () => {
    // How the in-work checks counted a month on, before they used addMonths.
    const before = (date: string, months: number) => {
      const [year, month, day] = date.split("-").map(Number) as [number, number, number];
      const target = new Date(Date.UTC(year, month - 1 + months, 1));
      const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
      target.setUTCDate(Math.min(day, lastDay));
      return target.toISOString().slice(0, 10);
    };
    const different = everyDay(1990, 2100).filter((date) => addMonths(date, 6) !== before(date, 6) || addMonths(date, 12) !== before(date, 12));
    expect(different).toEqual([]);
  });

  it("writes a calendar date the way the UK writes it, whatever the time zone", () => {
    expect(formatCalendarDate("2026-03-03")).toBe("3 March 2026");
    expect(formatCalendarDate("2026-11-23")).toBe("23 November 2026");
    expect(formatCalendarDate("0999-12-31")).toBe("31 December 999");
    expect(formatCalendarMonth("2026-11-23")).toBe("November 2026");
    expect(formatCalendarWeekday("2026-11-23")).toBe("Monday 23 November");
    expect(formatCalendarWeekday("2026-03-29")).toBe("Sunday 29 March");
  });

  it("writes every date from 1900 to 2100 as en-GB does in UTC (how the calendar and the CV builder wrote them)", () => {
    const intl = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" });
    const different = everyDay(1900, 2100).filter((date) => formatCalendarDate(date) !== intl.format(new Date(`${date}T12:00:00Z`)));
    expect(different).toEqual([]);
  });
});

describe("monthsBeforeUtc", () => {
  it("keeps the day of the month and the time", () => {
    expect(monthsBeforeUtc(new Date("2026-11-22T10:15:00Z"), 24).toISOString()).toBe("2024-11-22T10:15:00.000Z");
    expect(monthsBeforeUtc(new Date("2026-01-15T00:00:00Z"), 1).toISOString()).toBe("2025-12-15T00:00:00.000Z");
  });

  it("uses the last day of a shorter month", () => {
    expect(monthsBeforeUtc(new Date("2026-03-31T12:00:00Z"), 1).toISOString()).toBe("2026-02-28T12:00:00.000Z");
    expect(monthsBeforeUtc(new Date("2026-05-31T12:00:00Z"), 27).toISOString()).toBe("2024-02-29T12:00:00.000Z");
  });
});

describe("calendarDaysBetween", () => {
  it("counts whole calendar days either way, across months, leap days and the clock change", () => {
    expect(calendarDaysBetween("2026-11-27", "2026-12-17")).toBe(20);
    expect(calendarDaysBetween("2026-12-17", "2026-11-27")).toBe(-20);
    expect(calendarDaysBetween("2028-02-28", "2028-03-01")).toBe(2);
    expect(calendarDaysBetween("2027-03-27", "2027-03-29")).toBe(2);
    expect(calendarDaysBetween("2026-01-01", "2026-01-01")).toBe(0);
  });
});
