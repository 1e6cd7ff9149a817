import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assistantMessages } from "../../app/features/assistant/answer.server";
import { newClientIp, testServerEnv } from "./support/enquiries";
import { rulesBackend } from "./support/test-database";
import { startTestServer, type TestServer } from "./support/test-server";

/**
 * The 'Ask a question' box on /candidates/ai-tools, through the real server, posting as a browser without
 * JavaScript does. With ASSISTANT_API_URL set it talks to a local fake of an OpenAI-compatible service.
 */

type FakeModel = { url: string; requests: { path: string; authorization: string | undefined; body: Record<string, unknown> }[]; close(): Promise<void>; mode: "answer" | "fail" | "tool" | "wrong-date" };

async function startFakeModel(): Promise<FakeModel> {
  const fake: FakeModel = { url: "", requests: [], mode: "answer", close: async () => {} };
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      fake.requests.push({ path: req.url ?? "", authorization: req.headers.authorization, body: JSON.parse(raw) as Record<string, unknown> });
      if (fake.mode === "fail") {
        res.writeHead(500).end("{}");
        return;
      }
      const reply = (message: Record<string, unknown>) => res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ choices: [{ message: { role: "assistant", ...message } }] }));
      const messages = (JSON.parse(raw) as { messages: { role: string; content: string }[] }).messages;
      if (fake.mode === "tool" && !messages.some((message) => message.role === "tool")) {
        const input = { age_at_conviction: "adult", convictions: [{ kind: "fine", date: "2024-03-03" }] };
        reply({ content: null, tool_calls: [{ id: "call_1", type: "function", function: { name: "check_disclosure", arguments: JSON.stringify(input) } }] });
        return;
      }
      if (fake.mode === "tool") {
        const result = JSON.parse(messages.at(-1)!.content) as { results: { spent_date: string }[] };
        reply({ content: `The checker says it was spent on ${result.results[0]!.spent_date}.\n\n- A basic check does not show it.\n- Most employers cannot ask.` });
        return;
      }
      if (fake.mode === "wrong-date") {
        reply({ content: "It was spent on 1 January 2022, so you do not have to tell anyone." });
        return;
      }
      reply({ content: "A fine is spent one year after the conviction (model answer).\n\nUnder 18: six months." });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}

function ask(server: TestServer, question: string) {
  return server.fetch("/candidates/ai-tools", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": newClientIp() },
    body: new URLSearchParams({ intent: "ask", question }).toString(),
  });
}

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&").replace(/\s+/g, " ");

describe.each([rulesBackend])("the assistant on %s, searching our own guides", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, testServerEnv);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("answers 'when is a fine spent' without JavaScript, with a link to the section, a person and the helplines", async () => {
    const response = await ask(server, "when is a fine spent");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(text(html)).toContain("A fine given to someone aged 18 or over is spent 1 year after the date of conviction.");
    expect(html).toContain('href="/resources?tab=legal#period-fine"');
    expect(text(html)).toContain("How answers are found:");
    expect(html).toContain('href="/request-callback"');
    expect(text(html)).toContain("Call Samaritans on 116 123");
    expect(text(html)).toContain("Text SHOUT to 85258");
  });

  it("works out the warehouse question with the checker, leading with the spent date, and opens the helper on those answers", async () => {
    const response = await ask(server, "I got 6 months in prison in 2021, do I have to tell a warehouse job about it?");
    expect(response.status).toBe(200);
    const html = await response.text();
    const answer = text(html).split("Our answer")[1]!;
    expect(answer).toMatch(/^ You asked: .{0,120}” 6 months in prison in 2021: spent\. It became spent between 1 July 2022 and 30 June 2023/);
    expect(answer).toContain("For most jobs, including warehouse work, you do not have to tell an employer about it");
    expect(answer).not.toMatch(/housing/i);
    expect(html).toContain('action="/candidates/ai-tools/checker"');
    const state = /name="checker-state" value="([^"]+)"/.exec(html)![1]!.replace(/&quot;/g, '"');

    // The helper opens on the first question the question did not answer (the age), the year carried for its date page.
    const opened = await server.fetch("/candidates/ai-tools/checker", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": newClientIp() },
      body: new URLSearchParams({ "checker-state": state, intent: "open" }).toString(),
    });
    expect(opened.status).toBe(200);
    const page = await opened.text();
    expect(text(page)).toContain("18 or over");
    expect(page).toContain("&quot;year&quot;:&quot;2021&quot;");
  });

  it("shows a rehabilitation table as a table, not cells run together with semicolons", async () => {
    const html = (await (await ask(server, "when is a 6 month prison sentence spent?")).text()).split("Our answer")[1]!.split("Talk to a person")[0]!;
    expect(text(html)).toContain("Custody of 1 year or less given to someone aged 18 or over is spent 1 year after the end of the whole sentence");
    expect(text(html)).not.toMatch(/\w; \w[^.]*; \w[^.]*;/);
  });

  it("asks for a question, and keeps one that is too long", async () => {
    const empty = await ask(server, "   ");
    expect(empty.status).toBe(422);
    expect(text(await empty.text())).toContain(assistantMessages.empty);
    const long = await ask(server, "x".repeat(501));
    expect(long.status).toBe(422);
    expect(text(await long.text())).toContain(assistantMessages.tooLong);
  });
});

