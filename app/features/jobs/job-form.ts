import { z } from "zod";
import {
  contractTypes,
  jobDocuments,
  offenceExclusions,
  recordChecks,
  salaryPeriods,
  workingHours,
  type ContractType,
  type JobStatus,
  type OffenceExclusion,
  type RecordCheck,
  type SalaryPeriod,
} from "../../../db/schema/vocabulary";
import { isCalendarDate } from "~/lib/dates";

/**
 * The employer's job form: one schema for the browser and the action, and the words for every choice in the
 * data model. Browser-safe. Money is typed in pounds and stored in whole pence; the closing date is typed as
 * day/month/year and stored as an ISO date.
 */

export const contractTypeLabels: Record<ContractType, string> = {
  permanent: "Permanent",
  fixed_term: "Fixed term",
  temporary: "Temporary",
  apprenticeship: "Apprenticeship",
  self_employed: "Self-employed",
};

export const workingHoursLabels: Record<(typeof workingHours)[number], string> = {
  full_time: "Full-time",
  part_time: "Part-time",
  flexible: "Flexible",
};

export const salaryPeriodLabels: Record<SalaryPeriod, string> = { hour: "an hour", week: "a week", month: "a month", year: "a year" };

export const jobStatusLabels: Record<JobStatus, string> = { draft: "Draft", open: "Open", closed: "Closed", filled: "Filled" };

export const recordCheckLabels: Record<RecordCheck, string> = {
  none: "No criminal record check",
  basic: "Basic DBS check",
  standard: "Standard DBS check",
  enhanced: "Enhanced DBS check",
};

export const recordCheckDescriptions: Record<RecordCheck, string> = {
  none: "The role needs no check.",
  basic: "Shows unspent convictions and unspent conditional cautions. Any employer may ask for one.",
  standard: "Also shows spent convictions and cautions that are not filtered. Only for roles the law lists as exceptions.",
  enhanced: "As standard, and may include police information. Only for work such as with children or vulnerable adults.",
};

export const offenceExclusionLabels: Record<OffenceExclusion, string> = {
  none: "No offences are excluded",
  case_by_case: "Each case is considered on its merits",
  arson: "Arson",
  driving: "Driving offences",
  sexual: "Sexual offences",
  terrorism: "Terrorism offences",
  violence: "Violent offences",
  other: "Other (say which below)",
};

export const jobDocumentLabels: Record<(typeof jobDocuments)[number], string> = {
  cv: "CV",
  covering_letter: "Covering letter",
  disclosure_letter: "Disclosure letter",
  id: "Proof of identity",
  right_to_work: "Proof of the right to work in the UK",
  references: "References",
};

/** Statuses a new role may start in: published now, or kept as a draft. */
export const newJobStatuses = ["open", "draft"] as const satisfies readonly JobStatus[];

export const jobFormMessages = {
  title: "Enter the job title",
  sector: "Enter the sector, such as Hospitality or Construction",
  description: "Describe the role",
  locationName: "Enter the town or city where the work is",
  position: "Enter the map position, or tick that the role can be done anywhere in the country",
  latitude: "Enter a latitude between 49 and 61, such as 51.5074",
  longitude: "Enter a longitude between -9 and 2, such as -0.1278",
  postcode: "Enter a real postcode, such as SW1A 1AA",
  contractType: "Choose the type of contract",
  hours: "Choose the working hours",
  hoursPerWeek: "Enter hours a week as a whole number from 1 to 60",
  salary: "Enter an amount in pounds, such as 12.21 or 24000",
  salaryOrder: "The lowest pay must not be more than the highest",
  salaryPeriod: "Choose whether the pay is an hour, a week, a month or a year",
  vacancies: "Enter how many people you are hiring, from 1 to 500",
  closingDate: "Enter the closing date as day/month/year, such as 31/03/2027",
  recordCheck: "Choose the criminal record check the role needs",
  offenceExclusions: "Choose at least one answer about offences",
  exclusionsConflict: "Choose either 'No offences are excluded' or the offences that are, not both",
  exclusionDetails: "Say which other offences are excluded and why",
  status: "Choose whether to publish the role now or keep it as a draft",
} as const;

const text = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: `Use ${max} characters or fewer` });

const optionalText = (max: number) => z.string().trim().max(max, { error: `Use ${max} characters or fewer` }).optional();

const POUNDS = /^\d{1,7}(\.\d{1,2})?$/;

/** Pounds as typed ("£12.21", "24,000") to whole pence; null for nothing typed, NaN for nonsense. */
export function poundsToPence(input: string | undefined): number | null {
  if (input === undefined || input.trim() === "") return null;
  const cleaned = input.replace(/[£,\s]/g, "");
  if (!POUNDS.test(cleaned)) return Number.NaN;
  const [whole, fraction = ""] = cleaned.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

export function penceToPounds(pence: number | null): string {
  if (pence === null) return "";
  return pence % 100 === 0 ? String(pence / 100) : (pence / 100).toFixed(2);
}

/** "31/3/2027", "31-03-2027" or "2027-03-31" to "2027-03-31"; null when it is no calendar date. */
export function parseClosingDate(input: string): string | null {
  const trimmed = input.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const uk = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4})$/.exec(trimmed);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : uk ? [uk[3], uk[2], uk[1]] : [];
  if (!year || !month || !day) return null;
  const date = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  return isCalendarDate(date) ? date : null;
}

