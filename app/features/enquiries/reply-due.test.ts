import { describe, expect, it } from "vitest";
import { replyDueAt, timeToReply } from "./reply-due";

describe("the promised reply", () => {
  it("is 24 hours for a candidate, and two business days for anyone else", () => {
    const friday = new Date("2026-11-20T16:00:00Z");
    expect(replyDueAt("candidate", friday).toISOString()).toBe("2026-11-21T16:00:00.000Z");
    expect(replyDueAt("employer", friday).toISOString()).toBe("2026-11-24T16:00:00.000Z");
  });

  it("says how long is left, or how long overdue", () => {
    const due = new Date("2026-11-24T16:00:00Z");
    expect(timeToReply(due, new Date("2026-11-23T13:30:00Z"))).toEqual({ overdue: false, text: "1 day 2 hours left" });
    expect(timeToReply(due, new Date("2026-11-24T15:30:00Z"))).toEqual({ overdue: false, text: "under an hour left" });
    expect(timeToReply(due, new Date("2026-11-24T21:00:00Z"))).toEqual({ overdue: true, text: "5 hours overdue" });
  });
});
