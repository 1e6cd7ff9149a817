import type { AppLoadContext, ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../../app/lib/env.server";
import { newClientIp, testServerEnv, validEnquiry } from "./support/enquiries";
import { rulesBackend } from "./support/test-database";
import { startTestServer, type TestServer } from "./support/test-server";

/**
 * Express answers /api/contact itself; the React Router route module must give the same answers
 * wherever the app is served through React Router alone. Each case goes both ways and is compared.
 */

type Case = { name: string; method?: string; headers?: Record<string, string>; body?: () => string | ReadableStream<Uint8Array> };

const json = { "Content-Type": "application/json" };
const cases: Case[] = [
  { name: "a valid enquiry", headers: json, body: () => JSON.stringify(validEnquiry("partner")) },
  { name: "invalid fields", headers: json, body: () => JSON.stringify({ form_source: "employer", firstName: "A", extra: 1 }) },
  { name: "an unknown form_source", headers: json, body: () => JSON.stringify({ form_source: "volunteer" }) },
  { name: "malformed JSON", headers: json, body: () => "{" },
  { name: "not JSON", headers: { "Content-Type": "text/plain" }, body: () => "hello" },
  { name: "another site", headers: { ...json, Origin: "https://evil.example" }, body: () => JSON.stringify(validEnquiry("general")) },
  { name: "a declared large body", headers: json, body: () => JSON.stringify(validEnquiry("general", { message: "x".repeat(20_000) })) },
  {
    name: "a streamed large body",
    headers: json,
    body: () => {
      let sent = 0;
      return new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ < 6) controller.enqueue(new TextEncoder().encode("x".repeat(4000)));
          else controller.close();
        },
      });
    },
  },
  { name: "GET", method: "GET" },
  { name: "DELETE", method: "DELETE" },
];

describe.each([rulesBackend])("the /api/contact route module on %s", (backend) => {
  let server: TestServer;
  let build: ServerBuild;
  let context: AppLoadContext;
  beforeAll(async () => {
    server = await startTestServer(backend, testServerEnv);
    build = (await import(new URL("../../build/server/index.js", import.meta.url).href)) as ServerBuild;
    context = {
      auth: server.auth,
      responseCookies: [],
      nonce: "test",
      requestId: "route-module-test",
      clientIp: newClientIp(),
      database: server.database,
      env: loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", ...testServerEnv }),
      logger: server.logger,
      rateLimiter: server.rateLimiter,
      mailWorker: server.mailWorker,
      testRoutes: true,
    };
  });
  afterAll(async () => {
    await server?.stop();
  });

  it.each(cases)("answers $name as the server does", async ({ method = "POST", headers = {}, body }) => {
    const init = (): RequestInit =>
      ({ method, headers: { ...headers, Host: `127.0.0.1:${server.port}` }, body: body?.(), duplex: "half" }) as RequestInit;

    const viaServer = await server.fetch("/api/contact", { ...init(), headers: { ...headers, "X-Forwarded-For": newClientIp() } });
    const route = build.routes["routes/api-contact"]!.module as {
      action(args: unknown): Promise<Response>;
      loader(args: unknown): Promise<Response>;
    };
    const request = new Request(`http://127.0.0.1:${server.port}/api/contact`, init());
    const handler = method === "GET" ? route.loader : route.action;
    const viaModule = await handler({ request, context, params: {} });

    expect(viaModule.status).toBe(viaServer.status);
    for (const header of ["allow", "retry-after", "cache-control", "idempotent-replayed"]) {
      expect(viaModule.headers.get(header), header).toBe(viaServer.headers.get(header));
    }
    const [a, b] = [(await viaServer.json()) as Record<string, unknown>, (await viaModule.json()) as Record<string, unknown>];
    if (viaServer.status === 201) {
      expect(typeof a.id).toBe("string");
      expect(typeof b.id).toBe("string");
    } else {
      expect(b).toEqual(a);
    }
  });
});
