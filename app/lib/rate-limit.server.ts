import crypto from "node:crypto";
import net from "node:net";
import type { AppDb } from "./db.server";
import type { Env } from "./env.server";
import type { Logger } from "./logger.server";
import { DatabaseRateLimitStore, MemoryRateLimitStore, RedisRateLimitStore, RedisWithFallbackStore, type RateLimitStore } from "./rate-limit-stores.server";

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
