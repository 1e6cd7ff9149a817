import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { action, loader } from "./test-run-reminders";

describe("test-only route that runs the reminders", () => {
  it("answers 404 unless the server runs with test routes, before reading the body or touching the database", async () => {
    // No database in the context: running the reminders would throw instead of answering 404.
    const context = { testRoutes: false } as AppLoadContext;
    const request = new Request("http://localhost/__test/run-reminders", { method: "POST", body: JSON.stringify({ now: "2027-01-12T10:00:00Z" }) });
    expect((await action({ request, context, params: {} } as never)).status).toBe(404);
    expect((await loader({ request: new Request("http://localhost/__test/run-reminders"), context, params: {} } as never)).status).toBe(404);
  });

  it("refuses a time it cannot read with a clear message", async () => {
    const context = { testRoutes: true } as AppLoadContext;
    for (const body of ['{"now":"tomorrow"}', "not json", '{"at":"2027-01-12T10:00:00Z"}']) {
      const response = await action({ request: new Request("http://localhost/__test/run-reminders", { method: "POST", body }), context, params: {} } as never);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: expect.stringContaining("ISO 8601") });
    }
  });
});
