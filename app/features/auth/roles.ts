import { roles, selfServiceRoles, type AccountStatus, type Role, type SelfServiceRole } from "../../../db/schema/vocabulary";
import { areaPath, enclosingArea, homeArea, isGuarded } from "../dashboards/areas";

/**
 * What a role and an account state mean: labels, the one role check, approval and two-step rules, and where each
 * role may go (read from the dashboards' area table). The words themselves are schema vocabulary. Safe for the
 * browser: no server imports.
 */

export const roleLabels: Record<Role, string> = {
  candidate: "Candidate",
  employer: "Employer",
  partner: "Partner organisation",
  caseworker: "Caseworker",
  admin: "Administrator",
};

export const accountStatusLabels: Record<AccountStatus, string> = {
  active: "Active",
  awaiting_approval: "Awaiting approval",
  suspended: "Suspended",
};

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (roles as readonly string[]).includes(value);
}

export function isSelfServiceRole(value: unknown): value is SelfServiceRole {
  return typeof value === "string" && (selfServiceRoles as readonly string[]).includes(value);
}

/**
 * Whether `holder` (a signed-in user, an account being looked at) has one of the `wanted` roles: the one way to
 * compare a role, to choose what to show or which rule applies. Letting a role into a loader or action, or
 * keeping it out, is requireUser's `roles` (features/auth/guard.server.ts) or the dashboard guard.
 */
export function hasRole<T extends { role?: string | null }, R extends Role>(holder: T | null | undefined, ...wanted: readonly R[]): holder is T & { role: R } {
  return holder !== null && holder !== undefined && wanted.some((role) => holder.role === role);
}

/** Employer and partner accounts are approved by an admin before they see anyone else's information. */
export function roleNeedsApproval(role: string | null | undefined): role is "employer" | "partner" {
  return role === "employer" || role === "partner";
}

/** Employer and partner accounts wait for an admin; candidates can start straight away. */
export function initialStatusFor(role: Role): AccountStatus {
  return roleNeedsApproval(role) ? "awaiting_approval" : "active";
}

/**
 * Where a person lands after signing in: their role's portal (admin: the accounts list). Any other or missing
 * role sees the demonstration employer dashboard.
 */
export function homeFor(role: string | null | undefined): string {
  const home = isRole(role) ? (homeArea("portal", role) ?? homeArea("admin", role)) : undefined;
  return home?.pattern ?? areaPath("employerDemo");
}

// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * The destination to return to after signing in, if it is a same-site relative path; otherwise null.
 * Refuses "//host" and "/\host" (browsers read both as another site), schemes such as "javascript:",
 * and control characters (which browsers strip, turning "/\t/evil.com" into "//evil.com").
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== "string") return null;
  if (value.length === 0 || value.length > 2000) return null;
  if (!value.startsWith("/")) return null;
  if (value.startsWith("//") || value.startsWith("/\\")) return null;
  if (CONTROL.test(value) || value.includes("\\")) return null;
  try {
    // Resolving against a placeholder origin catches anything that would leave it.
    const url = new URL(value, "http://placeholder.invalid");
    if (url.origin !== "http://placeholder.invalid") return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/**
 * The roles allowed into the page at `path` (or, for a page not declared, the nearest declared page above it),
 * from the dashboards' area table; null when any signed-in person, or anyone, may open it.
 */
export function rolesForPath(path: string): readonly Role[] | null {
  const area = enclosingArea(path);
  return area && isGuarded(area) ? area.roles : null;
}

/** True when a person with `role` may open `path` (used to decide whether to return there after sign-in). */
export function roleMayOpen(role: string | null | undefined, path: string): boolean {
  const allowed = rolesForPath(path);
  if (!allowed) return true;
  return isRole(role) && allowed.includes(role);
}

/**
 * Where to send someone after signing in: back to `redirectTo` if it is safe and their role may open it,
 * otherwise their role's home.
 */
export function destinationAfterSignIn(role: string | null | undefined, redirectTo: unknown): string {
  const path = safeRedirectPath(redirectTo);
  if (path && roleMayOpen(role, path) && !isAuthPage(path)) return path;
  return homeFor(role);
}

function matchesPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Pages that make no sense to return to once signed in. */
function isAuthPage(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? path;
  return ["/sign-in", "/auth/callback", "/forgot-password", "/reset-password", "/verify-email"].some((page) =>
    matchesPrefix(pathname, page),
  );
}

export type SecondFactorSubject = {
  role: string | null | undefined;
  accountStatus: AccountStatus | string | null | undefined;
};

/**
 * Two-factor is required for caseworkers and admins always, and for employers and partners once approved
 * (before they can open pages with other people's data). It is offered, not forced, to candidates.
 */
export function needsSecondFactor(user: SecondFactorSubject): boolean {
  if (user.role === "caseworker" || user.role === "admin") return true;
  if (user.role === "employer" || user.role === "partner") return user.accountStatus === "active";
  return false;
}
