import { describe, expect, it } from "vitest";
import { ConfigError, loadEnv } from "./env.server";

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
