import { describe, expect, it } from "vitest";
import { londonTimeOn, textMayGoAt } from "./quiet-hours";

describe("quiet hours (no texts 21:00 to 08:00 London time)", () => {
  it("lets a text go at once during the day, in winter and summer", () => {
    const winter = new Date("2027-01-12T12:00:00Z");
    const summer = new Date("2027-07-12T19:59:00Z"); // 20:59 in London
    expect(textMayGoAt(winter)).toEqual(winter);
    expect(textMayGoAt(summer)).toEqual(summer);
  });

  it("holds an evening text until 08:00 the next London morning", () => {
    expect(textMayGoAt(new Date("2027-01-12T21:00:00Z")).toISOString()).toBe("2027-01-13T08:00:00.000Z");
    // 21:30 BST is 20:30 UTC: quiet, though not yet 21:00 in UTC.
    expect(textMayGoAt(new Date("2027-07-12T20:30:00Z")).toISOString()).toBe("2027-07-13T07:00:00.000Z");
  });

  it("holds a text written after midnight until 08:00 that same London day", () => {
    expect(textMayGoAt(new Date("2027-01-13T03:15:00Z")).toISOString()).toBe("2027-01-13T08:00:00.000Z");
    // 00:30 BST on 13 July is 23:30 UTC on the 12th.
    expect(textMayGoAt(new Date("2027-07-12T23:30:00Z")).toISOString()).toBe("2027-07-13T07:00:00.000Z");
  });

  it("gets 08:00 right across both clock changes", () => {
    // Clocks go forward at 01:00 UTC on Sunday 28 March 2027: 08:00 that day is 07:00 UTC.
    expect(textMayGoAt(new Date("2027-03-27T22:00:00Z")).toISOString()).toBe("2027-03-28T07:00:00.000Z");
    // Clocks go back at 01:00 UTC on Sunday 31 October 2027: 08:00 that day is 08:00 UTC.
    expect(textMayGoAt(new Date("2027-10-30T21:30:00Z")).toISOString()).toBe("2027-10-31T08:00:00.000Z");
    expect(londonTimeOn("2027-03-28", 10).toISOString()).toBe("2027-03-28T09:00:00.000Z");
    expect(londonTimeOn("2027-10-31", 10).toISOString()).toBe("2027-10-31T10:00:00.000Z");
  });

  it("follows other quiet hours when the operator sets them, and none when they are off", () => {
    const evening = new Date("2027-01-12T20:30:00Z");
    expect(textMayGoAt(evening, { from: 20, until: 9 }).toISOString()).toBe("2027-01-13T09:00:00.000Z");
    expect(textMayGoAt(new Date("2027-01-12T13:30:00Z"), { from: 13, until: 14 }).toISOString()).toBe("2027-01-12T14:00:00.000Z");
    expect(textMayGoAt(evening, null)).toEqual(evening);
  });
});
