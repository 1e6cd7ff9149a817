import type { AppLoadContext } from "react-router";
import { data } from "react-router";
import { originalPath, requireUser } from "~/features/auth/guard.server";
import { areaFor, enclosingArea, isGuarded } from "./areas";

/**
 * The guard for every dashboard loader and action. It runs auth-core's requireUser, and in client-side
 * navigations decides whether its redirect replaces the current history entry, so that Back from /sign-in
 * never returns to a page that would send the person straight back (a full page load's redirect never
 * leaves the guarded page in history).
 */
export async function guardDashboard(context: AppLoadContext, request: Request) {
  // The page's rule comes from the address asked for, so no page can forget or mistype it.
  const area = areaFor(originalPath(request));
  if (!area || !isGuarded(area)) throw data("There is no page at this address.", { status: 404 });
  const { roles, requireApproved, requireSecondFactor } = area;
  try {
    return await requireUser(context, request, { roles, requireApproved, requireSecondFactor });
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400 && replacesCurrentEntry(request)) {
      const headers = new Headers(thrown.headers);
      headers.set("X-Remix-Replace", "true");
      throw new Response(null, { status: thrown.status, headers });
    }
    throw thrown;
  }
}

/**
 * In a client-side navigation the page being opened has no history entry yet: the current entry is the page
 * the browser is showing, which its data request names as the Referer. Replace that entry only when it would
 * itself send the person to sign in (this same page, after Back or a revalidation, or another guarded page).
 * A public page, such as the chooser a tile was clicked on, keeps its entry so Back returns to it.
 */
function replacesCurrentEntry(request: Request): boolean {
  const referer = request.headers.get("Referer");
  if (!referer) return true;
  let from: string;
  try {
    from = new URL(referer).pathname;
  } catch {
    return true;
  }
  const target = originalPath(request).split("?", 1)[0];
  if (from === target) return true;
  const area = enclosingArea(from);
  return area !== null && isGuarded(area);
}

/** For pages with nothing to submit: a POST is still guarded first, so it learns nothing it could not see. */
export async function guardedNoAction(context: AppLoadContext, request: Request): Promise<never> {
  await guardDashboard(context, request);
  throw data("This page does not accept form submissions.", { status: 405, headers: { Allow: "GET, HEAD" } });
}

/** Only what a home page shows about the signed-in person: never ids or session details. */
export function viewerOf(user: { name: string; email: string; role: string; accountStatus: string; twoFactorEnabled?: boolean | null }) {
  return {
    name: user.name,
    email: user.email,
    role: user.role,
    accountStatus: user.accountStatus,
    twoFactorEnabled: Boolean(user.twoFactorEnabled),
  };
}
