import { z } from "zod";
import {
  contractTypes,
  jobDocuments,
  homeAreas,
  recordChecks,
  salaryPeriods,
  workingHours,
  type ContractType,
  type JobStatus,
  type OffenceExclusion,
  type RecordCheck,
  type SalaryPeriod,
} from "../../../db/schema/vocabulary";
import { isCalendarDate, londonDate } from "~/lib/dates";

/**
 * The employer's job form: one schema for the browser and the action, and the words for every choice in the
 * data model. Browser-safe. Money is typed in pounds and stored in whole pence; the closing date is typed as
 * day/month/year and stored as an ISO date; the place is typed as a town or postcode, which the action looks up
 * in the gazetteer (server-only), so an unknown place is refused there.
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

export { homeAreaLabels, recordCheckLabels } from "./job-labels";

/**
 * What each check shows and which roles may ask for it, in the words of the law reference
 * (docs/content-sources.md: GOV.UK "DBS filtering guide", updated 28 October 2023; Nacro; Unlock).
 */
export const recordCheckDescriptions: Record<RecordCheck, string> = {
  none: "The role needs no check.",
  basic: "Shows unspent convictions and unspent conditional cautions only. Most jobs may ask for a basic check at most.",
  standard:
    "Shows spent and unspent records unless they are protected (filtered). Only for roles listed as exceptions to the Rehabilitation of Offenders Act, for example some regulated professions.",
  enhanced:
    "As standard, and may also carry other relevant information from the police. Only for roles listed as exceptions, for example work with children or vulnerable adults.",
  enhanced_barred: "An enhanced check with a check of the barred lists, only where the role allows it (regulated work with children or vulnerable adults).",
};

/** The one answer about offences: none ruled out, each case on its merits, or some kinds ruled out. */
export const offencePolicies = ["none", "case_by_case", "excluded"] as const;
export type OffencePolicy = (typeof offencePolicies)[number];

export const offencePolicyLabels: Record<OffencePolicy, string> = {
  none: "No offences are excluded",
  case_by_case: "Each case is considered on its merits",
  excluded: "Some kinds of offence are excluded",
};

/** The kinds an employer may name when some are excluded. */
export const offenceKinds = ["arson", "driving", "sexual", "terrorism", "violence", "other"] as const satisfies readonly OffenceExclusion[];

export const offenceKindLabels: Record<(typeof offenceKinds)[number], string> = {
  arson: "Arson",
  driving: "Driving offences",
  sexual: "Sexual offences",
  terrorism: "Terrorism offences",
  violence: "Violent offences",
  other: "Other offences (say which below)",
};

/** Where the work is done. */
export const workplaces = ["workplace", "home"] as const;


export const jobDocumentLabels: Record<(typeof jobDocuments)[number], string> = {
  cv: "CV",
  covering_letter: "Covering letter",
  disclosure_letter: "Disclosure letter",
  id: "Proof of identity",
  right_to_work: "Proof of the right to work in the UK",
  references: "References",
};

