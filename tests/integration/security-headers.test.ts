import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicPages } from "../../app/lib/site-pages";
import { productionOrganisationEnv } from "./support/organisation-env";
import { startTestServer, type TestServer } from "./support/test-server";

const otherPaths = ["/no-such-page", "/thank-you", "/robots.txt", "/sitemap.xml", "/health", "/ping", "/info", "/favicon.svg"];

describe("security headers", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("pglite", { PUBLIC_URL: "https://fairchance.example" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it.each([...publicPages, ...otherPaths])("%s carries the security headers", async (path) => {
    const response = await server.fetch(path);
    expect(response.status).toBeLessThan(500);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("content-security-policy-report-only")).toBeNull();
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(response.headers.get("x-powered-by")).toBeNull();
    expect(response.headers.get("x-request-id")).toBeTruthy();
  });

  it("gives every script on a page the response's nonce and loads nothing from another origin", async () => {
    for (const path of publicPages) {
      const response = await server.fetch(path);
      const html = await response.text();
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
      expect(nonce, path).toBeTruthy();
      // Every script that runs carries the nonce; a data block (type="application/json", the call-back forms'
      // rules) is never run, and the policy would not let it run without the nonce anyway.
      const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes('type="application/json"'));
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);
      // No src or href (other than plain links) may point at another origin.
      const external = html.match(/\b(?:src|srcset|action)="(?:https?:)?\/\/[^"]+"/g) ?? [];
      expect(external, path).toEqual([]);
      const externalStyles = html.match(/<link\b[^>]*rel="(?:stylesheet|preload|modulepreload)"[^>]*href="(?:https?:)?\/\//g) ?? [];
      expect(externalStyles, path).toEqual([]);
      expect(html, path).not.toMatch(/\sstyle="/);
    }
  });

  it("uses a different nonce for every response", async () => {
    const a = (await server.fetch("/")).headers.get("content-security-policy");
    const b = (await server.fetch("/")).headers.get("content-security-policy");
    expect(a).not.toBe(b);
  });

  it("answers an unknown page with 404 and the error boundary with 500, without internals", async () => {
    const missing = await server.fetch("/this/does/not/exist");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Page Not Found");
    const broken = await server.fetch("/__test/error");
    expect(broken.status).toBe(500);
    const body = await broken.text();
    expect(body).toContain("Something went wrong");
    expect(body).not.toContain("Deliberate failure");
    expect(body).not.toMatch(/at .+\.(ts|js):\d+/);
  });

  it("adds HSTS in production, and shows the configured contact details", async () => {
    const production = await startTestServer("pglite", {
      NODE_ENV: "production",
      BETTER_AUTH_SECRET: "p".repeat(40),
      PUBLIC_URL: "https://example.org",
      ...productionOrganisationEnv,
    });
    try {
      const response = await production.fetch("/");
      expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
      const page = await response.text();
      expect(page).toContain(`href="tel:03005550199"`);
      expect(page).toContain(productionOrganisationEnv.ORG_EMAIL);
      expect(page).toContain(productionOrganisationEnv.ORG_OPENING_HOURS);
      expect(page).not.toContain("(example");
    } finally {
      await production.stop();
    }
  });

  it("lists the public pages in sitemap.xml and points robots.txt at it", async () => {
    const sitemap = await (await server.fetch("/sitemap.xml")).text();
    for (const path of publicPages) expect(sitemap).toContain(`<loc>https://fairchance.example${path}</loc>`);
    const robots = await (await server.fetch("/robots.txt")).text();
    expect(robots).toContain("Sitemap: https://fairchance.example/sitemap.xml");
  });
});
