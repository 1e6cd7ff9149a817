import type { RateLimiter } from "../rate-limit.server";

/**
 * The client address as the server worked it out (server/client-ip.ts, from CLIENT_IP_HEADER only). The
 * Express layer removes any copy a client sends and sets this on every request, so better-auth and route
 * actions read one trusted value.
 */
export const CLIENT_IP_REQUEST_HEADER = "x-fcw-client-ip";

/** The keyed hash of the client's address that the rate limiter and the audit trail use; null without a limiter. */
export function clientHashFrom(rateLimiter: RateLimiter | undefined, headers: Headers | undefined): string | null {
  if (!rateLimiter) return null;
  const ip = headers?.get(CLIENT_IP_REQUEST_HEADER) ?? undefined;
  return rateLimiter.clientKey(ip);
}
