import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { sharingMessages, sharingSchema } from "./partner-sharing";

const referralId = "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b";

function save(entries: [string, string][]) {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return parseWithZod(form, { schema: sharingSchema });
}

describe("sharingSchema", () => {
  it("takes every ticked item, and nothing ticked as nothing shared", () => {
    const some = save([["referralId", referralId], ["partnerMaySee", "progress"], ["partnerMaySee", "profile"]]);
    expect(some.status === "success" ? some.value.partnerMaySee : null).toEqual(["progress", "profile"]);
    const one = save([["referralId", referralId], ["partnerMaySee", "diary"]]);
    expect(one.status === "success" ? one.value.partnerMaySee : null).toEqual(["diary"]);
    const none = save([["referralId", referralId]]);
    expect(none.status === "success" ? none.value.partnerMaySee : null).toEqual([]);
  });

  it("refuses an item not on the list, and a referral id that is not one", () => {
    const unknown = save([["referralId", referralId], ["partnerMaySee", "conviction"]]);
    expect(unknown.status === "error" ? unknown.error?.partnerMaySee : null).toEqual([sharingMessages.unknownItem]);
    const notAnId = save([["referralId", "not-an-id"]]);
    expect(notAnId.status === "error" ? notAnId.error?.referralId : null).toEqual([sharingMessages.notFound]);
  });
});
