import { describe, expect, it } from "vitest";
import { MemoryRateLimitStore, RedisWithFallbackStore, type RateLimitStore } from "./rate-limit-stores.server";
import { clientNetwork, RateLimiter } from "./rate-limit.server";

const rules = [
  { name: "minute", limit: 2, windowSeconds: 60 },
  { name: "day", limit: 3, windowSeconds: 86_400 },
];

function limiterWithClock() {
  let now = 1_000_000;
  const store = new MemoryRateLimitStore(() => now);
  const limiter = new RateLimiter(store, { secret: "test-secret-test-secret-test-secret", enabled: true });
  return { limiter, advance: (ms: number) => (now += ms) };
}

describe("RateLimiter", () => {
  it("allows up to the per-minute limit, then says when to retry", async () => {
    const { limiter, advance } = limiterWithClock();
    expect(await limiter.consume("enquiry", "203.0.113.5", rules)).toEqual({ allowed: true });
    advance(10_000);
    expect(await limiter.consume("enquiry", "203.0.113.5", rules)).toEqual({ allowed: true });
    expect(await limiter.consume("enquiry", "203.0.113.5", rules)).toEqual({ allowed: false, retryAfterSeconds: 50 });
  });

  it("starts a new minute when the old one ends, until the daily limit is used up", async () => {
    const { limiter, advance } = limiterWithClock();
    await limiter.consume("enquiry", "203.0.113.6", rules);
    await limiter.consume("enquiry", "203.0.113.6", rules);
    advance(61_000);
    expect(await limiter.consume("enquiry", "203.0.113.6", rules)).toEqual({ allowed: true });
    advance(61_000);
    const refused = await limiter.consume("enquiry", "203.0.113.6", rules);
    expect(refused.allowed).toBe(false);
    // The day window opened at the first request: 86,400 s minus the 122 s since.
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 86_400 - 122 });
  });

  it("counts each client and each scope separately", async () => {
    const { limiter } = limiterWithClock();
    await limiter.consume("enquiry", "203.0.113.7", rules);
    await limiter.consume("enquiry", "203.0.113.7", rules);
    expect((await limiter.consume("enquiry", "203.0.113.7", rules)).allowed).toBe(false);
    expect((await limiter.consume("enquiry", "203.0.113.8", rules)).allowed).toBe(true);
    expect((await limiter.consume("sign-in", "203.0.113.7", rules)).allowed).toBe(true);
  });

  it("keys clients by a keyed hash, never the address", () => {
    const { limiter } = limiterWithClock();
    const key = limiter.clientKey("203.0.113.9");
    expect(key).not.toContain("203.0.113.9");
    expect(key).toBe(limiter.clientKey("203.0.113.9"));
    expect(key).not.toBe(limiter.clientKey("203.0.113.10"));
    const other = new RateLimiter(new MemoryRateLimitStore(), { secret: "another-secret-another-secret-another", enabled: true });
    expect(other.clientKey("203.0.113.9")).not.toBe(key);
  });

  it("allows everything when switched off", async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore(), { secret: "s".repeat(32), enabled: false });
    for (let i = 0; i < 10; i++) expect(await limiter.consume("enquiry", "203.0.113.11", rules)).toEqual({ allowed: true });
  });

  it("allows, or refuses if asked to, when the store cannot be reached", async () => {
    const broken: RateLimitStore = {
      kind: "redis",
      hit: () => Promise.reject(new Error("connection refused")),
      close: async () => {},
    };
    const limiter = new RateLimiter(broken, { secret: "s".repeat(32), enabled: true });
    expect(await limiter.consume("enquiry", "203.0.113.12", rules)).toEqual({ allowed: true });
    expect(await limiter.consume("sign-in", "203.0.113.12", rules, { onStoreError: "deny" })).toEqual({
      allowed: false,
      retryAfterSeconds: 60,
    });
  });
});

describe("clientNetwork", () => {
  it("counts IPv6 clients by their /64, whatever way the address is written", () => {
    expect(clientNetwork("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(clientNetwork("2001:0db8:0001:0002::1")).toBe("2001:db8:1:2::/64");
    expect(clientNetwork("[2001:db8:1:2::ffff]")).toBe("2001:db8:1:2::/64");
    expect(clientNetwork("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientNetwork("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientNetwork("2001:db8:1:3::1")).not.toBe(clientNetwork("2001:db8:1:2::1"));
  });

  it("keeps IPv4 addresses, also in IPv6 form, and other identities as they are", () => {
    expect(clientNetwork("203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("0192f3a4-user-id")).toBe("0192f3a4-user-id");
  });

  it("gives two addresses in one /64 the same limiter key, and another /64 a different one", () => {
    const { limiter } = limiterWithClock();
    expect(limiter.clientKey("2001:db8:5:6::1")).toBe(limiter.clientKey("2001:db8:5:6:ffff::2"));
    expect(limiter.clientKey("2001:db8:5:7::1")).not.toBe(limiter.clientKey("2001:db8:5:6::1"));
  });
});

describe("RateLimiter: refusals and a Redis outage", () => {
  it("does not count an attempt refused by the minute's limit against the day's", async () => {
    const { limiter, advance } = limiterWithClock();
    // Two allowed, then ten refused by the minute's limit of 2.
    for (let i = 0; i < 12; i++) await limiter.consume("enquiry", "203.0.113.20", rules);
    advance(61_000);
    // The day's limit is 3: the refused ten did not use it up.
    expect(await limiter.consume("enquiry", "203.0.113.20", rules)).toEqual({ allowed: true });
    expect((await limiter.consume("enquiry", "203.0.113.20", rules)).allowed).toBe(false);
  });

  it("counts in the fallback store while Redis fails, and reports itself degraded", async () => {
    let now = 5_000_000;
    let redisUp = true;
    const redisCounts = new MemoryRateLimitStore(() => now);
    const redis = {
      kind: "redis" as const,
      get connected() {
        return redisUp;
      },
      hit: (key: string, windowMs: number) => (redisUp ? redisCounts.hit(key, windowMs) : Promise.reject(new Error("Stream isn't writeable"))),
      close: async () => {},
    };
    const store = new RedisWithFallbackStore(redis, new MemoryRateLimitStore(() => now), undefined, () => now);
    const limiter = new RateLimiter(store, { secret: "s".repeat(32), enabled: true });
    const signIn = [{ name: "minute", limit: 2, windowSeconds: 60 }];
    expect(store.health()).toBe("ok");
    redisUp = false;
    expect(await limiter.consume("auth:sign-in", "203.0.113.21", signIn)).toEqual({ allowed: true });
    expect(await limiter.consume("auth:sign-in", "203.0.113.21", signIn)).toEqual({ allowed: true });
    // Not failing open: the third attempt in the minute is refused by the stand-in.
    expect((await limiter.consume("auth:sign-in", "203.0.113.21", signIn)).allowed).toBe(false);
    expect(store.health()).toBe("degraded");
    redisUp = true;
    now += 11_000;
    expect(store.health()).toBe("ok");
  });
});
