import { describe, expect, it } from "vitest";
import { notificationKinds } from "../../../db/schema/vocabulary";
import { noticeEmail, noticeWhen, noticeSentence, noticeText, notifyPersonalisation, paramsFor, wordings } from "./templates";

const longest = {
  when: noticeWhen(new Date("2027-09-29T09:30:00Z")),
  jobTitle: "Senior warehouse operative and forklift driver (nights, including weekends)",
  employer: "Northern Logistics and Distribution Services Limited Partnership",
  status: "Not taken forward",
};
const contact = { siteName: "Fair Chance Works", email: "hello@example.org", phone: "0161 496 0000", publicUrl: "https://www.fairchanceworks.org.uk" };
const noticeLink = `${contact.publicUrl}/n/0195f3c2-8a4b-7c3d-9e8f-0123456789ab`;

describe("notice wording", () => {
  it.each(notificationKinds)("%s: a text with the longest values fits in 160 characters", (kind) => {
    const params = paramsFor(kind, longest);
    const text = noticeText(kind, params, { link: noticeLink }, contact);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.startsWith("Fair Chance Works: ")).toBe(true);
    expect(text.endsWith(noticeLink)).toBe(true);
  });

  it.each(notificationKinds)("%s: the email greets, says what happened, links, names a person to reach and the settings", (kind) => {
    const params = paramsFor(kind, longest);
    const mail = noticeEmail(kind, params, { firstName: "Sam", link: `${contact.publicUrl}/dashboard` }, contact);
    expect(mail.text).toMatch(/^Hello Sam,\n\n/);
    expect(mail.text).toContain(noticeSentence(kind, params));
    expect(mail.text).toContain(`${contact.publicUrl}/dashboard`);
    expect(mail.text).toContain(contact.phone);
    expect(mail.text).toContain(`${contact.publicUrl}/notifications/settings`);
    expect(mail.subject).not.toMatch(/\n/);
    expect(mail.text).not.toContain("(not given)");
  });

  it("writes a notice's time in London time, with its weekday", () => {
    expect(noticeWhen(new Date("2027-09-29T09:30:00Z"))).toBe("Wed 29 Sept 2027 at 10:30");
    expect(noticeWhen(new Date("2027-01-13T14:00:00Z"))).toBe("Wed 13 Jan 2027 at 14:00");
  });

  it("keeps only the kind's own params, so nothing more can be sent", () => {
    expect(paramsFor("message.new", { ...longest })).toEqual({});
    expect(paramsFor("application.received", { jobTitle: "Chef", employer: "Acme" })).toEqual({ jobTitle: "Chef" });
    expect(notifyPersonalisation("application.received", { jobTitle: "Chef" }, { link: "x" })).toEqual({ link: "x", jobTitle: "Chef" });
  });

  it("refuses a notice missing a value its wording needs", () => {
    expect(() => paramsFor("appointment.reminder", {})).toThrow(/needs when/);
  });

  it("shortens a long typed value and makes it one line", () => {
    const { jobTitle } = paramsFor("application.received", { jobTitle: `Cook\nand cleaner ${"x".repeat(100)}` });
    expect(jobTitle).not.toMatch(/\n/);
    expect(jobTitle!.length).toBeLessThanOrEqual(60);
    expect(jobTitle!.endsWith("…")).toBe(true);
  });

  it("a text says nothing of what the service is for beyond the organisation's name", () => {
    for (const kind of notificationKinds) {
      const text = wordings[kind].text({ when: "x", jobTitle: "x", employer: "x", status: "x" });
      expect(text).not.toMatch(/convict|offen|prison|probation|criminal|disclos|caseworker|referral from/i);
    }
  });
});