export const jobFormMessages = {
  title: "Enter the job title",
  sector: "Enter the sector, such as Hospitality or Construction",
  description: "Describe the role",
  workplace: "Choose whether the work is at a workplace or done from home",
  place: "Enter the town or postcode where the work is, such as Leeds or LS11 5QN",
  placeUnknown: "We could not find that town or postcode. Check the spelling, or enter the full postcode, such as LS11 5QN",
  homeArea: "Choose the area the role takes people from",
  contractType: "Choose the type of contract",
  hours: "Choose the working hours",
  hoursPerWeek: "Enter hours a week from 1 to 60, in whole or half hours, such as 37.5",
  salaryMin: "Enter the pay in pounds, such as 12.21 or 24000",
  salary: "Enter an amount in pounds, such as 12.21 or 24000",
  salaryOrder: "The pay 'to' must not be less than the pay 'from'",
  salaryPeriod: "Choose whether the pay is an hour, a week, a month or a year",
  vacancies: "Enter how many people you are hiring, from 1 to 500",
  closingDate: "Enter the closing date as day/month/year, such as 31/03/2027",
  closingDatePast: "The closing date must be today or later",
  recordCheck: "Choose the criminal record check the role needs",
  offencePolicy: "Choose one answer about offences",
  exclusionDetails: "Say which offences are excluded and why the role's duties need it",
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

/** Hours in halves: "37.5", "37½" or "37,5" are 37.5. */
export function parseHours(input: string | undefined): number | null {
  if (input === undefined || input.trim() === "") return null;
  const cleaned = input.trim().replace("½", ".5").replace(",", ".");
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  const hours = Number(cleaned);
  return hours >= 1 && hours <= 60 && Number.isInteger(hours * 2) ? hours : Number.NaN;
}

const money = (message: string) => z.string().trim().refine((value) => !Number.isNaN(poundsToPence(value)), { error: message });

export const jobFormSchema = z
  .object({
    title: text(jobFormMessages.title, 120),
    sector: text(jobFormMessages.sector, 80),
    description: text(jobFormMessages.description, 5000),
    workplace: z.enum(workplaces, { error: jobFormMessages.workplace }),
    place: optionalText(100),
    homeArea: z.enum(homeAreas, { error: jobFormMessages.homeArea }).optional(),
    contractType: z.enum(contractTypes, { error: jobFormMessages.contractType }),
    hours: z.enum(workingHours, { error: jobFormMessages.hours }),
    hoursPerWeek: z.string().trim().refine((value) => !Number.isNaN(parseHours(value)), { error: jobFormMessages.hoursPerWeek }).optional(),
    salaryMin: text(jobFormMessages.salaryMin, 20).refine((value) => poundsToPence(value) !== null && !Number.isNaN(poundsToPence(value)), { error: jobFormMessages.salaryMin }),
    salaryMax: money(jobFormMessages.salary).optional(),
    salaryPeriod: z.enum(salaryPeriods, { error: jobFormMessages.salaryPeriod }),
    vacancies: z.coerce.number({ error: jobFormMessages.vacancies }).int({ error: jobFormMessages.vacancies }).min(1, { error: jobFormMessages.vacancies }).max(500, { error: jobFormMessages.vacancies }),
    closingDate: text(jobFormMessages.closingDate, 20)
      .refine((value) => parseClosingDate(value) !== null, { error: jobFormMessages.closingDate })
      .refine((value) => (parseClosingDate(value) ?? "9999") >= londonDate(new Date()), { error: jobFormMessages.closingDatePast }),
    recordCheck: z.enum(recordChecks, { error: jobFormMessages.recordCheck }),
    offencePolicy: z.enum(offencePolicies, { error: jobFormMessages.offencePolicy }),
    offenceKinds: z.array(z.enum(offenceKinds)).optional(),
    offenceExclusionDetails: optionalText(1000),
    documentsNeeded: z.array(z.enum(jobDocuments)).optional(),
  })
  .superRefine((value, context) => {
    if (value.workplace === "workplace" && !value.place) context.addIssue({ code: "custom", path: ["place"], message: jobFormMessages.place });
    if (value.workplace === "home" && !value.homeArea) context.addIssue({ code: "custom", path: ["homeArea"], message: jobFormMessages.homeArea });
    const min = poundsToPence(value.salaryMin);
    const max = poundsToPence(value.salaryMax);
    if (min !== null && max !== null && !Number.isNaN(min) && !Number.isNaN(max) && min > max) {
      context.addIssue({ code: "custom", path: ["salaryMax"], message: jobFormMessages.salaryOrder });
    }
    if (value.offencePolicy === "excluded" && !value.offenceExclusionDetails) {
      context.addIssue({ code: "custom", path: ["offenceExclusionDetails"], message: jobFormMessages.exclusionDetails });
    }
  });

/** The offence answer as the data model records it. */
export function offenceExclusionsFor(input: Pick<JobFormInput, "offencePolicy" | "offenceKinds">): OffenceExclusion[] {
  if (input.offencePolicy === "excluded") return input.offenceKinds?.length ? [...input.offenceKinds] : ["other"];
  return [input.offencePolicy];
}

/** The one answer the form shows for what is recorded (older roles may hold a mixed list). */
export function offencePolicyOf(exclusions: readonly OffenceExclusion[]): { policy: OffencePolicy; kinds: string[] } {
  const kinds = exclusions.filter((item) => item !== "none" && item !== "case_by_case");
  if (kinds.length) return { policy: "excluded", kinds };
  return { policy: exclusions.includes("case_by_case") ? "case_by_case" : "none", kinds: [] };
}

export type JobFormInput = z.infer<typeof jobFormSchema>;

/** The form's fields in page order, for the error summary. */
export const jobFormFieldNames = [
  "title",
  "sector",
  "description",
  "workplace",
  "place",
  "homeArea",
  "contractType",
  "hours",
  "hoursPerWeek",
  "salaryMin",
  "salaryMax",
  "salaryPeriod",
  "vacancies",
  "closingDate",
  "recordCheck",
  "offencePolicy",
  "offenceKinds",
  "offenceExclusionDetails",
  "documentsNeeded",
] as const;

/** Field names as the change history shows them. */
export const jobFieldLabels: Record<(typeof jobFormFieldNames)[number], string> = {
  title: "Job title",
  sector: "Sector",
  description: "What the role involves",
  workplace: "Where the work is done",
  place: "Town or postcode",
  homeArea: "Area it covers",
  contractType: "Type of contract",
  hours: "Working hours",
  hoursPerWeek: "Hours a week",
  salaryMin: "Pay from",
  salaryMax: "Pay to",
  salaryPeriod: "Pay period",
  vacancies: "How many people",
  closingDate: "Closing date",
  recordCheck: "Criminal record check",
  offencePolicy: "Offences",
  offenceKinds: "Offences excluded",
  offenceExclusionDetails: "Offence details",
  documentsNeeded: "Documents needed",
};

/** A saved role as the form shows it (strings, as typed). */
export type JobFormValues = Record<string, string | string[]>;

/** What a row of a role's change history records. */
export const jobChangeKinds = ["created", "edited", "published", "closed", "reopened"] as const;
export type JobChangeKind = (typeof jobChangeKinds)[number];

export const jobChangeLabels: Record<JobChangeKind, string> = {
  created: "Saved as a draft",
  edited: "Changed",
  published: "Published",
  closed: "Closed",
  reopened: "Reopened",
};

export const jobStatusIntents = { close: "closed", reopen: "open" } as const satisfies Record<string, JobStatus>;

