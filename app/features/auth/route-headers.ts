import type { HeadersArgs } from "react-router";

const passOn = ["cache-control", "retry-after", "referrer-policy"];

/**
 * React Router only sends a loader's or action's headers when the route says so: account pages pass on
 * no-store, Retry-After (for 429) and any cookies better-auth set.
 */
export function authRouteHeaders({ loaderHeaders, actionHeaders }: HeadersArgs): Headers {
  const headers = new Headers();
  for (const source of [loaderHeaders, actionHeaders]) {
    for (const name of passOn) {
      const value = source.get(name);
      if (value) headers.set(name, value);
    }
    for (const cookie of source.getSetCookie()) headers.append("Set-Cookie", cookie);
  }
  if (!headers.has("cache-control")) headers.set("Cache-Control", "no-store");
  return headers;
}
