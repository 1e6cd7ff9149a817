import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { loader } from "./test-enquiries";

describe("test-only enquiry route", () => {
  it("answers 404 unless the server runs with test routes", async () => {
    const context = { testRoutes: false } as AppLoadContext;
    const response = await loader({ request: new Request("http://localhost/__test/enquiries/latest"), context, params: {} } as never);
    expect(response.status).toBe(404);
  });
});
