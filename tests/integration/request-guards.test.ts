import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./support/test-server";

describe("request guards", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("pglite", { PUBLIC_URL: "https://fairchance.example" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("refuses a state-changing request sent by a browser from another site", async () => {
    const fromElsewhere = await server.fetch("/request-callback", {
      method: "POST",
      headers: { origin: "https://attacker.example", "content-type": "application/x-www-form-urlencoded" },
      body: "firstName=Al",
    });
    expect(fromElsewhere.status).toBe(403);
    const crossSite = await server.fetch("/request-callback", {
      method: "POST",
      headers: { "sec-fetch-site": "cross-site", "content-type": "application/x-www-form-urlencoded" },
      body: "firstName=Al",
    });
    expect(crossSite.status).toBe(403);
    const opaqueElsewhere = await server.fetch("/request-callback", {
      method: "POST",
      headers: { origin: "null", "sec-fetch-site": "cross-site", "content-type": "application/x-www-form-urlencoded" },
      body: "firstName=Al",
    });
    expect(opaqueElsewhere.status).toBe(403);
    const opaqueUnknown = await server.fetch("/request-callback", {
      method: "POST",
      headers: { origin: "null", "content-type": "application/x-www-form-urlencoded" },
      body: "firstName=Al",
    });
    expect(opaqueUnknown.status).toBe(403);
  });

  it("lets through a form post whose origin the browser hid (no-referrer page) when it says the post came from this site", async () => {
    const hidden = await server.fetch("/request-callback", {
      method: "POST",
      headers: { origin: "null", "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" },
      body: "firstName=Al",
    });
    expect(hidden.status).not.toBe(403);
  });

  it("lets the site's own origin through", async () => {
    const own = await server.fetch("/request-callback", {
      method: "POST",
      headers: { origin: "https://fairchance.example", "content-type": "application/x-www-form-urlencoded" },
      body: "firstName=Al",
    });
    expect(own.status).not.toBe(403);
  });

  it("refuses a body declared larger than 1 MB before reading it", async () => {
    const response = await server.fetch("/request-callback", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "a=" + "x".repeat(1024 * 1024 + 10),
    });
    expect(response.status).toBe(413);
  });
});
