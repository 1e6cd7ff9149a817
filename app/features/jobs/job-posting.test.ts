import { describe, expect, it } from "vitest";
import { employmentTypes, fromEmploymentTypes, jobPostingJsonLd, jobPostingProperties, jsonLdText } from "./job-posting";

describe("schema.org employment types", () => {
  it("map the model's hours and contracts both ways", () => {
    expect(employmentTypes("part_time", "temporary")).toEqual(["PART_TIME", "TEMPORARY"]);
    expect(employmentTypes("flexible", "permanent")).toEqual(["OTHER"]);
    expect(fromEmploymentTypes(["PART_TIME", "TEMPORARY"])).toEqual({ hours: "part_time", contractType: "temporary" });
    expect(fromEmploymentTypes("full-time")).toEqual({ hours: "full_time", contractType: "permanent" });
    expect(fromEmploymentTypes("CONTRACTOR")).toEqual({ hours: "full_time", contractType: "self_employed" });
    expect(fromEmploymentTypes("INTERN")).toEqual({ hours: "full_time", contractType: "apprenticeship" });
    expect(fromEmploymentTypes(undefined)).toEqual({ hours: "full_time", contractType: "permanent" });
    expect(fromEmploymentTypes("WEEKENDS")).toEqual({ unknown: "WEEKENDS" });
  });
});

describe("JobPosting JSON-LD", () => {
  const role = {
    id: "0190c0de-0000-7000-8000-000000000001",
    title: "Chef </script><script>alert(1)</script>",
    description: "Cook.",
    employerName: "Café & Co",
    locationName: "Leeds",
    postcode: "LS1 4AP",
    national: false,
    contractType: "permanent" as const,
    hours: "full_time" as const,
    salaryMinPence: 2_400_000,
    salaryMaxPence: null,
    salaryPeriod: "year" as const,
    closingDate: "2026-12-31",
    postedAt: new Date("2026-11-01T09:00:00Z"),
    source: "fair_chance_works",
    externalId: null,
  };

  it("holds what search engines need", () => {
    expect(jobPostingJsonLd(role, "https://example.org/jobs/1")).toMatchObject({
      "@type": "JobPosting",
      datePosted: "2026-11-01",
      validThrough: "2026-12-31T23:59:59+00:00",
      employmentType: ["FULL_TIME"],
      hiringOrganization: { name: "Café & Co" },
      jobLocation: { address: { addressLocality: "Leeds", postalCode: "LS1 4AP", addressCountry: "GB" } },
      baseSalary: { currency: "GBP", value: { minValue: 24000, unitText: "YEAR" } },
    });
    expect(jobPostingJsonLd({ ...role, national: true }, "x")).toMatchObject({ jobLocationType: "TELECOMMUTE" });
  });

  it("closes at the end of the closing day in London, in winter and in British Summer Time", () => {
    expect(jobPostingJsonLd({ ...role, closingDate: "2027-01-31" }, "x")).toMatchObject({ validThrough: "2027-01-31T23:59:59+00:00" });
    expect(jobPostingJsonLd({ ...role, closingDate: "2027-07-01" }, "x")).toMatchObject({ validThrough: "2027-07-01T23:59:59+01:00" });
  });

  it("has every property on Google's list, for a role at a workplace and for one done from home", () => {
    const atWork = jobPostingJsonLd({ ...role, salaryMaxPence: 2_600_000 }, "https://example.org/jobs/1") as Record<string, unknown>;
    for (const property of jobPostingProperties) expect(atWork[property], property).toBeDefined();
    expect(atWork.baseSalary).toEqual({ "@type": "MonetaryAmount", currency: "GBP", value: { "@type": "QuantitativeValue", minValue: 24000, maxValue: 26000, unitText: "YEAR" } });
    expect(atWork.jobLocation).toEqual({ "@type": "Place", address: { "@type": "PostalAddress", addressLocality: "Leeds", postalCode: "LS1 4AP", addressCountry: "GB" } });
    expect(atWork.hiringOrganization).toMatchObject({ "@type": "Organization", name: "Café & Co" });
    expect(atWork).not.toHaveProperty("jobLocationType");

    const fromHome = jobPostingJsonLd({ ...role, national: false, homeArea: "wales" }, "x") as Record<string, unknown>;
    for (const property of jobPostingProperties) expect(fromHome[property], property).toBeDefined();
    expect(fromHome).toMatchObject({ jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "AdministrativeArea", name: "Wales" } });
    expect(fromHome).not.toHaveProperty("jobLocation");
    expect(jobPostingJsonLd({ ...role, national: true, homeArea: "uk" }, "x")).toMatchObject({ applicantLocationRequirements: { "@type": "Country", name: "United Kingdom" } });
  });

  it("cannot close the script element it sits in", () => {
    const text = jsonLdText(jobPostingJsonLd(role, "x"));
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text).title).toBe(role.title);
  });
});
