import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assistantMessages } from "../../app/features/assistant/answer.server";
import { newClientIp, testServerEnv } from "./support/enquiries";
import { backends } from "./support/test-database";
import { startTestServer, type TestServer } from "./support/test-server";

/**
 * The 'Ask a question' box on /candidates/ai-tools, through the real server, posting as a browser without
 * JavaScript does. With ASSISTANT_API_URL set it talks to a local fake of an OpenAI-compatible service.
 */

type FakeModel = { url: string; requests: { path: string; authorization: string | undefined; body: Record<string, unknown> }[]; close(): Promise<void>; mode: "answer" | "fail" };

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
      res.writeHead(200, { "Content-Type": "application/json" }).end(
        JSON.stringify({ choices: [{ message: { role: "assistant", content: "A fine is spent one year after the conviction (model answer).\n\nUnder 18: six months." } }] }),
      );
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

describe.each(backends)("the assistant on %s, searching our own guides", (backend) => {
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

  it("asks for a question, and keeps one that is too long", async () => {
    const empty = await ask(server, "   ");
    expect(empty.status).toBe(422);
    expect(text(await empty.text())).toContain(assistantMessages.empty);
    const long = await ask(server, "x".repeat(501));
    expect(long.status).toBe(422);
    expect(text(await long.text())).toContain(assistantMessages.tooLong);
  });
});

describe.each(backends)("the assistant on %s, with a model service", (backend) => {
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
