import { developmentOrganisation, organisationVariables, type Organisation } from "./organisation";
import type { RawEnv } from "./env-variables.server";

// The organisation's contact details, which every page shows: read from the ORG_* variables, and in production
// refused while any is missing or still the development example.
const organisationKeys = Object.keys(organisationVariables) as (keyof Organisation)[];

export function organisationFrom(raw: RawEnv): Organisation {
  return Object.fromEntries(
    organisationKeys.map((key) => [key, raw[organisationVariables[key]] ?? developmentOrganisation[key]]),
  ) as Organisation;
}

/**
 * Ofcom keeps these numbers for drama: they never connect, so a real site must not show one. Written
 * without spaces, as prefixes of the national number.
 */
const DRAMA_NUMBER_PREFIXES = [
  "01134960", "01144960", "01154960", "01164960", "01174960", "01184960", "01214960", "01314960", "01414960",
  "01514960", "01614960", "01914980", "02079460", "02890180", "02920180", "01632960", "07700900", "08081570",
  "09098790", "03069990",
];

function isDramaNumber(phone: string): boolean {
  const digits = phone.replace(/[^\d+]/g, "").replace(/^\+44/, "0");
  return DRAMA_NUMBER_PREFIXES.some((prefix) => digits.startsWith(prefix));
}

/** Production shows real contact details only: each ORG_* variable set, and none left at its example value. */
export function organisationProblems(raw: RawEnv): string[] {
  const problems: string[] = [];
  for (const key of organisationKeys) {
    const variable = organisationVariables[key];
    const value = raw[variable];
    if (value === undefined) {
      problems.push(`${variable} is required in production (the organisation's own ${detailWords[key]})`);
    } else if (value === developmentOrganisation[key]) {
      problems.push(`${variable} is still the development example; set the organisation's own ${detailWords[key]}`);
    }
  }
  if (raw.ORG_PHONE && raw.ORG_PHONE !== developmentOrganisation.phone && isDramaNumber(raw.ORG_PHONE)) {
    problems.push("ORG_PHONE is in Ofcom's range kept for drama and never connects; set a number people can call");
  }
  return problems;
}

const detailWords: Record<keyof Organisation, string> = {
  name: "legal name",
  phone: "phone number",
  email: "contact email address",
  openingHours: "opening hours, e.g. Monday to Friday, 9am to 5pm",
  registeredOffice: "registered office address",
  companyNumber: "company number",
};
