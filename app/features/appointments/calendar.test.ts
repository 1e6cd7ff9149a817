import { describe, expect, it } from "vitest";
import { addAppointmentSchema, calendarRange, daysOf, londonInstant, rangeTitle } from "./calendar";

const at = (query: string) => new URL(`http://localhost/dashboard/caseworker/calendar${query}`);

describe("the calendar's range", () => {
  it("shows the week, Monday to Sunday, holding the date asked for", () => {
    const range = calendarRange(at("?view=week&date=2026-11-26"), "2026-01-01");
    expect(range).toMatchObject({ view: "week", from: "2026-11-23", to: "2026-11-30", previous: "2026-11-16", next: "2026-11-30" });
    expect(daysOf(range)).toHaveLength(7);
    expect(rangeTitle(range)).toBe("Week of 23 November 2026");
  });

  it("shows a month, and steps over the turn of the year", () => {
    const range = calendarRange(at("?view=month&date=2026-12-15"), "2026-01-01");
    expect(range).toMatchObject({ from: "2026-12-01", to: "2027-01-01", previous: "2026-11-01", next: "2027-01-01" });
    expect(daysOf(range)).toHaveLength(31);
    expect(rangeTitle(range)).toBe("December 2026");
    expect(calendarRange(at("?view=month&date=2027-01-03"), "2026-01-01").previous).toBe("2026-12-01");
  });

  it("falls back to this week for a missing or made-up date", () => {
    expect(calendarRange(at("?date=2026-02-30"), "2026-11-24")).toMatchObject({ view: "week", date: "2026-11-24", from: "2026-11-23" });
    expect(calendarRange(at("?view=year&date=nonsense"), "2026-11-24").view).toBe("week");
  });
});

describe("UK clock times", () => {
  it("applies British Summer Time, including on the days the clocks change", () => {
    expect(londonInstant("2026-11-24", "09:30").toISOString()).toBe("2026-11-24T09:30:00.000Z");
    expect(londonInstant("2026-07-01", "09:30").toISOString()).toBe("2026-07-01T08:30:00.000Z");
    // The clocks go forward at 01:00 GMT on 29 March 2026 and back at 01:00 GMT on 25 October 2026.
    expect(londonInstant("2026-03-29", "10:00").toISOString()).toBe("2026-03-29T09:00:00.000Z");
    expect(londonInstant("2026-10-25", "10:00").toISOString()).toBe("2026-10-25T10:00:00.000Z");
    expect(londonInstant("2026-07-01", "23:30").toISOString()).toBe("2026-07-01T22:30:00.000Z");
  });
});

describe("the booking form", () => {
  const good = { intent: "add", candidateId: "x", title: "Check-in", mode: "phone", date: "2026-11-26", startTime: "10:00", endTime: "10:30" };

  it("takes a booking, with no place for a phone call", () => {
    expect(addAppointmentSchema.parse(good)).toMatchObject({ location: null, startTime: "10:00" });
  });

  it("names each problem under its field", () => {
    const result = addAppointmentSchema.safeParse({ ...good, title: " ", date: "2026-02-30", endTime: "09:00" });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
    expect(messages).toMatchObject({ title: "Enter what the appointment is for", date: "Enter a real date, for example 27/11/2026", endTime: "The end time must be after the start time" });
  });
});

describe("the booking form, as a form posts it", () => {
  it("says the end must follow the start even when a field is missing", () => {
    const result = addAppointmentSchema.safeParse({ intent: "add", candidateId: "x", mode: "phone", date: "2026-11-26", startTime: "11:00", endTime: "10:00" });
    const messages = (result.error?.issues ?? []).map((issue) => issue.message);
    expect(messages).toEqual(expect.arrayContaining(["Enter what the appointment is for", "The end time must be after the start time"]));
    const long = addAppointmentSchema.safeParse({ intent: "add", candidateId: "x", title: "Day out", mode: "phone", date: "2026-11-26", startTime: "06:00", endTime: "19:00" });
    expect(long.error?.issues.map((issue) => issue.message)).toEqual(["An appointment can last up to 12 hours"]);
  });
});
