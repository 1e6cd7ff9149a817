import { createContext, useContext } from "react";

/**
 * The service's own name. The organisation that runs it, and how to reach that organisation, are
 * configuration (ORG_* variables, read in env.server.ts) and reach pages through the root loader.
 */
export const siteName = "Fair Chance Works";

/** How to reach the organisation running the service. Shown in the footer, on the audience pages, in legal pages and emails. */
export type Organisation = {
  /** Legal name, e.g. "Fair Chance Works CIC". */
  name: string;
  phone: string;
  email: string;
  openingHours: string;
  registeredOffice: string;
  companyNumber: string;
};

/** The environment variable behind each detail, so that messages can name them. */
export const organisationVariables = {
  name: "ORG_NAME",
  phone: "ORG_PHONE",
  email: "ORG_EMAIL",
  openingHours: "ORG_OPENING_HOURS",
  registeredOffice: "ORG_REGISTERED_OFFICE",
  companyNumber: "ORG_COMPANY_NUMBER",
} as const satisfies Record<keyof Organisation, string>;

/**
 * Used when the ORG_* variables are unset outside production. Each value says it is an example, so a
 * development or test site can never be mistaken for the real contact details; production refuses them.
 * The phone number is in Ofcom's range kept for drama (it never connects), and the email is on a reserved
 * domain.
 */
export const developmentOrganisation: Organisation = {
  name: "Fair Chance Works (development)",
  phone: "020 7946 0000 (example number)",
  email: "hello@fair-chance-works.example",
  openingHours: "Example hours: Monday to Friday, 9am to 5pm",
  registeredOffice: "Example address: 1 Example Street, London",
  companyNumber: "00000000 (example)",
};

/**
 * A `tel:` link for a phone number as written for people ("020 7946 0000" → "tel:02079460000"). Only a "(0)" is
 * dropped ("+44 (0)300" is dialled "+44300"); other brackets keep their digits, as in "(0113) 496 0000".
 */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\(\s*0\s*\)/g, "").replace(/[^\d+]/g, "")}`;
}

/** The service's social media pages (the footer's "Follow us"). */
export const socialLinks = [
  { name: "LinkedIn", href: "https://www.linkedin.com/company/fair-chance-works" },
  { name: "Facebook", href: "https://www.facebook.com/fairchanceworks" },
  { name: "Instagram", href: "https://www.instagram.com/fairchanceworks" },
  { name: "X (formerly Twitter)", href: "https://x.com/fairchanceworks" },
] as const;

/** Filled from the root loader in root.tsx; null only when the root loader itself failed. */
export const OrganisationContext = createContext<Organisation | null>(null);

/** The organisation's contact details, for any component rendered inside a route. */
export function useOrganisation(): Organisation {
  const organisation = useContext(OrganisationContext);
  if (!organisation) throw new Error("useOrganisation needs the root loader's organisation details");
  return organisation;
}
