/**
 * schema.org JobPosting: what the job pages publish in JSON-LD and what `npm run jobs -- import` reads.
 * Browser-safe. The mapping between schema.org's employment types and the model's hours and contract types
 * lives here so the page and the import agree.
 */
import type { ContractType, HomeArea, SalaryPeriod } from "../../../db/schema/vocabulary";
import type { workingHours } from "../../../db/schema/vocabulary";
import { londonEndOfDay } from "~/lib/dates";

type Hours = (typeof workingHours)[number];

export type JobPostingRole = {
  id: string;
  title: string;
  description: string;
  employerName: string;
  locationName: string;
  postcode: string | null;
  national: boolean;
  homeArea?: HomeArea | null;
  contractType: ContractType;
  hours: Hours;
  salaryMinPence: number | null;
  salaryMaxPence: number | null;
  salaryPeriod: SalaryPeriod | null;
  closingDate: string | null;
  postedAt: Date | string;
  source: string;
  externalId: string | null;
};

/** Where a home role takes people from, as schema.org's applicantLocationRequirements. */
const homeAreaPlaces: Record<HomeArea, { "@type": "Country" | "AdministrativeArea"; name: string }> = {
  uk: { "@type": "Country", name: "United Kingdom" },
  england: { "@type": "AdministrativeArea", name: "England" },
  scotland: { "@type": "AdministrativeArea", name: "Scotland" },
  wales: { "@type": "AdministrativeArea", name: "Wales" },
  northern_ireland: { "@type": "AdministrativeArea", name: "Northern Ireland" },
};

/**
 * What Google's JobPosting guide requires (title, description, datePosted, hiringOrganization, and jobLocation or,
 * for remote work, jobLocationType with applicantLocationRequirements) and recommends (validThrough,
 * employmentType, baseSalary, identifier): the unit test checks every role's JSON-LD against this list.
 */
export const jobPostingProperties = ["title", "description", "datePosted", "validThrough", "hiringOrganization", "employmentType", "baseSalary", "identifier"] as const;

const unitText: Record<SalaryPeriod, string> = { hour: "HOUR", week: "WEEK", month: "MONTH", year: "YEAR" };

/** schema.org employment types for a role's hours and contract. */
export function employmentTypes(hours: Hours, contract: ContractType): string[] {
  const types: string[] = [];
  if (hours === "full_time") types.push("FULL_TIME");
  if (hours === "part_time") types.push("PART_TIME");
  if (contract === "temporary" || contract === "fixed_term") types.push("TEMPORARY");
  if (contract === "self_employed") types.push("CONTRACTOR");
  if (contract === "apprenticeship") types.push("INTERN");
  return types.length ? types : ["OTHER"];
}

/** The model's hours and contract type for schema.org employment types (a string or a list, any case). */
export function fromEmploymentTypes(value: unknown): { hours: Hours; contractType: ContractType } | { unknown: string } {
  const list = (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]).map((item) => String(item).trim().toUpperCase().replace(/[-\s]/g, "_"));
  const known = new Set(["FULL_TIME", "PART_TIME", "TEMPORARY", "CONTRACTOR", "INTERN", "PER_DIEM", "VOLUNTEER", "OTHER"]);
  const strange = list.find((item) => !known.has(item));
  if (strange !== undefined) return { unknown: strange };
  const hours: Hours = list.includes("FULL_TIME") ? "full_time" : list.includes("PART_TIME") ? "part_time" : list.includes("PER_DIEM") ? "flexible" : "full_time";
  const contractType: ContractType = list.includes("CONTRACTOR")
    ? "self_employed"
    : list.includes("INTERN")
      ? "apprenticeship"
      : list.includes("TEMPORARY") || list.includes("PER_DIEM")
        ? "temporary"
        : "permanent";
  return { hours, contractType };
}

/** The JSON-LD object for a role's public page. `pageUrl` is the page's absolute address. */
export function jobPostingJsonLd(role: JobPostingRole, pageUrl: string) {
  const posted = typeof role.postedAt === "string" ? role.postedAt : role.postedAt.toISOString();
  const salary = role.salaryMinPence ?? role.salaryMaxPence;
  return {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: role.title,
    description: role.description || role.title,
    identifier: { "@type": "PropertyValue", name: role.source, value: role.externalId ?? role.id },
    datePosted: posted.slice(0, 10),
    ...(role.closingDate ? { validThrough: londonEndOfDay(role.closingDate) } : {}),
    employmentType: employmentTypes(role.hours, role.contractType),
    hiringOrganization: { "@type": "Organization", name: role.employerName },
    url: pageUrl,
    ...(role.homeArea || role.national
      ? { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: homeAreaPlaces[role.homeArea ?? "uk"] }
      : {
          jobLocation: {
            "@type": "Place",
            address: {
              "@type": "PostalAddress",
              addressLocality: role.locationName,
              ...(role.postcode ? { postalCode: role.postcode } : {}),
              addressCountry: "GB",
            },
          },
        }),
    ...(salary !== null && role.salaryPeriod
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: "GBP",
            value: {
              "@type": "QuantitativeValue",
              ...(role.salaryMinPence !== null ? { minValue: role.salaryMinPence / 100 } : {}),
              ...(role.salaryMaxPence !== null ? { maxValue: role.salaryMaxPence / 100 } : {}),
              unitText: unitText[role.salaryPeriod],
            },
          },
        }
      : {}),
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so a title cannot close the script element. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}
