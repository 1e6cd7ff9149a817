/**
 * The job feed import behind `npm run jobs -- import FILE` (the contract is in docs/features/jobs.md, "The job feed import", and issue 14).
 * A feed is a JSON array of schema.org JobPosting objects, the shape the job pages publish. Each posting
 * becomes a live role, or updates the role it made before (same `identifier.name` and `identifier.value`),
 * or is skipped with a reason. A file that cannot be read as a feed changes nothing.
 */
import { and, eq, sql } from "drizzle-orm";
import { jobs, normalisedName, organisations } from "../../../db/schema";
import { recordAudit } from "~/lib/audit.server";
import { isCalendarDate, londonDate } from "~/lib/dates";
import type { AppDb } from "~/lib/db.server";
import { uuidv7 } from "~/lib/uuid.server";
import { createOrganisation, lockNames } from "~/features/organisations/organisation-names.server";
import type { ContractType, SalaryPeriod } from "../../../db/schema/vocabulary";
import { findPlace } from "./gazetteer.server";
import { fromEmploymentTypes } from "./job-posting";

/** The file is not a feed at all: nothing is imported. */
export class FeedError extends Error {}

/** The source name roles posted on the service carry; a feed may not claim it. */
const OWN_SOURCE = "fair_chance_works";
export const MAX_FEED_BYTES = 50 * 1024 * 1024;

export type ImportedRole = {
  source: string;
  externalId: string;
  title: string;
  description: string;
  employerName: string;
  sector: string;
  locationName: string;
  postcode: string | null;
  latitude: number | null;
  longitude: number | null;
  national: boolean;
  homeArea: "uk" | null;
  contractType: ContractType;
  hours: "full_time" | "part_time" | "flexible";
  salaryMinPence: number | null;
  salaryMaxPence: number | null;
  salaryPeriod: SalaryPeriod | null;
  vacancies: number;
  closingDate: string | null;
  postedAt: Date;
};

export type Skip = { index: number; label: string; reason: string };
export type ImportReport = { created: number; updated: number; skipped: Skip[] };

