import { describe, expect, it } from "vitest";
import { paramsFor } from "../features/notifications/templates";
import { demoNoticeParams, demoNoticeRead, demoNoticeSentAt, demoNotices } from "./notifications";

const sentAt = [new Date("2026-11-27T16:00:00Z"), new Date("2027-03-26T09:00:00Z"), new Date("2026-06-05T23:30:00Z")];

describe("the demonstration's example notices", () => {
  it("name a day a few days after the notice was sent, on a weekday for an appointment, and never a past one", () => {
    for (const at of sentAt) {
      const booked = demoNotices.candidate.find((notice) => notice.kind === "appointment.booked")!;
      const when = demoNoticeParams(booked, at).when!;
      expect(when).toMatch(/^(Mon|Tue|Wed|Thu|Fri) \d{1,2} [A-Z][a-z]+ \d{4} at 10:30$/);
      const release = demoNotices.caseworker.find((notice) => notice.kind === "release.approaching")!;
      const day = new Date(`${demoNoticeParams(release, at).when} 12:00 UTC`);
      expect(day.getTime() - at.getTime()).toBeGreaterThan(10 * 24 * 3600_000);
      expect(day.getTime() - at.getTime()).toBeLessThan(16 * 24 * 3600_000);
    }
  });

  it("are dated when their event happened in the data, left out when it has none, never in the future", () => {
    const now = new Date("2026-11-27T16:00:00Z");
    const found = demoNotices.candidate.find((notice) => notice.kind === "mentor.assigned")!;
    expect(demoNoticeSentAt(found, { mentorMatchedOn: "2026-05-04" }, now)?.toISOString()).toBe("2026-05-04T09:00:00.000Z");
    expect(demoNoticeSentAt(found, {}, now)).toBeNull();
    const message = demoNotices.candidate.find((notice) => notice.kind === "message.new")!;
    expect(demoNoticeSentAt(message, {}, now)?.toISOString()).toBe("2026-11-27T11:00:00.000Z");
    const accepted = demoNotices.partner.find((notice) => notice.kind === "referral.accepted")!;
    expect(demoNoticeSentAt(accepted, { referralAcceptedAt: new Date("2026-11-20T10:00:00Z") }, now)?.toISOString()).toBe("2026-11-20T10:00:00.000Z");
    expect(demoNoticeSentAt(accepted, { referralAcceptedAt: new Date("2026-11-28T10:00:00Z") }, now)?.toISOString()).toBe("2026-11-27T13:00:00.000Z");
  });

  it("are new only when sent in the last week and not marked read", () => {
    const now = new Date("2026-11-27T16:00:00Z");
    const accepted = demoNotices.partner.find((notice) => notice.kind === "referral.accepted")!;
    expect(accepted.read).toBe(false);
    expect(demoNoticeRead(accepted, new Date("2026-11-26T16:00:00Z"), now)).toBe(false);
    expect(demoNoticeRead(accepted, new Date("2026-11-19T16:00:00Z"), now)).toBe(true);
    const closed = demoNotices.partner.find((notice) => notice.kind === "referral.closed")!;
    expect(demoNoticeRead(closed, new Date("2026-11-26T16:00:00Z"), now)).toBe(true);
  });

  it("each read as a notice of its kind, with every value its wording needs", () => {
    for (const notices of Object.values(demoNotices)) {
      for (const notice of notices) expect(() => paramsFor(notice.kind, demoNoticeParams(notice, sentAt[0]!))).not.toThrow();
    }
  });
});
