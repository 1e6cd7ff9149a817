import { AsyncLocalStorage } from "node:async_hooks";
import { data } from "react-router";
import { requestLogger } from "./logger.server";

/** How long to tell clients to wait when the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 30;
/** What API clients are told then (pages show the ServiceUnavailable page instead). */
export const DATABASE_UNAVAILABLE_MESSAGE = "The service is unavailable just now. Please try again in a minute or two.";

/** The error and its causes, outermost first (Drizzle wraps the driver's error in its own). */
export function errorChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current = error;
  while (current && chain.length < 6 && !chain.includes(current)) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

// PostgreSQL codes that mean "not now" rather than "never": connection failures (08…), shutdown and
// start-up (57P01–57P05), a cancelled or timed-out statement (57014), too many connections and other
// resource limits (53…), a database that has gone (3D000), a failover to a read-only server (25006), and
// serialisation failures and deadlocks (40001, 40P01).
const TRANSIENT_SQLSTATE = /^(08...|57P0[1-5]|57014|53...|3D000|25006|40001|40P01)$/;
const NETWORK_ERRNO = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN", "EPIPE"]);
// What node-postgres and PGlite say when there is no connection to be had, and what our own ping says.
const NO_CONNECTION =
  /Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end|Client has encountered a connection error|PGlite is clos(?:ed|ing)|database (?:connection )?is closed|Connection closed/i;

/**
 * True when the failure is the database being out of reach (or refusing work for now), so that the right
 * answer is 503 with Retry-After rather than 500. A query that is simply wrong is not counted.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return errorChain(error).some((link) => {
    const { code, message } = (link ?? {}) as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (TRANSIENT_SQLSTATE.test(code) || NETWORK_ERRNO.has(code))) return true;
    return typeof message === "string" && NO_CONNECTION.test(message);
  });
}

/**
 * What may be logged about a database failure when the error itself is not: the driver's name, code and
 * message. Drizzle's own message quotes the query's parameters, so it is never kept.
 */
export function describeDatabaseError(error: unknown): { name?: string; code?: string; message?: string } {
  const chain = errorChain(error);
  const root = chain[chain.length - 1] as { name?: string; code?: string; message?: string } | undefined;
  const message = root?.message && !root.message.startsWith("Failed query") ? root.message.slice(0, 200) : undefined;
  return { name: root?.name, code: root?.code, message };
}

/** What a page loader or action throws when the database is away: the error boundary shows a friendly page. */
export type ServiceUnavailable = { reason: "database-unavailable"; retryAfterSeconds: number };

export function serviceUnavailable() {
  return data<ServiceUnavailable>(
    { reason: "database-unavailable", retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS },
    { status: 503, headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" } },
  );
}

/** True for what serviceUnavailable() made. */
export function isServiceUnavailable(thrown: unknown): boolean {
  return (thrown as { data?: { reason?: unknown } } | null)?.data?.reason === "database-unavailable";
}

/** Logs an outage met while handling a request (made safe by the logger), and gives the 503 to throw. */
export function answerDatabaseOutage(error: unknown) {
  requestLogger()?.error({ err: error }, "database unavailable: answered 503");
  return serviceUnavailable();
}

/** Rethrows a database outage as the 503 above; any other error unchanged. */
export function rethrowIfDatabaseUnavailable(error: unknown): never {
  if (isDatabaseUnavailable(error)) throw answerDatabaseOutage(error);
  throw error;
}

/**
 * better-auth catches some database failures itself and answers 500 (reading a session, for one), after
 * logging them. Code that runs it inside watchForOutage() learns whether such a failure was an outage.
 */
// Shared by the server's modules and the built app's bundled copy of this one (better-auth's logger runs in
// the first, page actions in the second).
const outageWatch: AsyncLocalStorage<{ seen: boolean }> = ((globalThis as Record<symbol, unknown>)[Symbol.for("fcw.outageWatch")] ??=
  new AsyncLocalStorage<{ seen: boolean }>()) as AsyncLocalStorage<{ seen: boolean }>;

export async function watchForOutage<T>(run: () => Promise<T>): Promise<{ result: T; databaseUnavailable: boolean }> {
  const state = { seen: false };
  const result = await outageWatch.run(state, run);
  return { result, databaseUnavailable: state.seen };
}

/** Called with whatever is logged: notes an outage for the surrounding watchForOutage(), if any. */
export function noteIfDatabaseUnavailable(values: unknown[]): void {
  const state = outageWatch.getStore();
  if (state && !state.seen && values.some(isDatabaseUnavailable)) state.seen = true;
}
