import type { HeadersArgs } from "react-router";

/**
 * The headers of every dashboard route. Dashboard pages can show who is signed in and guarded pages show
 * account data or 'Access denied', so none of it may be kept by a browser or a shared cache. React Router
 * sends a response's headers only through the route's headers export, so the Allow of a 405 and the
 * Retry-After of a refused form (a rate limit) are passed on here.
 */
export function dashboardHeaders({ errorHeaders, actionHeaders }: Partial<Pick<HeadersArgs, "errorHeaders" | "actionHeaders">>): Headers {
  const headers = new Headers({ "Cache-Control": "no-store" });
  const allow = errorHeaders?.get("allow");
  if (allow) headers.set("Allow", allow);
  const retryAfter = actionHeaders?.get("retry-after");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
