import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, createNonce, securityHeaders } from "./security.server";

describe("security headers", () => {
  it("enforces a nonce-based policy that allows nothing from other origins", () => {
    const csp = contentSecurityPolicy("abc123");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'nonce-abc123'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("unsafe-eval");
  });

  it("lets pages reach the analytics host only when given it (a visitor who accepted analytics cookies)", () => {
    expect(contentSecurityPolicy("n")).toMatch(/connect-src 'self';/);
    expect(contentSecurityPolicy("n", { analyticsOrigin: "https://eu.i.posthog.com" })).toMatch(/connect-src 'self' https:\/\/eu\.i\.posthog\.com;/);
    expect(contentSecurityPolicy("n", { analyticsOrigin: "https://eu.i.posthog.com" })).toContain("script-src 'self' 'nonce-n';");
  });

  it("adds HSTS only in production", () => {
    expect(securityHeaders({ nonce: "n", isProduction: false })["Strict-Transport-Security"]).toBeUndefined();
    expect(securityHeaders({ nonce: "n", isProduction: true })["Strict-Transport-Security"]).toMatch(/max-age=\d+/);
  });

  it("makes a fresh unguessable nonce each time", () => {
    const nonces = new Set(Array.from({ length: 50 }, () => createNonce()));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
  });
});
