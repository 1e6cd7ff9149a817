import { describe, expect, it } from "vitest";
import { reminderDayAt } from "./reminder-day";

describe("the day whose appointments are reminded of", () => {
  it("is tomorrow from the reminder hour (London time) until midnight, and none before it", () => {
    expect(reminderDayAt(new Date("2027-01-12T09:59:59Z"), 10)).toBeNull();
    expect(reminderDayAt(new Date("2027-01-12T10:00:00Z"), 10)).toBe("2027-01-13");
    expect(reminderDayAt(new Date("2027-01-12T23:59:00Z"), 10)).toBe("2027-01-13");
    // Past midnight it is a new day, before its hour.
    expect(reminderDayAt(new Date("2027-01-13T00:01:00Z"), 10)).toBeNull();
    expect(reminderDayAt(new Date("2027-01-31T17:30:00Z"), 17)).toBe("2027-02-01");
  });

  it("keeps the London hour in summer and across both clock changes of 2027", () => {
    // British Summer Time: 10:00 in London is 09:00 UTC.
    expect(reminderDayAt(new Date("2027-07-01T08:59:00Z"), 10)).toBeNull();
    expect(reminderDayAt(new Date("2027-07-01T09:00:00Z"), 10)).toBe("2027-07-02");
    // The clocks go forward at 01:00 UTC on Sunday 28 March: the Saturday is GMT, the Sunday BST.
    expect(reminderDayAt(new Date("2027-03-27T09:30:00Z"), 10)).toBeNull();
    expect(reminderDayAt(new Date("2027-03-27T10:00:00Z"), 10)).toBe("2027-03-28");
    expect(reminderDayAt(new Date("2027-03-28T08:59:00Z"), 10)).toBeNull();
    expect(reminderDayAt(new Date("2027-03-28T09:00:00Z"), 10)).toBe("2027-03-29");
    // They go back at 01:00 UTC on Sunday 31 October: the Saturday is BST, the Sunday GMT.
    expect(reminderDayAt(new Date("2027-10-30T09:00:00Z"), 10)).toBe("2027-10-31");
    expect(reminderDayAt(new Date("2027-10-31T09:30:00Z"), 10)).toBeNull();
    expect(reminderDayAt(new Date("2027-10-31T10:00:00Z"), 10)).toBe("2027-11-01");
    // Late on a summer evening London is already on the next day.
    expect(reminderDayAt(new Date("2027-10-30T23:30:00Z"), 10)).toBeNull();
  });
});
