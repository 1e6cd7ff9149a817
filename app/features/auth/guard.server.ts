import { data, redirect, type AppLoadContext } from "react-router";
import { needsSecondFactor } from "./roles";
import { type Role } from "../../../db/schema/vocabulary";
import { getCurrentSession, type CurrentSession } from "./session.server";

export type RequireUserOptions = {
  /** Roles allowed in; others get 403 'Access denied'. Omit to let any signed-in person in. */
  roles?: readonly Role[];
  /**
   * The page shows data about other people: an account awaiting approval gets 403 with
   * reason "awaiting_approval" (its own portal must not set this).
   */
  requireApproved?: boolean;
  /**
   * The page shows data about other people: a person whose role needs two-factor (see needsSecondFactor)
   * and has not set it up is sent to /account?setup=two-factor.
   */
  requireSecondFactor?: boolean;
};

/** What a 403 from the guard carries, for the route's ErrorBoundary. */
export type GuardRefusal = { reason: "forbidden" | "awaiting_approval" };

/**
 * The path and query a person was trying to open, as the browser showed it. React Router's data requests
 * ("/page.data?_routes=…") are turned back into the page's own address.
 */
export function originalPath(request: Request): string {
  const url = new URL(request.url);
  let pathname = url.pathname;
  if (pathname === "/_root.data") pathname = "/";
  // A data request for an address ending in "/" names "…/_.data" (v8_trailingSlashAwareDataRequests).
  else if (pathname.endsWith("/_.data")) pathname = pathname.slice(0, -"_.data".length);
  else if (pathname.endsWith(".data")) pathname = pathname.slice(0, -".data".length) || "/";
  url.searchParams.delete("_routes");
  const search = url.searchParams.toString();
  return `${pathname}${search ? `?${search}` : ""}`;
}

export function signInUrlFor(request: Request): string {
  return `/sign-in?redirectTo=${encodeURIComponent(originalPath(request))}`;
}

/**
 * The server-side access guard, for every loader and action it protects. Returns the session, or throws:
 * - no session: a redirect to /sign-in that remembers where the person was going;
 * - a role not in `roles`: 403 { reason: "forbidden" } ('Access denied');
 * - `requireApproved` and the account awaits approval: 403 { reason: "awaiting_approval" };
 * - `requireSecondFactor` and two-factor is needed but not set up: a redirect to /account?setup=two-factor.
 */
export async function requireUser(
  context: AppLoadContext,
  request: Request,
  options: RequireUserOptions = {},
): Promise<CurrentSession> {
  const current = await getCurrentSession(context, request);
  if (!current) throw redirect(signInUrlFor(request), { headers: noStore });
  const { user } = current;
  if (options.roles && !options.roles.includes(user.role)) {
    throw data<GuardRefusal>({ reason: "forbidden" }, { status: 403, headers: noStore });
  }
  if (options.requireApproved && user.accountStatus !== "active") {
    throw data<GuardRefusal>({ reason: "awaiting_approval" }, { status: 403, headers: noStore });
  }
  if (options.requireSecondFactor && needsSecondFactor(user) && !user.twoFactorEnabled) {
    throw redirect("/account?setup=two-factor", { headers: noStore });
  }
  return current;
}

/** For pages that only make sense signed out (sign-in, reset): the signed-in person's session, or null. */
export function optionalUser(context: AppLoadContext, request: Request): Promise<CurrentSession | null> {
  return getCurrentSession(context, request);
}

const noStore = { "Cache-Control": "no-store" };
