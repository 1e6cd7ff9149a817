import { APIError } from "better-auth/api";
import type { AuthServices } from "./services.server";

/**
 * The limits on signing in: password hashing is bounded (a burst of sign-ins queues, then is refused,
 * rather than taking every thread and hundreds of megabytes from the rest of the site), sign-in for
 * everyone pauses once failed sign-ins pass SIGN_IN_FAILURES_PER_MINUTE, and better-auth's own per-client
 * rate limits use the shared limiter.
 */

/** A refusal the HTTP layer can give before reading a request: the same 503 better-auth would give. */
export type BusyRefusal = { code: "SERVER_BUSY" | "SIGN_IN_PAUSED"; message: string; retryAfterSeconds: number };

const busyChecks = new WeakMap<object, () => BusyRefusal | null>();

/**
 * Whether a sign-in sent now would be refused as busy (hash queue full, or sign-in paused). The HTTP layer
 * asks before handing a request to better-auth, so a flood of refused sign-ins costs next to nothing.
 */
export function signInRefusal(auth: object): BusyRefusal | null {
  return busyChecks.get(auth)?.() ?? null;
}

/** 503 with Retry-After: for the API as JSON, and for the pages to show in words. */
export function busyError(code: BusyRefusal["code"], message: string, retryAfterSeconds: number) {
  return new APIError("SERVICE_UNAVAILABLE", { message, code, retryAfterSeconds }, { "Retry-After": String(retryAfterSeconds) });
}

export type SignInLimits = ReturnType<typeof signInLimits>;

export function signInLimits({ env, rules }: AuthServices) {
  const hasher = rules.createPasswordHasher({
    cost: env.auth.passwordHashCost,
    concurrency: env.auth.passwordHashConcurrency,
    queue: env.auth.passwordHashQueue,
  });
  function busyWhenFull<T>(work: Promise<T>): Promise<T> {
    return work.catch((error: unknown) => {
      const seconds = rules.hashingBusySeconds(error);
      if (seconds !== null) throw busyError("SERVER_BUSY", rules.messages.busy(seconds), seconds);
      throw error;
    });
  }

  /** Sign-in for everyone pauses until this time, once failed sign-ins pass the ceiling (SIGN_IN_FAILURES_PER_MINUTE). */
  let signInPausedUntil = 0;

  function busyNow(): BusyRefusal | null {
    const wait = Math.ceil((signInPausedUntil - Date.now()) / 1000);
    if (wait > 0) return { code: "SIGN_IN_PAUSED", message: rules.messages.signInPaused(wait), retryAfterSeconds: wait };
    if (!hasher.limiter.full) return null;
    const seconds = hasher.limiter.retryAfterSeconds();
    return { code: "SERVER_BUSY", message: rules.messages.busy(seconds), retryAfterSeconds: seconds };
  }

  return {
    /** better-auth's password hashing, through the bounded hasher. */
    password: {
      hash: (password: string) => busyWhenFull(hasher.hash(password)),
      verify: (input: { hash: string; password: string }) => busyWhenFull(hasher.verify(input)),
    },
    busyNow,
    pauseSignIn(retryAfterSeconds: number) {
      signInPausedUntil = Math.max(signInPausedUntil, Date.now() + retryAfterSeconds * 1000);
    },
    /** Lets signInRefusal(auth) answer for this auth instance. */
    register(auth: object) {
      busyChecks.set(auth, busyNow);
    },
  };
}

/** better-auth's per-client limits: on in every environment by default; RATE_LIMIT_ENABLED=false (for benchmarks only) turns it off. */
export function rateLimitSettings({ rateLimiter, rules }: AuthServices) {
  return {
    enabled: Boolean(rateLimiter),
    window: 60,
    max: 100,
    ...(rateLimiter ? { customStorage: rules.rateLimitStorage(rateLimiter) } : {}),
  };
}
