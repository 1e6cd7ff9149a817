import { redirect, UNSAFE_ErrorResponseImpl, type ClientActionFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { enquiryClientAction, formMessages } from "./form-submission";

function argsWith(serverAction: () => Promise<unknown>): ClientActionFunctionArgs {
  return { serverAction } as unknown as ClientActionFunctionArgs;
}

describe("enquiryClientAction", () => {
  it("passes the server's answer through", async () => {
    const answer = { result: { status: "error" as const, error: { "": ["x"] } }, failure: "unavailable" as const };
    await expect(enquiryClientAction(argsWith(async () => answer))).resolves.toBe(answer);
  });

  it("lets the redirect to the thank-you page through", async () => {
    const thrown = redirect("/thank-you");
    await expect(enquiryClientAction(argsWith(async () => Promise.reject(thrown)))).rejects.toBe(thrown);
  });

  it("turns a lost connection into a failure the form can show", async () => {
    const lost = argsWith(async () => Promise.reject(new TypeError("Failed to fetch")));
    await expect(enquiryClientAction(lost)).resolves.toEqual({ failure: "network" });
  });

  it("turns an error page from in front of the app into a failure the form can show", async () => {
    const gateway = argsWith(async () => Promise.reject(new UNSAFE_ErrorResponseImpl(502, "Bad Gateway", "")));
    await expect(enquiryClientAction(gateway)).resolves.toEqual({ failure: "network" });
  });
});

describe("rate limit message", () => {
  it("says how long to wait in words", () => {
    expect(formMessages.rateLimited(20)).toContain("wait a minute");
    expect(formMessages.rateLimited(61)).toContain("wait 2 minutes");
    expect(formMessages.rateLimited(3 * 3600)).toContain("wait a while");
  });
});
