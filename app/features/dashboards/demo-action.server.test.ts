import { describe, expect, it } from "vitest";
import { z } from "zod";
import { demoFieldProblems } from "./demo-action.server";

const post = (fields: Record<string, string>) =>
  new Request("http://localhost/dashboard/caseworker/candidate/x", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });

const note = z.object({ body: z.string({ error: "Enter the case note" }).trim().min(1, "Enter the case note") });

describe("demoFieldProblems", () => {
  it("answers a demonstration form with a problem as the portal does: 400 with the message, what was typed kept", async () => {
    const answer = await demoFieldProblems(post({ intent: "add-note", body: "  " }), { "add-note": note });
    expect(answer?.init?.status).toBe(400);
    expect(answer?.data.intent).toBe("add-note");
    expect(answer?.data.result.error).toEqual({ body: ["Enter the case note"] });
  });

  it("leaves a complete form, or one it has no schema for, to the demonstration's refusal", async () => {
    expect(await demoFieldProblems(post({ intent: "add-note", body: "Called today" }), { "add-note": note })).toBeNull();
    expect(await demoFieldProblems(post({ intent: "checklist", body: "" }), { "add-note": note })).toBeNull();
  });

  it("finds the schema of a page's one form that sends no intent under ''", async () => {
    const answer = await demoFieldProblems(post({ body: "" }), { "": note });
    expect(answer?.data.intent).toBe("");
    expect(answer?.init?.status).toBe(400);
  });

  it("leaves the request's body for the refusal to read", async () => {
    const request = post({ intent: "add-note", body: "Called today" });
    await demoFieldProblems(request, { "add-note": note });
    expect(await request.text()).toContain("Called+today");
  });
});
