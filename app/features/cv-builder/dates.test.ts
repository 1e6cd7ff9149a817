import { describe, expect, it } from "vitest";
import { dateMessages, formatDateRange, formatMonth, validateExperienceDates, validateYear } from "./dates";

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

describe("checking job dates", () => {
  it("accepts empty, ordered and same-month dates", () => {
    expect(validateExperienceDates({ startDate: "", endDate: "", current: false })).toEqual({});
    expect(validateExperienceDates({ startDate: "2022-05", endDate: "2023-01", current: false })).toEqual({});
    expect(validateExperienceDates({ startDate: "2022-05", endDate: "2022-05", current: false })).toEqual({});
  });
  it("flags an end before the start, next to the end date", () => {
    expect(validateExperienceDates({ startDate: "2023-05", endDate: "2022-11", current: false })).toEqual({ endDate: dateMessages.endBeforeStart });
  });
  it("ignores the end date of a current job", () => {
    expect(validateExperienceDates({ startDate: "2023-05", endDate: "2022-11", current: true })).toEqual({});
  });
  it("flags dates typed in another form", () => {
    expect(validateExperienceDates({ startDate: "May 2023", endDate: "2023/11", current: false })).toEqual({
      startDate: dateMessages.format,
      endDate: dateMessages.format,
    });
  });
  it("checks qualification years", () => {
    expect(validateYear("")).toBeUndefined();
    expect(validateYear("2022")).toBeUndefined();
    expect(validateYear("22")).toMatch(/four numbers/);
  });
});
