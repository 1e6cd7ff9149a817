import { describe, expect, it } from "vitest";
import {
  checkMonthYear,
  dateMessages,
  formatDateRange,
  formatMonth,
  joinMonthYear,
  parseMonth,
  parseYear,
  splitMonthValue,
  validateExperienceDates,
  validateYear,
} from "./dates";

const NOW = new Date("2026-11-23T12:00:00Z");

describe("formatting months", () => {
  it("gives the en-GB short month and year", () => {
    expect(formatMonth("2023-04")).toBe("Apr 2023");
    expect(formatMonth("2019-01")).toBe("Jan 2019");
    expect(formatMonth("2024-12")).toBe("Dec 2024");
  });
  it("gives nothing for a value that is not a month", () => {
    expect(formatMonth("")).toBe("");
    expect(formatMonth("2023-13")).toBe("");
    expect(formatMonth("April 2023")).toBe("");
  });
  it("shows 'Present' for a current job and any part that is known", () => {
    expect(formatDateRange({ startDate: "2023-04", endDate: "2024-01", current: false })).toBe("Apr 2023 – Jan 2024");
    expect(formatDateRange({ startDate: "2023-04", endDate: "", current: true })).toBe("Apr 2023 – Present");
    expect(formatDateRange({ startDate: "2023-04", endDate: "", current: false })).toBe("Apr 2023");
    expect(formatDateRange({ startDate: "", endDate: "2024-01", current: false })).toBe("Jan 2024");
    expect(formatDateRange({ startDate: "", endDate: "", current: false })).toBe("");
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
    expect(formatMonth(joinMonthYear(splitMonthValue("2023-04"), NOW))).toBe("Apr 2023");
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
    expect(validateExperienceDates({ startDate: "", endDate: "", current: false }, NOW)).toEqual({});
    expect(validateExperienceDates({ startDate: "2022-05", endDate: "2023-01", current: false }, NOW)).toEqual({});
    expect(validateExperienceDates({ startDate: "2022-05", endDate: "2022-05", current: false }, NOW)).toEqual({});
  });
  it("flags an end before the start, next to the end date", () => {
    expect(validateExperienceDates({ startDate: "2023-05", endDate: "2022-11", current: false }, NOW)).toEqual({
      endDate: { message: dateMessages.endBeforeStart, parts: ["month", "year"] },
    });
  });
  it("ignores the end date of a current job", () => {
    expect(validateExperienceDates({ startDate: "2023-05", endDate: "2022-11", current: true }, NOW)).toEqual({});
  });
  it("checks what was typed, as stored", () => {
    const errors = validateExperienceDates({ startDate: joinMonthYear({ month: "13", year: "2023" }, NOW), endDate: "2023-", current: false }, NOW);
    expect(errors.startDate?.parts).toEqual(["month"]);
    expect(errors.endDate?.message).toBe("The end date must include a month.");
  });
  it("checks qualification years", () => {
    expect(validateYear("")).toBeUndefined();
    expect(validateYear("2022")).toBeUndefined();
    expect(validateYear("22")).toMatch(/four numbers/);
  });
});
