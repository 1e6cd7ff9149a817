import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { areaFor, areaList, areaPath, enclosingArea, homeArea, isGuarded } from "./areas";

const routesDir = join(import.meta.dirname, "../../routes");
const dashboardDir = join(routesDir, "dashboard");

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name) ? [relative(routesDir, path)] : [];
  });
}

describe("the area table", () => {
  it("declares every page with a route file, and every route file under app/routes/dashboard with a page", () => {
    for (const area of areaList) expect(existsSync(join(routesDir, area.file)), area.file).toBe(true);
    const declared = new Set(areaList.map((area) => area.file));
    // The layout frames every page; it is the one file that is not a page.
    for (const file of filesUnder(dashboardDir)) if (file !== "dashboard/layout.tsx") expect(declared.has(file), file).toBe(true);
  });

  it("gives every page its own pattern, and a route file that follows the URL of one of the pages it serves", () => {
    expect(new Set(areaList.map((area) => area.pattern.toLowerCase())).size).toBe(areaList.length);
    const fileFor = (area: (typeof areaList)[number]) => {
      const fromUrl = area.pattern
        .replace(/^\//, "")
        .replace(/\/\*$/, "")
        .replace(/:(\w+)/g, "$$$1");
      return [`${fromUrl}.tsx`, `${fromUrl}/index.tsx`];
    };
    for (const file of new Set(areaList.map((area) => area.file))) {
      const serving = areaList.filter((area) => area.file === file);
      expect(serving.flatMap(fileFor), file).toContain(file);
      if (serving.length === 1) continue;
      // One module serves a page in both trees (docs/decisions/0031): its demonstration and its portal copy, for
      // the same role and at the same path below that role's home.
      expect(serving.map((area) => area.tree).sort(), file).toEqual(["demo", "portal"]);
      const [first, second] = serving.map((area) => ({ role: area.role, below: area.pattern.slice(homeArea(area.tree, area.role!)!.pattern.length) }));
      expect(second, file).toEqual(first);
    }
  });

  it("guards every portal and admin page by at least one role, and no demonstration page", () => {
    for (const area of areaList) {
      if (area.tree === "portal" || area.tree === "admin") {
        expect(isGuarded(area) && area.roles.length, area.pattern).toBeGreaterThan(0);
        expect(isGuarded(area) && area.requireSecondFactor, area.pattern).toBe(true);
      } else {
        expect(isGuarded(area), area.pattern).toBe(false);
      }
    }
  });

  it("needs an approved account on every portal and admin page but an employer's or partner's home (security review item 1)", () => {
    const waitingRooms = ["/dashboard/employerportal", "/dashboard/partnerportal"];
    for (const area of areaList) {
      if (!isGuarded(area)) continue;
      expect(area.requireApproved, area.pattern).toBe(!waitingRooms.includes(area.pattern));
    }
  });

  it("gives each of the four roles a demonstration home and a portal home, and staff pages need approval", () => {
    for (const role of ["candidate", "employer", "partner", "caseworker"]) {
      expect(homeArea("demo", role)?.pattern).toBe(`/dashboard/${role}`);
      expect(homeArea("portal", role)?.pattern).toBe(`/dashboard/${role}portal`);
    }
    for (const name of ["caseworkerPortal", "adminAccounts", "adminAccount"] as const) {
      const area = areaFor(areaPath(name, { userId: "x" }));
      expect(area && isGuarded(area) && area.requireApproved, name).toBe(true);
    }
  });

  it("finds a page from its address, without regard to case, and a page not yet declared by the page above it", () => {
    expect(areaFor("/dashboard/admin/users/0190?done=approve")?.pattern).toBe("/dashboard/admin/users/:userId");
    expect(areaFor("/Dashboard/CaseworkerPortal/")?.pattern).toBe("/dashboard/caseworkerportal");
    expect(areaFor("/dashboard/employerdemo/anything/below")?.movedTo).toBe("/dashboard/employer");
    expect(areaFor("/dashboard/caseworkerportal/reports")).toBeNull();
    expect(enclosingArea("/dashboard/caseworkerportal/reports")?.pattern).toBe("/dashboard/caseworkerportal");
    expect(enclosingArea("/account")).toBeNull();
  });

  it("fills in a page's parameters, encoded", () => {
    expect(areaPath("adminAccount", { userId: "a/b" })).toBe("/dashboard/admin/users/a%2Fb");
    expect(areaPath("employerDemoMoved")).toBe("/dashboard/employerdemo");
    expect(() => areaPath("adminAccount")).toThrow();
  });
});
