import { describe, expect, it } from "vitest";
import { formatWait, formatWhen } from "./dates";

describe("formatWhen", () => {
  const now = new Date("2026-03-10T15:00:00Z");

  it("says today and yesterday in UK time", () => {
    expect(formatWhen(new Date("2026-03-10T09:05:00Z"), now)).toBe("Today at 09:05");
    expect(formatWhen(new Date("2026-03-09T23:59:00Z"), now)).toBe("Yesterday at 23:59");
  });

  it("gives the full date for anything older", () => {
    expect(formatWhen(new Date("2026-03-03T18:00:00Z"), now)).toBe("3 March 2026 at 18:00");
  });

  it("uses British Summer Time when it applies", () => {
    const summer = new Date("2026-07-01T12:00:00Z");
    // 23:30 UTC on 30 June is 00:30 on 1 July in London.
    expect(formatWhen(new Date("2026-06-30T23:30:00Z"), summer)).toBe("Today at 00:30");
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
