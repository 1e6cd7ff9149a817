import { and, asc, eq, gte, lt, type SQL } from "drizzle-orm";
import { enquiries, enquiryStatuses } from "../../../db/schema";
import type { AppDb } from "~/lib/db.server";
import { isCalendarDate, londonMidnight } from "~/lib/dates";
import { realEnquiry } from "./real-enquiries.server";

/** Reading and updating stored enquiries for the team (scripts/enquiries.ts). */

export type EnquiryStatus = (typeof enquiryStatuses)[number];
export type EnquiryRow = typeof enquiries.$inferSelect;

export function isEnquiryStatus(value: string): value is EnquiryStatus {
  return (enquiryStatuses as readonly string[]).includes(value);
}

export async function listEnquiries(
  db: AppDb,
  filter: { since?: Date; until?: Date; status?: EnquiryStatus } = {},
): Promise<EnquiryRow[]> {
  const conditions: SQL[] = [realEnquiry];
  if (filter.since) conditions.push(gte(enquiries.createdAt, filter.since));
  if (filter.until) conditions.push(lt(enquiries.createdAt, filter.until));
  if (filter.status) conditions.push(eq(enquiries.status, filter.status));
  return db
    .select()
    .from(enquiries)
    .where(and(...conditions))
    .orderBy(asc(enquiries.createdAt), asc(enquiries.id));
}

/** Sets an enquiry's status; undefined when no enquiry has that id. */
export async function setEnquiryStatus(db: AppDb, id: string, status: EnquiryStatus): Promise<EnquiryRow | undefined> {
  const [row] = await db
    .update(enquiries)
    .set({ status, statusChangedAt: new Date() })
    .where(and(realEnquiry, eq(enquiries.id, id)))
    .returning();
  return row;
}

/** The columns the team sees, in order; internal hashes and keys stay out. */
const columns: [header: string, value: (row: EnquiryRow) => string | boolean | Date | null][] = [
  ["id", (r) => r.id],
  ["created_at", (r) => r.createdAt],
  ["form_source", (r) => r.formSource],
  ["status", (r) => r.status],
  ["status_changed_at", (r) => r.statusChangedAt],
  ["first_name", (r) => r.firstName],
  ["last_name", (r) => r.lastName],
  ["email", (r) => r.email],
  ["phone_number", (r) => r.phoneNumber],
  ["location", (r) => r.location],
  ["company_name", (r) => r.companyName],
  ["job_title", (r) => r.jobTitle],
  ["organisation", (r) => r.organisation],
  ["organisation_type", (r) => r.organisationType],
  ["message", (r) => r.message],
  ["support", (r) => r.support],
  ["referral", (r) => r.referral],
  // A request to be contacted about the enquiry (legitimate interests), not consent: only marketing is consent.
  ["asked_to_be_contacted", (r) => r.contactRequested],
  ["asked_to_be_contacted_at", (r) => r.contactRequestedAt],
  ["marketing_consent", (r) => r.marketingConsent],
  ["marketing_consent_at", (r) => r.marketingConsentAt],
  ["consent_wording_version", (r) => r.consentWordingVersion],
];

function plain(value: string | boolean | Date | null): string | boolean | null {
  return value instanceof Date ? value.toISOString() : value;
}

/**
 * One CSV cell. Text a spreadsheet would run as a formula (starting with = + - @, tab or carriage
 * return) gets a leading apostrophe, so an enquiry can never execute anything on a team member's computer.
 */
export function csvCell(value: string | boolean | null): string {
  if (value === null) return "";
  if (typeof value === "boolean") return value ? "yes" : "no";
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** RFC 4180 CSV with CRLF line ends and a byte-order mark, so spreadsheets read accents correctly. */
export function toCsv(rows: EnquiryRow[]): string {
  const lines = [columns.map(([header]) => header).join(",")];
  for (const row of rows) lines.push(columns.map(([, value]) => csvCell(plain(value(row)))).join(","));
  return `\ufeff${lines.join("\r\n")}\r\n`;
}

export function toJson(rows: EnquiryRow[]): string {
  const records = rows.map((row) => Object.fromEntries(columns.map(([header, value]) => [header, plain(value(row))])));
  return `${JSON.stringify(records, null, 2)}\n`;
}

/**
 * The instant a UK calendar day starts: "2026-07-01" means midnight in London (BST), not in UTC.
 * Full ISO timestamps are taken as given.
 */
export function parseDay(text: string): Date | undefined {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!day) {
    const instant = /^\d{4}-\d{2}-\d{2}T/.test(text) ? new Date(text) : undefined;
    return instant && !Number.isNaN(instant.getTime()) ? instant : undefined;
  }
  return isCalendarDate(text) ? londonMidnight(text) : undefined;
}
