import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STATE_FIELD, initialState, serialiseState, wizardMessages } from "../../app/features/disclosure-check/wizard";
import { testServerEnv } from "./support/enquiries";
import { backends } from "./support/test-database";
import { startTestServer, type TestServer } from "./support/test-server";

/** The checker's pages as a browser without JavaScript uses them: each answer posted with the state in the form. */

function post(server: TestServer, fields: Record<string, string>) {
  return server.fetch("/candidates/ai-tools/checker", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

describe.each(backends)("the disclosure checker's pages on %s", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, testServerEnv);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("starts with the first question", async () => {
    const response = await server.fetch("/candidates/ai-tools/checker");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Where were you cautioned or convicted?");
  });

  it("answers a missing answer with 422 and the question again, and a state it did not write with 400 and a fresh start", async () => {
    const missing = await post(server, { [STATE_FIELD]: serialiseState(initialState()), intent: "next" });
    expect(missing.status).toBe(422);
    const html = await missing.text();
    expect(html).toContain("There is a problem");
    expect(html).toContain(wizardMessages.jurisdiction);

    const tampered = await post(server, { [STATE_FIELD]: '{"answers":{"records":"x"}}', intent: "next" });
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toContain("the checker has started again");
  });

  it("moves to the next question, carrying the answers in the form", async () => {
    const response = await post(server, { [STATE_FIELD]: serialiseState(initialState()), intent: "next", jurisdiction: "england_wales" });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("What were you given?");
    expect(html).toContain("england_wales");
  });
});
