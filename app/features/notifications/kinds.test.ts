import { describe, expect, it } from "vitest";
import { notificationKinds } from "../../../db/schema/vocabulary";
import { choicesFrom, defaultChoices, groupLabel, groupOfKind, groupsForRole, noticeGroups } from "./kinds";

describe("notice groups and choices", () => {
  it("defaults to email for every group and texts only for appointment reminders", () => {
    for (const group of noticeGroups) expect(defaultChoices[group]).toEqual({ email: true, sms: group === "reminders" });
  });

  it("lays stored choices over the defaults and ignores anything that is not a yes or no", () => {
    const choices = choicesFrom({ messages: { email: false }, reminders: { sms: "yes" }, unknown: { email: false } });
    expect(choices.messages).toEqual({ email: false, sms: false });
    expect(choices.reminders).toEqual({ email: true, sms: true });
    expect(choicesFrom(null)).toEqual(defaultChoices);
  });

  it("puts every kind in a group that some role can choose", () => {
    const offered = new Set(Object.values(groupsForRole).flat());
    for (const kind of notificationKinds) expect(offered.has(groupOfKind[kind])).toBe(true);
  });

  it("labels a group for the role reading it", () => {
    expect(groupLabel("applications", "employer").hint).toMatch(/applies for one of your roles/);
    expect(groupLabel("applications", "candidate").hint).toMatch(/employer moves one of your applications/);
  });
});
