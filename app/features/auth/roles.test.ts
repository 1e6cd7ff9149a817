import { describe, expect, it } from "vitest";
import { destinationAfterSignIn, hasRole, homeFor, initialStatusFor, needsSecondFactor, roleMayOpen, roleNeedsApproval, safeRedirectPath } from "./roles";
import { roles } from "../../../db/schema/vocabulary";

describe("homeFor", () => {
  it("sends each role to its portal, and anything else to the employer demonstration", () => {
    expect(homeFor("employer")).toBe("/dashboard/employerportal");
    expect(homeFor("candidate")).toBe("/dashboard/candidateportal");
    expect(homeFor("partner")).toBe("/dashboard/partnerportal");
    expect(homeFor("caseworker")).toBe("/dashboard/caseworkerportal");
    expect(homeFor("admin")).toBe("/dashboard/admin");
    for (const other of [undefined, null, "", "user", "Admin", "__proto__"]) expect(homeFor(other)).toBe("/dashboard/employer");
  });
});

describe("safeRedirectPath", () => {
  it("accepts same-site relative paths with their query and fragment", () => {
    expect(safeRedirectPath("/dashboard/employer")).toBe("/dashboard/employer");
    expect(safeRedirectPath("/dashboard/partner/referrals?page=2#new")).toBe("/dashboard/partner/referrals?page=2#new");
  });

  it.each([
    "//evil.com",
    "/\\evil.com",
    "\\\\evil.com",
    "https://evil.com",
    "http:/evil.com",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,hi",
    "evil.com",
    "/\t/evil.com",
    "/\n/evil.com",
    "/%09/evil.com/../x\\y",
    "",
    " /dashboard",
  ])("refuses %j", (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });

  it("refuses what is not a string", () => {
    expect(safeRedirectPath(undefined)).toBeNull();
    expect(safeRedirectPath(["/a"])).toBeNull();
  });
});

describe("roleMayOpen and destinationAfterSignIn", () => {
  it("lets a role back only into areas it may open", () => {
    expect(roleMayOpen("employer", "/dashboard/employerportal")).toBe(true);
    expect(roleMayOpen("candidate", "/dashboard/employerportal")).toBe(false);
    expect(roleMayOpen("candidate", "/dashboard/candidateportal?x=1")).toBe(true);
    expect(roleMayOpen("partner", "/dashboard/admin/users")).toBe(false);
    expect(roleMayOpen("admin", "/dashboard/admin/users")).toBe(true);
    expect(roleMayOpen("candidate", "/dashboard/employerdemo")).toBe(true);
    // The demonstration tree is open to everyone; /dashboard/employer does not own /dashboard/employerportal.
    expect(roleMayOpen("candidate", "/dashboard/caseworker/calendar")).toBe(true);
    expect(roleMayOpen("admin", "/dashboard/employerportal")).toBe(false);
    // A portal page not written yet still belongs to its portal.
    expect(roleMayOpen("caseworker", "/dashboard/caseworkerportal/calendar")).toBe(true);
    expect(roleMayOpen("candidate", "/dashboard/caseworkerportal/calendar")).toBe(false);
    expect(roleMayOpen("candidate", "/resources")).toBe(true);
  });

  it("falls back to the role's home for unsafe, forbidden or sign-in pages", () => {
    expect(destinationAfterSignIn("partner", "/dashboard/partnerportal?tab=1")).toBe("/dashboard/partnerportal?tab=1");
    expect(destinationAfterSignIn("partner", "/dashboard/admin")).toBe("/dashboard/partnerportal");
    expect(destinationAfterSignIn("partner", "//evil.com")).toBe("/dashboard/partnerportal");
    expect(destinationAfterSignIn("partner", "/sign-in?redirectTo=/x")).toBe("/dashboard/partnerportal");
    expect(destinationAfterSignIn(undefined, null)).toBe("/dashboard/employer");
  });
});

describe("needsSecondFactor", () => {
  it("requires it of staff always, of approved employers and partners, and never of candidates", () => {
    expect(needsSecondFactor({ role: "admin", accountStatus: "active" })).toBe(true);
    expect(needsSecondFactor({ role: "caseworker", accountStatus: "active" })).toBe(true);
    expect(needsSecondFactor({ role: "employer", accountStatus: "active" })).toBe(true);
    expect(needsSecondFactor({ role: "employer", accountStatus: "awaiting_approval" })).toBe(false);
    expect(needsSecondFactor({ role: "partner", accountStatus: "active" })).toBe(true);
    expect(needsSecondFactor({ role: "candidate", accountStatus: "active" })).toBe(false);
  });
});

describe("hasRole", () => {
  it("is true only for a holder with one of the roles asked about", () => {
    expect(hasRole({ role: "candidate" }, "candidate")).toBe(true);
    expect(hasRole({ role: "partner" }, "employer", "partner")).toBe(true);
    expect(hasRole({ role: "admin" }, "employer", "partner")).toBe(false);
    expect(hasRole({ role: "Candidate" }, "candidate")).toBe(false);
  });

  it("is false for nobody, no role, or no roles asked about", () => {
    expect(hasRole(null, "candidate")).toBe(false);
    expect(hasRole(undefined, "candidate")).toBe(false);
    expect(hasRole({ role: null }, "candidate")).toBe(false);
    expect(hasRole({}, "candidate")).toBe(false);
    expect(hasRole({ role: "candidate" })).toBe(false);
  });
});

describe("roleNeedsApproval", () => {
  it("is true for employers and partners only, and sets where a new account starts", () => {
    expect(roles.filter((role) => roleNeedsApproval(role))).toEqual(["employer", "partner"]);
    expect(roleNeedsApproval(null)).toBe(false);
    expect(roleNeedsApproval("")).toBe(false);
    expect(roles.map((role) => initialStatusFor(role))).toEqual(["active", "awaiting_approval", "awaiting_approval", "active", "active"]);
  });
});
