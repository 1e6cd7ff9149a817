import { describe, expect, it } from "vitest";
import { areaPath, menuAreas } from "./areas";
import { dashboardLinks } from "./navigation";

const targets = (viewer: { role: string; approved?: boolean } | null, path: string) => dashboardLinks(viewer, path).map((link) => link.to);

describe("dashboardLinks", () => {
  it("shows the pages of the demonstration being viewed, whoever is signed in", () => {
    for (const viewer of [null, { role: "admin" }, { role: "candidate" }]) {
      expect(targets(viewer, areaPath("caseworkerDemo"))).toEqual([areaPath("chooser"), ...menuAreas("demo", "caseworker").map((area) => area.pattern)]);
      expect(targets(viewer, areaPath("caseworkerDemo"))).toContain(areaPath("caseworkerCalendarDemo"));
    }
    // The home first, then the audience's other pages in table order.
    expect(targets(null, areaPath("employerDemo"))).toEqual([areaPath("chooser"), ...menuAreas("demo", "employer").map((area) => area.pattern)]);
    expect(targets(null, areaPath("employerDemo"))[1]).toBe(areaPath("employerDemo"));
  });

  it("offers a visitor away from a demonstration only the chooser", () => {
    expect(targets(null, areaPath("chooser"))).toEqual([areaPath("chooser")]);
  });

  it("offers a signed-in person their own portal and account, never another role's pages", () => {
    // Every page of the candidate's own portal, in table order, from its home on.
    const candidatePages = menuAreas("portal", "candidate").map((area) => area.pattern);
    expect(candidatePages[0]).toBe(areaPath("candidatePortal"));
    expect(targets({ role: "candidate" }, areaPath("chooser"))).toEqual([areaPath("chooser"), ...candidatePages, "/account"]);
    expect(targets({ role: "caseworker" }, areaPath("caseworkerPortal"))).toEqual([
      areaPath("chooser"),
      ...menuAreas("portal", "caseworker").map((area) => area.pattern),
      "/account",
    ]);
    expect(menuAreas("portal", "caseworker").map((area) => area.pattern)).toContain(areaPath("caseworkerEnquiriesPortal"));
    // Admins also answer the call-back enquiries, which live with the caseworker pages.
    expect(targets({ role: "admin" }, areaPath("adminAccounts"))).toEqual([areaPath("chooser"), areaPath("caseworkerEnquiriesPortal"), areaPath("adminAccounts"), areaPath("adminReferrals"), areaPath("adminOrganisationNames"), areaPath("adminMergeRecords"), areaPath("adminAudit"), areaPath("adminDeliveries"), areaPath("adminNotifications"), areaPath("adminSettings"), "/account"]);
    for (const role of ["candidate", "employer", "partner", "caseworker"]) {
      expect(targets({ role }, areaPath("chooser"))).not.toContain(areaPath("adminAccounts"));
    }
  });

  it("offers an account awaiting approval only the pages it may open: an employer's or partner's home", () => {
    expect(targets({ role: "employer", approved: false }, areaPath("employerPortal"))).toEqual([areaPath("chooser"), areaPath("employerPortal"), "/account"]);
    expect(targets({ role: "partner", approved: false }, areaPath("partnerPortal"))).toEqual([areaPath("chooser"), areaPath("partnerPortal"), "/account"]);
    expect(targets({ role: "candidate", approved: false }, areaPath("chooser"))).toEqual([areaPath("chooser"), "/account"]);
    expect(targets({ role: "employer", approved: true }, areaPath("employerPortal"))).toEqual([areaPath("chooser"), ...menuAreas("portal", "employer").map((area) => area.pattern), "/account"]);
  });

  it("gives an unknown role nothing but the chooser and its account", () => {
    expect(targets({ role: "visitor" }, areaPath("chooser"))).toEqual([areaPath("chooser"), "/account"]);
  });
});
