import crypto from "node:crypto";
import net from "node:net";
import { lt, sql } from "drizzle-orm";
import { Redis } from "ioredis";
import { rateLimits } from "../../db/schema";
import type { AppDb } from "./db.server";
import type { Env } from "./env.server";
import type { Logger } from "./logger.server";

/**
 * Fixed-window rate limiting, shared by every feature that needs it (enquiries, sign-in, ...).
 * Clients are identified only by a keyed hash of their address: no store ever holds a raw IP.
 */

export type RateLimitRule = {
  /** Short label, part of the stored key: e.g. "minute", "day". */
  name: string;
  limit: number;
  windowSeconds: number;
};

/**
 * The unit a client is counted by. One IPv6 customer is usually given a whole /64 (18 quintillion
 * addresses), so IPv6 addresses count by their /64; IPv4, and IPv4 written in IPv6 form, by the address.
 * Anything that is not an address (an account id) is used as it is.
 */
export function clientNetwork(identity: string): string {
  const address = identity.trim();
  if (net.isIPv4(address)) return address;
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (!net.isIPv6(bare)) return identity;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped && net.isIPv4(mapped[1]!)) return mapped[1]!;
  return `${ipv6Groups(bare).slice(0, 4).join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, written in full without leading zeros. */
function ipv6Groups(address: string): string[] {
  let text = address.toLowerCase();
  // An IPv4 tail ("::1.2.3.4") is two more groups.
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split(".").map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::") as [string, string | undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...middle, ...right].map((group) => Number.parseInt(group, 16).toString(16));
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type WindowCount = {
  /** Hits in the current window, including this one. */
  count: number;
  /** Milliseconds until the window ends. */
  msLeft: number;
};

export interface RateLimitStore {
  readonly kind: "memory" | "database" | "redis";
  /** Adds one hit to `key` and reports the window's count; a new window starts when the old one ends. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** "degraded" while a shared store is out of reach and another stands in (reported by /health). */
  health?(): "ok" | "degraded";
  close(): Promise<void>;
}

/** One process only: counts are lost on restart and not shared between servers. */
export class MemoryRateLimitStore implements RateLimitStore {
  readonly kind = "memory";
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, msLeft: window.resetAt - now };
  }

  private sweep() {
    const now = this.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }

  async close() {
    clearInterval(this.sweeper);
    this.windows.clear();
  }
}

/** Shared by every server on the same database: one atomic upsert per hit, timed by the database clock. */
export class DatabaseRateLimitStore implements RateLimitStore {
  readonly kind = "database";
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly db: AppDb,
    private readonly logger?: Logger,
  ) {
    this.sweeper = setInterval(() => {
      this.db
        .delete(rateLimits)
        .where(lt(rateLimits.resetAt, sql`now()`))
        .catch((error: unknown) => this.logger?.warn({ err: error }, "rate limits: could not remove old windows"));
    }, 10 * 60_000);
    this.sweeper.unref();
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const newReset = sql`now() + ${windowMs} * interval '1 millisecond'`;
    const expired = sql`${rateLimits.resetAt} <= now()`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, count: 1, resetAt: newReset })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
          resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
        },
      })
      .returning({
        count: rateLimits.count,
        msLeft: sql<number>`ceil(extract(epoch from (${rateLimits.resetAt} - now())) * 1000)`.mapWith(Number),
      });
    if (!row) throw new Error("rate limit upsert returned no row");
    return { count: row.count, msLeft: row.msLeft };
  }

  async close() {
    clearInterval(this.sweeper);
  }
}

// INCR and set the expiry in one step, so a crash between them can never leave a key without one.
const REDIS_HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** Shared by every server using the same Redis; keys expire on their own. */
export class RedisRateLimitStore implements RateLimitStore {
  readonly kind = "redis";
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix: string,
    timeoutMs = 1000,
  ) {
    this.redis = new Redis(url, {
      // Fail soon when Redis is away or does not answer: a command waiting for a connection times out too.
      maxRetriesPerRequest: 0,
      connectTimeout: 2000,
      commandTimeout: timeoutMs,
      lazyConnect: false,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    // Connection errors are reported by the commands that fail; without a listener ioredis would crash the process.
    this.redis.on("error", () => {});
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const [count, ttl] = (await this.redis.eval(REDIS_HIT, 1, `${this.prefix}rl:${key}`, windowMs)) as [number, number];
    return { count, msLeft: ttl };
  }

  get connected() {
    return this.redis.status === "ready";
  }

  async close() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/**
 * Redis, with the database standing in whenever Redis fails or is slow, so that limits (sign-in and sign-up
 * among them) still hold during a Redis outage instead of failing open. Counts start afresh in the stand-in.
 */
export class RedisWithFallbackStore implements RateLimitStore {
  readonly kind = "redis";
  private lastFailure = 0;
  private lastWarning = 0;

  constructor(
    private readonly redis: RateLimitStore & { readonly connected: boolean },
    private readonly fallback: RateLimitStore,
    private readonly logger?: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    // Known to be away: go straight to the stand-in rather than wait for the timeout on every request.
    if (!this.redis.connected && this.now() - this.lastFailure < 5000) return this.fallback.hit(key, windowMs);
    try {
      return await this.redis.hit(key, windowMs);
    } catch (error) {
      const now = this.now();
      this.lastFailure = now;
      if (now - this.lastWarning > 60_000) {
        this.lastWarning = now;
        this.logger?.warn({ err: error }, "rate limits: Redis unreachable, counting in the database instead");
      }
      return this.fallback.hit(key, windowMs);
    }
  }

  health(): "ok" | "degraded" {
    return this.redis.connected && this.now() - this.lastFailure > 10_000 ? "ok" : "degraded";
  }

  async close() {
    await Promise.all([this.redis.close(), this.fallback.close()]);
  }
}

export type ConsumeOptions = {
  /** When the store cannot be reached: allow the request (default) or refuse it. */
  onStoreError?: "allow" | "deny";
};

export class RateLimiter {
  private lastStoreWarning = 0;

  constructor(
    readonly store: RateLimitStore,
    private readonly options: { secret: string; enabled: boolean; logger?: Logger },
  ) {}

  get enabled() {
    return this.options.enabled;
  }

  /**
   * A keyed hash of a client's address (its /64 for IPv6) or other identity. Unknown clients share one
   * bucket. Audit rows and sessions store this too, never the address.
   */
  clientKey(identity: string | undefined): string {
    return crypto
      .createHmac("sha256", this.options.secret)
      .update(`client:${identity === undefined ? "unknown" : clientNetwork(identity)}`)
      .digest("base64url")
      .slice(0, 32);
  }

  /** Counts one attempt by `identity` under `scope` against every rule; refused if any rule is exceeded. */
  async consume(
    scope: string,
    identity: string | undefined,
    rules: RateLimitRule[],
    options: ConsumeOptions = {},
  ): Promise<RateLimitDecision> {
    if (!this.options.enabled) return { allowed: true };
    const client = this.clientKey(identity);
    try {
      // Shortest window first, stopping at the first refusal: an attempt refused by the minute's limit is not
      // counted against the day's, so a burst of refused attempts cannot use up a whole day.
      for (const rule of [...rules].sort((a, b) => a.windowSeconds - b.windowSeconds)) {
        const window = await this.store.hit(`${scope}:${rule.name}:${client}`, rule.windowSeconds * 1000);
        if (window.count > rule.limit) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(window.msLeft / 1000)) };
      }
      return { allowed: true };
    } catch (error) {
      const now = Date.now();
      if (now - this.lastStoreWarning > 60_000) {
        this.lastStoreWarning = now;
        this.options.logger?.warn({ err: error, store: this.store.kind }, "rate limit store unreachable");
      }
      return options.onStoreError === "deny" ? { allowed: false, retryAfterSeconds: 60 } : { allowed: true };
    }
  }

  close() {
    return this.store.close();
  }
}

/** The limiter the configuration asks for. */
export function createRateLimiter(env: Env, db: AppDb, logger?: Logger): RateLimiter {
  const { rateLimit } = env;
  let store: RateLimitStore;
  if (rateLimit.store === "database") store = new DatabaseRateLimitStore(db, logger);
  else if (rateLimit.store === "redis") {
    store = new RedisWithFallbackStore(
      new RedisRateLimitStore(rateLimit.redisUrl!, rateLimit.redisKeyPrefix, env.operations.redisTimeoutMs),
      new DatabaseRateLimitStore(db, logger),
      logger,
    );
  }
  else store = new MemoryRateLimitStore();
  return new RateLimiter(store, { secret: env.authSecret, enabled: rateLimit.enabled, logger });
}
