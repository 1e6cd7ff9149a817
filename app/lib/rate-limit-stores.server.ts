import { lt, sql } from "drizzle-orm";
import { Redis } from "ioredis";
import { rateLimits } from "../../db/schema";
import type { AppDb } from "./db.server";
import type { Logger } from "./logger.server";

// Where the rate limiter (rate-limit.server.ts) keeps its counts: in memory, in the database, or in Redis with the
// database standing in while Redis is out of reach.

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
