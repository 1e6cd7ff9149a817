import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { referralFormSchema, referralMessages } from "./referral-form";

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
});
