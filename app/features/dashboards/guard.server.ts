import type { AppLoadContext } from "react-router";
import { data } from "react-router";
import { originalPath, requireUser } from "~/features/auth/guard.server";
import { rolesForPath, type Role } from "~/features/auth/roles";

type GuardOptions = NonNullable<Parameters<typeof requireUser>[2]>;

/**
 * The guard for every dashboard loader and action. It runs auth-core's requireUser, and in client-side
 * navigations decides whether its redirect replaces the current history entry, so that Back from /sign-in
 * never returns to a page that would send the person straight back (a full page load's redirect never
 * leaves the guarded page in history).
 */
export async function guardDashboard(context: AppLoadContext, request: Request, options: GuardOptions) {
  try {
    return await requireUser(context, request, options);
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
  return Object.keys(dashboardGuards).some((page) => from === `/dashboard/${page}` || from.startsWith(`/dashboard/${page}/`));
}

/** The roles that may open a dashboard area: the same table sign-in uses to decide where to return. */
export function rolesFor(path: string): Role[] {
  const roles = rolesForPath(path);
  if (!roles) throw new Error(`No roles are set for ${path}`);
  return [...roles];
}

/** For pages with nothing to submit: a POST is still guarded first, so it learns nothing it could not see. */
export async function guardedNoAction(context: AppLoadContext, request: Request, options: GuardOptions): Promise<never> {
  await guardDashboard(context, request, options);
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

/**
 * Who may open each signed-in dashboard page. requireSecondFactor sends an account whose role needs two-step
 * sign-in (approved employers and partners, caseworkers, admins) to set it up first; an employer or partner
 * awaiting approval still reaches their own home, which then shows no one else's data.
 */
export const dashboardGuards = {
  candidateportal: { roles: rolesFor("/dashboard/candidateportal"), requireSecondFactor: true },
  employerportal: { roles: rolesFor("/dashboard/employerportal"), requireSecondFactor: true },
  partnerportal: { roles: rolesFor("/dashboard/partnerportal"), requireSecondFactor: true },
  employer: { roles: rolesFor("/dashboard/employer"), requireSecondFactor: true },
  caseworker: { roles: rolesFor("/dashboard/caseworker"), requireSecondFactor: true, requireApproved: true },
  admin: { roles: rolesFor("/dashboard/admin"), requireSecondFactor: true, requireApproved: true },
} satisfies Record<string, GuardOptions>;
