import { describe, expect, it } from "vitest";
import { dashboardLinks } from "./navigation";

describe("dashboardLinks", () => {
  it("offers visitors only the public dashboards", () => {
    expect(dashboardLinks(null).map((link) => link.to)).toEqual(["/dashboard", "/dashboard/employerdemo"]);
  });

  it("never offers a role's pages to another role", () => {
    const admin = dashboardLinks({ role: "admin" }).map((link) => link.to);
    expect(admin).toContain("/dashboard/admin");
    for (const role of ["candidate", "employer", "partner", "caseworker"]) {
      const links = dashboardLinks({ role }).map((link) => link.to);
      expect(links).not.toContain("/dashboard/admin");
      expect(links).toContain("/account");
    }
    expect(dashboardLinks({ role: "candidate" }).map((link) => link.to)).not.toContain("/dashboard/employerportal");
  });

  it("gives an unknown role the demonstration view, as sign-in does", () => {
    expect(dashboardLinks({ role: "visitor" }).map((link) => link.to)).toContain("/dashboard/employerdemo");
  });
});
