import { describe, expect, it } from "vitest";
import { ConfigError, DEV_SECRET, loadEnv } from "./env.server";

describe("loadEnv", () => {
  it("starts in development with nothing set, on port 3000 with the embedded database", () => {
    const env = loadEnv({});
    expect(env.nodeEnv).toBe("development");
    expect(env.port).toBe(3000);
    expect(env.databaseUrl).toBeUndefined();
    expect(env.dataDir).toBe("./data/pglite");
    expect(env.publicUrl).toBe("http://localhost:3000");
    expect(env.authSecret.length).toBeGreaterThanOrEqual(32);
  });

  it("refuses production without its secrets and names each missing variable", () => {
    let error: unknown;
    try {
      loadEnv({ NODE_ENV: "production" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain("BETTER_AUTH_SECRET");
    expect(message).toContain("PUBLIC_URL");
  });

  it("accepts a complete production configuration", () => {
    const env = loadEnv({
      NODE_ENV: "production",
      BETTER_AUTH_SECRET: "x".repeat(40),
      PUBLIC_URL: "https://example.org/",
      DATABASE_URL: "postgres://app@db:5432/app",
    });
    expect(env.isProduction).toBe(true);
    expect(env.publicUrl).toBe("https://example.org");
    expect(env.host).toBe("0.0.0.0");
  });

  it("names malformed values", () => {
    expect(() => loadEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => loadEnv({ BETTER_AUTH_SECRET: "short" })).toThrow(/BETTER_AUTH_SECRET: must be at least 32/);
  });

  it("treats empty strings as unset", () => {
    expect(loadEnv({ DATABASE_URL: "", PORT: "" }).port).toBe(3000);
  });
});

describe("loadEnv: secrets and listening address", () => {
  const production = { NODE_ENV: "production", PUBLIC_URL: "https://example.org" };

  it("refuses the development secret in production, naming BETTER_AUTH_SECRET", () => {
    expect(() => loadEnv({ ...production, BETTER_AUTH_SECRET: DEV_SECRET })).toThrow(/BETTER_AUTH_SECRET is the development value/);
  });

  it("refuses a secret under 32 characters in production", () => {
    expect(() => loadEnv({ ...production, BETTER_AUTH_SECRET: "x".repeat(20) })).toThrow(/BETTER_AUTH_SECRET: must be at least 32 characters/);
    expect(loadEnv({ ...production, BETTER_AUTH_SECRET: "s".repeat(32) }).authSecret).toBe("s".repeat(32));
  });

  it("keeps a server outside production on loopback unless ALLOW_NON_LOOPBACK_DEV is true", () => {
    expect(() => loadEnv({ HOST: "0.0.0.0" })).toThrow(/HOST=0\.0\.0\.0 is not a loopback address.*ALLOW_NON_LOOPBACK_DEV=true/);
    expect(() => loadEnv({ NODE_ENV: "test", HOST: "192.168.1.20" })).toThrow(ConfigError);
    expect(loadEnv({ HOST: "0.0.0.0", ALLOW_NON_LOOPBACK_DEV: "true" }).host).toBe("0.0.0.0");
    for (const host of ["127.0.0.1", "127.0.0.2", "localhost", "::1"]) expect(loadEnv({ HOST: host }).host).toBe(host);
    expect(loadEnv({ ...production, BETTER_AUTH_SECRET: "s".repeat(40) }).host).toBe("0.0.0.0");
  });
});
