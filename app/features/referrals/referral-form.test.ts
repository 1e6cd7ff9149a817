import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { addDays, londonDate } from "~/lib/dates";
import { referralFormSchema, referralMessages, releaseDateProblem } from "./referral-form";

function submit(entries: [string, string][]) {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return parseWithZod(form, { schema: referralFormSchema });
}

const complete: [string, string][] = [
  ["firstName", " Sam "],
  ["lastName", "Okafor"],
  ["phone", "07700 900 982"],
  ["needs", "housing"],
  ["needs", "mental_health"],
  ["supportAskedFor", "Help finding warehouse work near Leeds"],
  ["setting", "community"],
  ["consentGiven", "on"],
];

describe("referralFormSchema", () => {
  it("accepts a complete referral, trimming names and keeping every need chosen", () => {
    const result = submit(complete);
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(result.value).toMatchObject({ firstName: "Sam", needs: ["housing", "mental_health"] });
    expect(result.value.email).toBeUndefined();
  });

  it("accepts a single need (one checkbox ticked)", () => {
    const result = submit([...complete.filter(([name]) => name !== "needs"), ["needs", "none"]]);
    expect(result.status).toBe("success");
  });

  it("refuses a referral without the person's agreement, without a way to contact them and without needs", () => {
    const result = submit(complete.filter(([name]) => !["consentGiven", "phone", "needs"].includes(name)));
    expect(result.status).toBe("error");
    const errors = result.reply().error ?? {};
    expect(errors.consentGiven).toEqual([referralMessages.consentGiven]);
    expect(errors.email).toEqual([referralMessages.contact]);
    expect(errors.needs).toEqual([referralMessages.needs]);
  });

  it("refuses 'None of these' beside a need, a malformed email and a short phone number", () => {
    const result = submit([...complete.filter(([name]) => name !== "phone"), ["needs", "none"], ["email", "sam@"], ["phone", "0770"]]);
    const errors = result.reply().error ?? {};
    expect(errors.needs).toEqual([referralMessages.needsNone]);
    expect(errors.email).toEqual([referralMessages.email]);
    expect(errors.phone).toEqual([referralMessages.phone]);
  });

  it("keeps what the person agreed the partner may see, and nothing when none is ticked", () => {
    const none = submit(complete);
    expect(none.status === "success" && none.value.partnerMaySee).toEqual([]);
    const some = submit([...complete, ["partnerMaySee", "diary"], ["partnerMaySee", "applications"]]);
    expect(some.status === "success" && some.value.partnerMaySee).toEqual(["diary", "applications"]);
    const unknown = submit([...complete, ["partnerMaySee", "convictions"]]);
    expect(unknown.reply().error?.partnerMaySee).toEqual([referralMessages.partnerMaySee]);
  });

  it("needs custody or community, and a release date for a person in custody only", () => {
    const unsaid = submit(complete.filter(([name]) => name !== "setting"));
    expect(unsaid.reply().error?.setting).toEqual([referralMessages.setting]);
    const custody = submit([...complete.filter(([name]) => name !== "setting"), ["setting", "custody"]]);
    expect(custody.reply().error?.expectedReleaseOn).toEqual([referralMessages.expectedReleaseOn]);
    const soon = addDays(londonDate(new Date()), 30);
    const released = submit([...complete.filter(([name]) => name !== "setting"), ["setting", "custody"], ["expectedReleaseOn", soon]]);
    expect(released.status === "success" && released.value.expectedReleaseOn).toBe(soon);
    // In the community a date is not asked for, so a stray one is no error.
    expect(submit([...complete, ["expectedReleaseOn", "not a date"]]).status).toBe("success");
  });
});

describe("releaseDateProblem", () => {
  const now = new Date("2026-06-15T12:00:00Z");
  it("takes a real date from four weeks ago to thirty years ahead", () => {
    expect(releaseDateProblem("2026-05-18", now)).toBeNull();
    expect(releaseDateProblem("2027-01-31", now)).toBeNull();
  });
  it("refuses a missing, impossible, long past or far future date", () => {
    expect(releaseDateProblem(undefined, now)).toBe(referralMessages.expectedReleaseOn);
    expect(releaseDateProblem("2027-02-30", now)).toBe(referralMessages.releaseDateInvalid);
    expect(releaseDateProblem("31/01/2027", now)).toBe(referralMessages.releaseDateInvalid);
    expect(releaseDateProblem("2026-05-17", now)).toBe(referralMessages.releaseDateTooOld);
    expect(releaseDateProblem("2060-01-01", now)).toBe(referralMessages.releaseDateTooFar);
  });

  it("takes how and when to contact them, whether a message may be left, the prison and a probation contact, all optional", () => {
    const result = submit([
      ...complete.filter(([name]) => name !== "setting"),
      ["setting", "custody"],
      ["expectedReleaseOn", addDays(londonDate(new Date()), 20)],
      ["preferredContact", "phone"],
      ["contactTimes", " Weekday mornings "],
      ["mayLeaveMessage", "no"],
      ["prison", "HMP Leeds"],
      ["probationContact", "Jo Officer, 0113 496 0000"],
    ]);
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(result.value).toMatchObject({ preferredContact: "phone", contactTimes: "Weekday mornings", mayLeaveMessage: "no", prison: "HMP Leeds", probationContact: "Jo Officer, 0113 496 0000" });
    const bare = submit(complete);
    expect(bare.status).toBe("success");
    if (bare.status === "success") expect(bare.value.preferredContact).toBeUndefined();
  });

  it("refuses an unknown way to contact, an unknown answer about messages and a preferred way with no detail for it", () => {
    const errors = submit([...complete, ["preferredContact", "pigeon"], ["mayLeaveMessage", "maybe"]]).reply().error ?? {};
    expect(errors.preferredContact).toEqual([referralMessages.preferredContact]);
    expect(errors.mayLeaveMessage).toEqual([referralMessages.mayLeaveMessage]);
    // Phone only, but email preferred.
    const noEmail = submit([...complete, ["preferredContact", "email"]]).reply().error ?? {};
    expect(noEmail.preferredContact).toEqual([referralMessages.preferredContactMissing]);
    expect(submit([...complete, ["preferredContact", "text"]]).status).toBe("success");
    const long = submit([...complete, ["prison", "x".repeat(201)]]).reply().error ?? {};
    expect(long.prison).toEqual([referralMessages.tooLong("Prison", 200)]);
  });
});
