import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "./support/test-database";
import { startTestServer, type TestServer } from "./support/test-server";

describe.each(backends)("health checks on %s", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("GET /ping answers pong", async () => {
    const response = await server.fetch("/ping");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("pong");
  });

  it("GET /info reports the version and commit", async () => {
    const response = await server.fetch("/info");
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, string>;
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.commit).toBeTypeOf("string");
    expect(body.database).toBe(backend);
  });

  it("GET /health is 200 while the database answers and 503 with a reason once it is closed", async () => {
    const ok = await server.fetch("/health");
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ status: "ok" });

    await server.database.close();
    const down = await server.fetch("/health");
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ status: "unavailable", reason: "The database is unreachable." });

    // Public pages still open for someone with a (correctly signed) session cookie, whose session cannot be
    // read now: the header just offers sign-in.
    const token = "a-session-token-the-database-cannot-be-asked-about";
    const signature = crypto.createHmac("sha256", server.env.authSecret).update(token).digest("base64");
    const cookie = `fcw.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
    const page = await server.fetch("/about", { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(">Sign In</a>");
  });
});
