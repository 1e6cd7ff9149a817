import { describe, expect, it } from "vitest";
import { messagesLink } from "./messages-link";

describe("where an unread count leads", () => {
  it("opens the one unread conversation, in the right tree", () => {
    const id = "0190aaaa-bbbb-7ccc-8ddd-eeeeeeeeeeee";
    expect(messagesLink("candidate", false, id)).toBe(`/dashboard/candidateportal/messages/${id}`);
    expect(messagesLink("caseworker", true, id)).toBe(`/dashboard/caseworker/messages/${id}`);
    expect(messagesLink("partner", false, id)).toBe(`/dashboard/partnerportal/messages/${id}`);
  });

  it("opens the messages page when none or several conversations have something unread", () => {
    expect(messagesLink("candidate", true, null)).toBe("/dashboard/candidate/messages");
    expect(messagesLink("caseworker", false, null)).toBe("/dashboard/caseworkerportal/messages");
    expect(messagesLink("partner", true, null)).toBe("/dashboard/partner/messages");
  });
});