describe.each([rulesBackend])("the assistant on %s, with a model service", (backend) => {
  let server: TestServer;
  let fake: FakeModel;
  beforeAll(async () => {
    fake = await startFakeModel();
    server = await startTestServer(backend, { ...testServerEnv, ASSISTANT_API_URL: fake.url, ASSISTANT_API_KEY: "test-key", ASSISTANT_MODEL: "fake-model", ASSISTANT_TIMEOUT_MS: "3000" });
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  it("says a model is in use, and shows its answer with the sections it was given", async () => {
    const page = await server.fetch("/candidates/ai-tools");
    expect(text(await page.text())).toContain("an AI model (fake-model) writes each answer");

    const response = await ask(server, "When is a fine spent? I was fined on 3 March 2024, email me at sam@example.org");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(text(html)).toContain("A fine is spent one year after the conviction (model answer).");
    expect(text(html)).toContain("Under 18: six months.");
    expect(html).toContain('href="/resources?tab=legal#period-fine"');
    expect(text(html)).toContain("Call Samaritans on 116 123");

    const sent = fake.requests.at(-1)!;
    expect(sent.path).toBe("/v1/chat/completions");
    expect(sent.authorization).toBe("Bearer test-key");
    expect(sent.body.model).toBe("fake-model");
    const messages = sent.body.messages as { role: string; content: string }[];
    expect(messages[0]!.content).toContain("A fine given to someone aged 18 or over is spent 1 year after the date of conviction.");
    // The question leaves without its date or email address.
    expect(messages[1]!.content).toBe("When is a fine spent? I was fined on [date removed], email me at [email removed]");
  });

  it("gives the model the checker as a tool, and shows its answer with the date the checker worked out, its list as a list", async () => {
    fake.mode = "tool";
    const response = await ask(server, "when is a fine spent if I was fined in 2024?");
    fake.mode = "answer";
    const html = await response.text();
    expect(text(html)).toContain("The checker says it was spent on 2025-03-03.");
    expect(html).toMatch(/<li>A basic check does not show it\.<\/li>/);
    const tools = fake.requests.at(-1)!.body.tools as { function: { name: string } }[];
    expect(tools[0]!.function.name).toBe("check_disclosure");
  });

  it("refuses a model's answer that states a date the checker did not work out, and gives the checker's own", async () => {
    fake.mode = "wrong-date";
    const response = await ask(server, "I got 6 months in prison in 2021, do I have to tell a warehouse job about it?");
    fake.mode = "answer";
    const body = text(await response.text());
    expect(body).toContain(assistantMessages.modelOffChecker);
    expect(body).not.toContain("1 January 2022");
    expect(body).toContain("between 1 July 2022 and 30 June 2023");
  });

  it("falls back to the search answer, and says so, when the service fails", async () => {
    fake.mode = "fail";
    const response = await ask(server, "when is a fine spent");
    fake.mode = "answer";
    expect(response.status).toBe(200);
    const body = text(await response.text());
    expect(body).toContain(assistantMessages.modelFailed);
    expect(body).toContain("A fine given to someone aged 18 or over is spent 1 year after the date of conviction.");
  });
});
