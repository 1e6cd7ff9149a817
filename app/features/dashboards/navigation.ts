/** The dashboard menu: short, and only what the signed-in person's role may open. */

export type DashboardLink = { to: string; label: string };

type Viewer = { role: string } | null;

const chooser: DashboardLink = { to: "/dashboard", label: "Dashboards" };
const account: DashboardLink = { to: "/account", label: "Your account" };

const byRole: Record<string, DashboardLink[]> = {
  candidate: [{ to: "/dashboard/candidateportal", label: "Your home" }, account, { to: "/cv-builder", label: "CV builder" }],
  employer: [
    { to: "/dashboard/employer", label: "Your home" },
    { to: "/dashboard/employerportal", label: "Employer portal" },
    account,
  ],
  partner: [{ to: "/dashboard/partnerportal", label: "Your home" }, account],
  caseworker: [{ to: "/dashboard/caseworker", label: "Your home" }, account],
  admin: [{ to: "/dashboard/admin", label: "Accounts" }, account],
};

export function dashboardLinks(viewer: Viewer): DashboardLink[] {
  if (!viewer) return [chooser, { to: "/dashboard/employerdemo", label: "Employer demo" }];
  const own = (Object.hasOwn(byRole, viewer.role) && byRole[viewer.role]) || [{ to: "/dashboard/employerdemo", label: "Employer demo" }, account];
  return [chooser, ...own];
}
