import { areaFor, areaList, enclosingArea, isGuarded, menuAreas, type Area } from "./areas";

/**
 * The dashboard menu, read from the area table. On a demonstration page: that demonstration role's pages.
 * Elsewhere: the signed-in person's own portal pages and their account. Always the chooser first.
 */

export type DashboardLink = { to: string; label: string };

/** `approved: false` for an account awaiting approval or suspended: its menu holds only the pages it may open. */
type Viewer = { role: string; approved?: boolean } | null;

const ACCOUNT: DashboardLink = { to: "/account", label: "Your account" };

const linkTo = (area: Area): DashboardLink => ({ to: area.pattern, label: area.menuLabel ?? area.title });

export function dashboardLinks(viewer: Viewer, pathname: string): DashboardLink[] {
  const chooser = areaList.filter((area) => area.tree === "chooser").map(linkTo);
  const viewing = enclosingArea(pathname) ?? areaFor(pathname);
  if (viewing?.tree === "demo") return [...chooser, ...menuAreas("demo", viewing.role).map(linkTo)];
  if (!viewer) return chooser;
  const own = areaList.filter(
    (area) => isGuarded(area) && area.menuLabel && area.roles.some((role) => role === viewer.role) && (viewer.approved !== false || !area.requireApproved),
  );
  return [...chooser, ...own.map(linkTo), ACCOUNT];
}