/** "2027-03-31" to "31/03/2027" for the form. */
export function closingDateForForm(date: string | null): string {
  if (!date) return "";
  const [year, month, day] = date.split("-");
  return `${day}/${month}/${year}`;
}

const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i;

export const jobFormSchema = z
  .object({
    title: text(jobFormMessages.title, 120),
    sector: text(jobFormMessages.sector, 80),
    description: text(jobFormMessages.description, 5000),
    locationName: text(jobFormMessages.locationName, 120),
    postcode: z.string().trim().regex(UK_POSTCODE, { error: jobFormMessages.postcode }).optional(),
    national: z.literal("on").optional(),
    latitude: z.coerce.number({ error: jobFormMessages.latitude }).min(49, { error: jobFormMessages.latitude }).max(61, { error: jobFormMessages.latitude }).optional(),
    longitude: z.coerce.number({ error: jobFormMessages.longitude }).min(-9, { error: jobFormMessages.longitude }).max(2, { error: jobFormMessages.longitude }).optional(),
    contractType: z.enum(contractTypes, { error: jobFormMessages.contractType }),
    hours: z.enum(workingHours, { error: jobFormMessages.hours }),
    hoursPerWeek: z.coerce.number({ error: jobFormMessages.hoursPerWeek }).int({ error: jobFormMessages.hoursPerWeek }).min(1, { error: jobFormMessages.hoursPerWeek }).max(60, { error: jobFormMessages.hoursPerWeek }).optional(),
    salaryMin: z.string().trim().refine((value) => !Number.isNaN(poundsToPence(value)), { error: jobFormMessages.salary }).optional(),
    salaryMax: z.string().trim().refine((value) => !Number.isNaN(poundsToPence(value)), { error: jobFormMessages.salary }).optional(),
    salaryPeriod: z.enum(salaryPeriods, { error: jobFormMessages.salaryPeriod }).optional(),
    vacancies: z.coerce.number({ error: jobFormMessages.vacancies }).int({ error: jobFormMessages.vacancies }).min(1, { error: jobFormMessages.vacancies }).max(500, { error: jobFormMessages.vacancies }),
    closingDate: z.string().trim().refine((value) => parseClosingDate(value) !== null, { error: jobFormMessages.closingDate }).optional(),
    recordCheck: z.enum(recordChecks, { error: jobFormMessages.recordCheck }),
    offenceExclusions: z.array(z.enum(offenceExclusions, { error: jobFormMessages.offenceExclusions }), { error: jobFormMessages.offenceExclusions }).min(1, { error: jobFormMessages.offenceExclusions }),
    offenceExclusionDetails: optionalText(1000),
    documentsNeeded: z.array(z.enum(jobDocuments)).optional(),
    status: z.enum(newJobStatuses, { error: jobFormMessages.status }).optional(),
  })
  .superRefine((value, context) => {
    if (!value.national && (value.latitude === undefined || value.longitude === undefined)) {
      if (value.latitude === undefined) context.addIssue({ code: "custom", path: ["latitude"], message: jobFormMessages.position });
      if (value.longitude === undefined) context.addIssue({ code: "custom", path: ["longitude"], message: jobFormMessages.position });
    }
    const min = poundsToPence(value.salaryMin);
    const max = poundsToPence(value.salaryMax);
    if (min !== null && max !== null && !Number.isNaN(min) && !Number.isNaN(max) && min > max) {
      context.addIssue({ code: "custom", path: ["salaryMax"], message: jobFormMessages.salaryOrder });
    }
    if ((min !== null || max !== null) && !value.salaryPeriod) {
      context.addIssue({ code: "custom", path: ["salaryPeriod"], message: jobFormMessages.salaryPeriod });
    }
    if (value.offenceExclusions.includes("none") && value.offenceExclusions.length > 1) {
      context.addIssue({ code: "custom", path: ["offenceExclusions"], message: jobFormMessages.exclusionsConflict });
    }
    if (value.offenceExclusions.includes("other") && !value.offenceExclusionDetails) {
      context.addIssue({ code: "custom", path: ["offenceExclusionDetails"], message: jobFormMessages.exclusionDetails });
    }
  });

export type JobFormInput = z.infer<typeof jobFormSchema>;

/** The form's fields in page order, for the error summary. */
export const jobFormFieldNames = [
  "title",
  "sector",
  "description",
  "locationName",
  "postcode",
  "national",
  "latitude",
  "longitude",
  "contractType",
  "hours",
  "hoursPerWeek",
  "salaryMin",
  "salaryMax",
  "salaryPeriod",
  "vacancies",
  "closingDate",
  "recordCheck",
  "offenceExclusions",
  "offenceExclusionDetails",
  "documentsNeeded",
  "status",
] as const;

/** A saved role as the form shows it (strings, as typed). */
export type JobFormValues = Record<string, string | string[]>;

export const jobStatusIntents = { close: "closed", reopen: "open" } as const satisfies Record<string, JobStatus>;
