import { describe, expect, it } from "vitest";
import { boundingBox, findPlace, findRolePlace, milesBetween, postcodeArea } from "./gazetteer.server";

describe("the gazetteer", () => {
  it("finds towns and cities whatever the case and spacing, and common short names", () => {
    expect(findPlace("  leeds ")).toMatchObject({ name: "Leeds", latitude: 53.796 });
    expect(findPlace("Hull")).toMatchObject({ name: "Kingston upon Hull" });
    expect(findPlace("Atlantis")).toBeUndefined();
    expect(findPlace("")).toBeUndefined();
  });

  it("prefers the post town where a name is shared: Newport is the one in Wales", () => {
    expect(findPlace("Newport")!.latitude).toBeCloseTo(51.588, 2);
  });

  it("reads postcode districts and full postcodes as their area's post town", () => {
    expect(postcodeArea("LS6")).toBe("LS");
    expect(postcodeArea("ls6 1aa")).toBe("LS");
    expect(postcodeArea("SW1A 1AA")).toBe("SW");
    expect(postcodeArea("M1")).toBe("M");
    expect(postcodeArea("QQ1")).toBeUndefined();
    expect(postcodeArea("Leeds")).toBeUndefined();
    expect(findPlace("M60 1AA")).toMatchObject({ name: "M60 1AA", latitude: 53.481 });
  });

  it("measures miles between places and boxes a radius", () => {
    const leeds = findPlace("Leeds")!;
    const bradford = findPlace("Bradford")!;
    expect(milesBetween(leeds, bradford)).toBeGreaterThan(7);
    expect(milesBetween(leeds, bradford)).toBeLessThan(10);
    expect(milesBetween(findPlace("London")!, findPlace("Manchester")!)).toBeCloseTo(163, -1);
    const box = boundingBox(leeds, 10);
    expect(box.minLat).toBeLessThan(bradford.latitude);
    expect(box.minLon).toBeLessThan(bradford.longitude);
  });
});

describe("a role's place", () => {
  it("turns a full postcode into its town, district and nation, and a town into itself", () => {
    expect(findRolePlace("ls11 5qn")).toMatchObject({ town: "Leeds", postcode: "LS11 5QN", district: "LS11", nation: "ENG" });
    expect(findRolePlace("LS11")).toMatchObject({ town: "Leeds", postcode: null, district: "LS11" });
    expect(findRolePlace("Cardiff")).toMatchObject({ town: "Cardiff", postcode: null, district: null, nation: "WLS" });
    expect(findRolePlace("Nowhere-on-Sea")).toBeUndefined();
  });
});
