import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { action, loader } from "./test-accounts";

describe("test-only account route", () => {
  it("answers 404 unless the server runs with test routes, before reading the body or touching auth", async () => {
    // No auth or database in the context: reaching createAccount would throw instead of answering 404.
    const context = { testRoutes: false } as AppLoadContext;
    const request = new Request("http://localhost/__test/accounts", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "admin@example.org", role: "admin", name: "Alex Admin" }),
    });
    const response = await action({ request, context, params: {} } as never);
    expect(response.status).toBe(404);
    const get = await loader({ request: new Request("http://localhost/__test/accounts"), context, params: {} } as never);
    expect(get.status).toBe(404);
  });
});
