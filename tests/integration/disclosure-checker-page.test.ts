import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wizardMessages } from "../../app/features/disclosure-check/answer-checks";
import { STATE_FIELD, type WizardState, initialState, serialiseState } from "../../app/features/disclosure-check/state";
import { advance } from "../../app/features/disclosure-check/wizard";
import { testServerEnv } from "./support/enquiries";
import { rulesBackend } from "./support/test-database";
import { startTestServer, type TestServer } from "./support/test-server";

/** The checker's pages as a browser without JavaScript uses them: each answer posted with the state in the form. */

function post(server: TestServer, fields: Record<string, string>) {
  return server.fetch("/candidates/ai-tools/checker", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

/** One conviction, a fine a year ago, answered up to the results, as the pages would have carried it. */
function resultsState(): WizardState {
  const steps: Record<string, string>[] = [
    { jurisdiction: "england_wales" },
    { type: "conviction" },
    { age: "adult" },
    { day: "1", month: "1", year: "2020" },
    { kind: "fine" },
    { another: "no" },
    { another: "no" },
    {},
  ];
  let state = initialState();
  for (const fields of steps) {
    const outcome = advance(state, (name) => fields[name] ?? null, "next", "2026-01-01");
    expect(outcome.errors).toBeUndefined();
    state = outcome.state;
  }
  expect(state.step.q).toBe("results");
  return state;
}

describe.each([rulesBackend])("the disclosure checker's pages on %s", (backend) => {
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

  it("is sent without React's scripts, with the form script, and kept for anonymous visitors", async () => {
    const first = await server.fetch("/candidates/ai-tools/checker");
    const html = await first.text();
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain("__reactRouterContext");
    expect(html).toMatch(/<script type="module" src="\/assets\/enhance-answers-[\w-]+\.js" nonce="[^"]+">/);
    // The first question is not focused by the script: a person starts at the top.
    expect(html).not.toContain("data-focus-on-load");
    expect(first.headers.get("set-cookie")).toBeNull();
    expect((await server.fetch("/candidates/ai-tools/checker")).headers.get("x-page-cache")).toBe("hit");
  });

  it("focuses the next question after an answer, and offers the PDF from the server on the results", async () => {
    const next = await post(server, { [STATE_FIELD]: serialiseState(initialState()), intent: "next", jurisdiction: "england_wales" });
    expect(await next.text()).toContain('data-focus-on-load="checker-question-record-type-0-0"');

    const results = await post(server, { [STATE_FIELD]: serialiseState(resultsState()), intent: "next" });
    const html = await results.text();
    expect(html).toContain("Your results");
    expect(html).toContain('data-focus-on-load="checker-question-results-0-0"');
    expect(html).toContain('action="/candidates/ai-tools/checker/results.pdf"');
    expect(html).toContain("data-print-note");
  });

  it("makes the results PDF from the posted answers, and refuses answers with no results", async () => {
    const pdf = await server.fetch("/candidates/ai-tools/checker/results.pdf", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ [STATE_FIELD]: serialiseState(resultsState()) }).toString(),
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toMatch(/^attachment; filename="disclosure-check-\d{4}-\d{2}-\d{2}\.pdf"$/);
    expect(pdf.headers.get("cache-control")).toContain("no-store");
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");

    const none = await server.fetch("/candidates/ai-tools/checker/results.pdf", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ [STATE_FIELD]: serialiseState(initialState()) }).toString(),
    });
    expect(none.status).toBe(400);
  });
});
