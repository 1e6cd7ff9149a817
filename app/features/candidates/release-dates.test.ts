import { describe, expect, it } from "vitest";
import { daysToRelease, firstContactDueAt, firstContactMissed, releaseDaysPhrase, releaseIsSoon } from "./release-dates";

describe("release dates", () => {
  it("counts the days to go in UK calendar days, across months and the clock change", () => {
    expect(daysToRelease("2026-12-17", "2026-11-27")).toBe(20);
    expect(daysToRelease("2026-11-27", "2026-11-27")).toBe(0);
    expect(daysToRelease("2026-11-20", "2026-11-27")).toBe(-7);
    expect(daysToRelease("2027-03-29", "2027-03-27")).toBe(2);
  });

  it("says the days to go in words", () => {
    expect(releaseDaysPhrase(20)).toBe("in 20 days");
    expect(releaseDaysPhrase(1)).toBe("tomorrow");
    expect(releaseDaysPhrase(0)).toBe("today");
    expect(releaseDaysPhrase(-1)).toBe("yesterday");
    expect(releaseDaysPhrase(-3)).toBe("3 days ago");
  });

  it("is soon from the day itself to 14 days ahead, and not once it has passed", () => {
    expect(releaseIsSoon("2026-11-27", "2026-11-27")).toBe(true);
    expect(releaseIsSoon("2026-12-11", "2026-11-27")).toBe(true);
    expect(releaseIsSoon("2026-12-12", "2026-11-27")).toBe(false);
    expect(releaseIsSoon("2026-11-26", "2026-11-27")).toBe(false);
  });
});

describe("first contact after a referral", () => {
  // Monday 23 November 2026, 10:00 in London (GMT).
  const monday = new Date("2026-11-23T10:00:00Z");
  // Friday 27 November 2026, 15:00.
  const friday = new Date("2026-11-27T15:00:00Z");

  it("is due two working days later, weekends not counted", () => {
    expect(firstContactDueAt(monday).toISOString()).toBe("2026-11-25T10:00:00.000Z");
    expect(firstContactDueAt(friday).toISOString()).toBe("2026-12-01T15:00:00.000Z");
  });

  it("is missed only after the due time with no contact since the referral", () => {
    expect(firstContactMissed(monday, null, new Date("2026-11-25T09:59:00Z"))).toBe(false);
    expect(firstContactMissed(monday, null, new Date("2026-11-25T10:01:00Z"))).toBe(true);
    // A case note or a booking before the referral came is not contact about it.
    expect(firstContactMissed(monday, new Date("2026-11-20T09:00:00Z"), new Date("2026-11-26T09:00:00Z"))).toBe(true);
    expect(firstContactMissed(monday, new Date("2026-11-24T09:00:00Z"), new Date("2026-11-26T09:00:00Z"))).toBe(false);
    // A Friday afternoon referral is not late over the weekend.
    expect(firstContactMissed(friday, null, new Date("2026-11-30T17:00:00Z"))).toBe(false);
  });
});