/** Reads a feed's text: a JSON array of objects. Throws FeedError with a plain message otherwise. */
export function readFeed(text: string): unknown[] {
  if (Buffer.byteLength(text) > MAX_FEED_BYTES) throw new FeedError(`The file is larger than ${MAX_FEED_BYTES / 1024 / 1024} MB; split it into smaller files.`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    throw new FeedError(`The file is not valid JSON (${(error as Error).message}). Nothing was imported.`);
  }
  if (!Array.isArray(parsed)) throw new FeedError("The file must hold a JSON array of JobPosting objects, [ {...}, {...} ]. Nothing was imported.");
  return parsed;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

function plain(value: unknown, max: number): string {
  if (typeof value !== "string" && typeof value !== "number") return "";
  // Feeds often carry HTML descriptions: keep the words and the paragraph breaks, drop the tags.
  return String(value)
    .replace(/<(br|\/p|\/li|\/h\d)\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
    .replace(/[ \t]+/g, " ")
    .replace(/\n{3,}/g, "\n\n")
    .trim()
    .slice(0, max);
}

const unitPeriods: Record<string, SalaryPeriod> = { HOUR: "hour", WEEK: "week", MONTH: "month", YEAR: "year" };

function pence(value: unknown): number | null | undefined {
  if (value === undefined || value === null || value === "") return null;
  const number = typeof value === "number" ? value : Number(String(value).replace(/[£,\s]/g, ""));
  if (!Number.isFinite(number) || number < 0 || number > 10_000_000) return undefined;
  return Math.round(number * 100);
}

type Salary = Pick<ImportedRole, "salaryMinPence" | "salaryMaxPence" | "salaryPeriod">;

function readSalary(value: unknown): Salary | string {
  const none = { salaryMinPence: null, salaryMaxPence: null, salaryPeriod: null };
  if (value === undefined || value === null) return none;
  if (!isObject(value)) return "baseSalary is not a MonetaryAmount object";
  if (value.currency !== undefined && String(value.currency).toUpperCase() !== "GBP") return `the salary is in ${String(value.currency)}, not GBP`;
  const amount = isObject(value.value) ? value.value : { value: value.value };
  const exact = pence(amount.value);
  const min = amount.minValue !== undefined ? pence(amount.minValue) : exact;
  const max = amount.maxValue !== undefined ? pence(amount.maxValue) : exact;
  if (min === undefined || max === undefined) return "the salary is not a number";
  if (min !== null && max !== null && min > max) return "the salary's minValue is more than its maxValue";
  if (min === null && max === null) return none;
  const unit = String(amount.unitText ?? value.unitText ?? "").toUpperCase();
  const period = unitPeriods[unit];
  if (!period) return `the salary needs unitText HOUR, WEEK, MONTH or YEAR${unit ? `, not "${unit}"` : ""}`;
  return { salaryMinPence: min, salaryMaxPence: max, salaryPeriod: period };
}

/** The London date a validThrough gives ("2026-12-31" or a date and time), or undefined if it is not a date. */
function closingDate(value: unknown): string | null | undefined {
  if (value === undefined || value === null || value === "") return null;
  const text = String(value).trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return isCalendarDate(text) ? text : undefined;
  const instant = new Date(text);
  return /^\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(instant.getTime()) ? londonDate(instant) : undefined;
}

/** One posting as a role, or the reason it is skipped. */
export function readPosting(posting: unknown, now: Date): ImportedRole | string {
  if (!isObject(posting)) return "it is not an object";
  if (posting["@type"] !== undefined && posting["@type"] !== "JobPosting") return `its @type is "${String(posting["@type"])}", not JobPosting`;
  const title = plain(posting.title, 200);
  if (!title) return "it has no title";
  const identifier = first(posting.identifier);
  const externalId = isObject(identifier) ? plain(identifier.value, 200) : plain(identifier, 200);
  if (!externalId) return "it has no identifier.value, so a later import could not update it";
  const source = (isObject(identifier) ? plain(identifier.name, 100) : "") || "feed";
  if (source === OWN_SOURCE) return `identifier.name "${OWN_SOURCE}" is kept for roles posted on the service`;
  const organisation = first(posting.hiringOrganization);
  const employerName = isObject(organisation) ? plain(organisation.name, 200) : plain(organisation, 200);
  if (!employerName) return "it has no hiringOrganization.name";

  const closes = closingDate(posting.validThrough);
  if (closes === undefined) return `validThrough "${String(posting.validThrough)}" is not a date`;
  if (closes !== null && closes < londonDate(now)) return `its closing date (${closes}) has passed`;

  const types = fromEmploymentTypes(posting.employmentType);
  if ("unknown" in types) return `employmentType "${types.unknown}" is not one schema.org defines`;

  const salary = readSalary(first(posting.baseSalary));
  if (typeof salary === "string") return salary;

  const location = first(posting.jobLocation);
  const address = isObject(location) ? first(location.address) : undefined;
  const locality = isObject(address) ? plain(address.addressLocality, 100) : "";
  const postcode = isObject(address) ? plain(address.postalCode, 10).toUpperCase() : "";
  const remote = String(posting.jobLocationType ?? "").toUpperCase() === "TELECOMMUTE";
  let place: { latitude: number; longitude: number } | null = null;
  if (locality || postcode) {
    place = (postcode && findPlace(postcode)) || (locality && findPlace(locality)) || null;
    if (!place && !remote) return `we cannot find the place "${[locality, postcode].filter(Boolean).join(", ")}" in the gazetteer`;
  } else if (!remote) return "it has no jobLocation.address (addressLocality or postalCode) and is not TELECOMMUTE";

  const skills = plain(posting.skills, 1000)
    .split(",")
    .map((skill) => skill.trim())
    .filter(Boolean);
  const description = plain(posting.description, 20_000);
  const openings = Number(posting.totalJobOpenings);
  const posted = typeof posting.datePosted === "string" ? new Date(posting.datePosted) : now;

  return {
    source,
    externalId,
    title,
    // The model has no skills column: the skills go at the end of the description, where search and the matcher read them.
    description: skills.length ? `${description}\n\nSkills: ${skills.join(", ")}`.trim() : description,
    employerName,
    sector: plain(posting.industry, 100) || plain(first(posting.occupationalCategory), 100) || "Other",
    locationName: remote && !place ? "Anywhere in the UK" : locality || postcode,
    postcode: postcode || null,
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
    national: remote && !place,
    homeArea: remote && !place ? ("uk" as const) : null,
    ...types,
    ...salary,
    vacancies: Number.isSafeInteger(openings) && openings >= 1 && openings <= 10_000 ? openings : 1,
    closingDate: closes,
    postedAt: Number.isNaN(posted.getTime()) || posted > now ? now : posted,
  };
}

function labelOf(posting: unknown, index: number): string {
  const title = isObject(posting) ? plain(posting.title, 80) : "";
  return title ? `#${index + 1} "${title}"` : `#${index + 1}`;
}

/** Imports a feed's postings in one transaction: every change, or (on a failure) none. */
export async function importJobs(db: AppDb, postings: unknown[], now = new Date()): Promise<ImportReport> {
  const report: ImportReport = { created: 0, updated: 0, skipped: [] };
  const seen = new Set<string>();
  await db.transaction(async (tx) => {
    const employers = new Map<string, string>();
    for (const [index, posting] of postings.entries()) {
      const skip = (reason: string) => report.skipped.push({ index, label: labelOf(posting, index), reason });
      const role = readPosting(posting, now);
      if (typeof role === "string") {
        skip(role);
        continue;
      }
      const key = `${role.source}\u0000${role.externalId}`;
      if (seen.has(key)) {
        skip(`identifier ${role.source} ${role.externalId} appears earlier in the file`);
        continue;
      }
      seen.add(key);

      const employer = await findOrCreateEmployer(tx, employers, role.employerName, now);
      if (typeof employer !== "string") {
        skip(employer.reason);
        continue;
      }
      const values = {
        title: role.title,
        description: role.description,
        sector: role.sector,
        employerId: employer,
        employerName: role.employerName,
        locationName: role.locationName,
        postcode: role.postcode,
        latitude: role.latitude,
        longitude: role.longitude,
        national: role.national,
        homeArea: role.homeArea,
        contractType: role.contractType,
        hours: role.hours,
        salaryMinPence: role.salaryMinPence,
        salaryMaxPence: role.salaryMaxPence,
        salaryPeriod: role.salaryPeriod,
        vacancies: role.vacancies,
        closingDate: role.closingDate,
        status: "open" as const,
        updatedAt: now,
      };
      const [existing] = await tx
        .select({ id: jobs.id, demo: jobs.demo })
        .from(jobs)
        .where(and(eq(jobs.source, role.source), eq(jobs.externalId, role.externalId)));
      if (existing?.demo) {
        skip("its identifier belongs to a demonstration role");
      } else if (existing) {
        await tx.update(jobs).set(values).where(eq(jobs.id, existing.id));
        report.updated++;
      } else {
        await tx.insert(jobs).values({
          ...values,
          id: uuidv7(now.getTime()),
          source: role.source,
          externalId: role.externalId,
          // The check and exclusions are not part of schema.org JobPosting. Until the employer says otherwise, the
          // role claims no more than a basic check and case-by-case decisions, so no filter promises too much.
          recordCheck: "basic",
          offenceExclusions: ["case_by_case"],
          postedAt: role.postedAt,
          createdAt: now,
        });
        report.created++;
      }
    }
    await recordAudit(tx, { event: "jobs_imported", detail: { created: report.created, updated: report.updated, skipped: report.skipped.length } });
  });
  return report;
}

type Tx = Parameters<Parameters<AppDb["transaction"]>[0]>[0];

/** An approved employer with this name (any case or spacing, as names are kept unique), created approved if there is none. */
async function findOrCreateEmployer(tx: Tx, cache: Map<string, string>, name: string, now: Date): Promise<string | { reason: string }> {
  const key = name.trim().replace(/\s+/g, " ").toLocaleLowerCase("en-GB");
  const cached = cache.get(key);
  if (cached) return cached;
  // Under the names lock, as an administrator's new organisation is, so the two cannot add one name twice.
  await lockNames(tx);
  const [found] = await tx
    .select({ id: organisations.id, status: organisations.status })
    .from(organisations)
    .where(and(eq(organisations.kind, "employer"), eq(organisations.demo, false), sql`${normalisedName(organisations.name)} = ${normalisedName(sql`${name}::text`)}`))
    .limit(1);
  if (found && found.status !== "approved") {
    return { reason: `the employer "${name}" is on the service but ${found.status === "suspended" ? "suspended" : "not approved yet"}` };
  }
  if (found) {
    cache.set(key, found.id);
    return found.id;
  }
  const created = await createOrganisation(tx, "employer", name, now);
  if (created === "taken") return { reason: `another employer has asked to be known as "${name}": an administrator decides that first` };
  cache.set(key, created.id);
  return created.id;
}
