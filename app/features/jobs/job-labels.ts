/** Plain-English words for a role's recorded values, shared by the board, the job page and the matcher. Browser-safe. */
import type { ContractType, HomeArea, OffenceExclusion, RecordCheck, SalaryPeriod } from "../../../db/schema/vocabulary";

export const hoursLabels = { full_time: "Full-time", part_time: "Part-time", flexible: "Flexible hours" } as const;

export const contractLabels: Record<ContractType, string> = {
  permanent: "Permanent",
  fixed_term: "Fixed term",
  temporary: "Temporary",
  apprenticeship: "Apprenticeship",
  self_employed: "Self-employed",
};

export const recordCheckLabels: Record<RecordCheck, string> = {
  none: "No criminal record check",
  basic: "Basic DBS check",
  standard: "Standard DBS check",
  enhanced: "Enhanced DBS check",
  enhanced_barred: "Enhanced DBS check with a barred list check",
};

export const exclusionLabels: Record<OffenceExclusion, string> = {
  none: "None",
  case_by_case: "Considered case by case",
  arson: "Arson",
  driving: "Driving offences",
  sexual: "Sexual offences",
  terrorism: "Terrorism",
  violence: "Violence",
  other: "Other offences",
};

const periodWords: Record<SalaryPeriod, string> = { hour: "an hour", week: "a week", month: "a month", year: "a year" };

function pounds(pence: number): string {
  const whole = pence % 100 === 0;
  return `£${(pence / 100).toLocaleString("en-GB", { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 })}`;
}

/** "£12.50 to £13 an hour", "£24,000 a year", or "Salary not given". */
export function salaryText(min: number | null, max: number | null, period: SalaryPeriod | null): string {
  if (min === null && max === null) return "Salary not given";
  const range = min !== null && max !== null && min !== max ? `${pounds(min)} to ${pounds(max)}` : pounds((min ?? max)!);
  return period ? `${range} ${periodWords[period]}` : range;
}

export function exclusionsText(exclusions: readonly OffenceExclusion[], details: string | null): string {
  if (exclusions.length === 0 || (exclusions.length === 1 && exclusions[0] === "none")) return "The employer does not rule out any kind of offence.";
  const words = exclusions.filter((item) => item !== "none").map((item) => exclusionLabels[item].toLocaleLowerCase("en-GB"));
  const text = words.includes("considered case by case") && words.length === 1
    ? "The employer considers every conviction case by case."
    : `The employer cannot take on people with convictions for: ${words.join(", ")}.`;
  return details ? `${text} ${details}` : text;
}

export const homeAreaLabels: Record<HomeArea, string> = {
  uk: "Anywhere in the UK",
  england: "Anywhere in England",
  scotland: "Anywhere in Scotland",
  wales: "Anywhere in Wales",
  northern_ireland: "Anywhere in Northern Ireland",
};

/** Where a role is, in a few words: "From home: anywhere in Wales", or "Leeds, LS11 5QN". */
export function whereText(job: { national: boolean; homeArea?: HomeArea | null; locationName: string; postcode?: string | null }): string {
  const area = job.homeArea ?? (job.national ? "uk" : null);
  if (area) return `From home: ${homeAreaLabels[area].replace("Anywhere", "anywhere")}`;
  return [job.locationName, job.postcode].filter(Boolean).join(", ");
}
