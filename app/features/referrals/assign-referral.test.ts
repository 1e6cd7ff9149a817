import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { assignMessages, assignReferralSchema } from "./assign-referral";

const referralId = "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b";

function assign(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return parseWithZod(form, { schema: assignReferralSchema });
}

describe("assignReferralSchema", () => {
  it("takes a referral and a caseworker", () => {
    const result = assign({ intent: "assign", referralId, caseworker: "user-1" });
    expect(result.status === "success" ? result.value : null).toEqual({ intent: "assign", referralId, caseworker: "user-1" });
  });

  it("asks for a caseworker when none is chosen", () => {
    const result = assign({ intent: "assign", referralId, caseworker: "" });
    expect(result.status === "error" ? result.error?.caseworker : null).toEqual([assignMessages.caseworker]);
  });
});
