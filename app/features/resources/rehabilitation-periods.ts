/**
 * Rehabilitation periods in England and Wales under the law in force since 28 October 2023.
 * Every row must match the reviewed reference (law-england-wales.md); change a figure only with a source.
 * The pre-2023 table in the original product brief is out of date and must never be shown as current.
 */

export type RehabilitationPeriod = {
  /** Stable key, used by tests and as the React key. */
  id: string;
  /** The sentence or disposal, in plain words. */
  sentence: string;
  /** Period for someone aged 18 or over on the date of conviction (or caution). */
  adult: string;
  /** Period for someone aged under 18 on the date of conviction (or caution). */
  underEighteen: string;
  /** When the period starts counting. */
  runsFrom: string;
};

export const rehabilitationLaw = {
  jurisdiction: "England and Wales",
  statute: "Rehabilitation of Offenders Act 1974",
  amendedBy: "Police, Crime, Sentencing and Courts Act 2022, section 193",
  inForceFrom: "28 October 2023",
  inForceFromIso: "2023-10-28",
  lastReviewed: "November 2026",
  lastReviewedIso: "2026-11",
} as const;

const notApplicable = "Does not apply";
const wholeSentence = "The end of the whole sentence, including any time on licence (not the release date)";

export const rehabilitationPeriods: readonly RehabilitationPeriod[] = [
  {
    id: "simple-caution",
    sentence: "Simple caution or youth caution",
    adult: "Spent immediately",
    underEighteen: "Spent immediately",
    runsFrom: notApplicable,
  },
  {
    id: "conditional-caution",
    sentence: "Conditional caution or youth conditional caution",
    adult: "3 months, or when the conditions end if that is sooner",
    underEighteen: "3 months, or when the conditions end if that is sooner",
    runsFrom: "The date of the caution",
  },
  {
    id: "absolute-discharge",
    sentence: "Absolute discharge",
    adult: "Spent immediately",
    underEighteen: "Spent immediately",
    runsFrom: notApplicable,
  },
  {
    id: "conditional-discharge",
    sentence: "Conditional discharge or bind over",
    adult: "When the order ends",
    underEighteen: "When the order ends",
    runsFrom: notApplicable,
  },
  {
    id: "fine",
    sentence: "Fine",
    adult: "1 year",
    underEighteen: "6 months",
    runsFrom: "The date of conviction",
  },
  {
    id: "compensation-order",
    sentence: "Compensation order",
    adult: "When it is paid in full",
    underEighteen: "When it is paid in full",
    runsFrom: notApplicable,
  },
  {
    id: "community-order",
    sentence:
      "Community order, youth rehabilitation order or referral order; a service or overseas community order; an attendance " +
      "centre order or a supervision order",
    adult: "When the order ends (no extra time is added)",
    underEighteen: "When the order ends (no extra time is added)",
    runsFrom: notApplicable,
  },
  {
    id: "custody-up-to-1-year",
    sentence:
      "Custody of 1 year or less: prison, detention, a suspended sentence or a detention and training order of that length",
    adult: "1 year",
    underEighteen: "6 months",
    runsFrom: wholeSentence,
  },
  {
    id: "custody-over-1-up-to-4-years",
    sentence:
      "Custody of more than 1 year and up to 4 years, including a suspended sentence or a detention and training order " +
      "of more than 1 year",
    adult: "4 years",
    underEighteen: "2 years",
    runsFrom: wholeSentence,
  },
  {
    id: "custody-over-4-years",
    sentence: "Custody of more than 4 years, when the offence is not listed in Schedule 18",
    adult: "7 years",
    underEighteen: "3.5 years",
    runsFrom: wholeSentence,
  },
  {
    id: "never-spent",
    sentence:
      "Custody of more than 4 years for a Schedule 18 offence (serious sexual, violent or terrorist offences); " +
      "a life sentence; imprisonment or detention for public protection; an extended sentence; custody for life; " +
      "detention at His Majesty's pleasure; preventive detention",
    adult: "Never spent",
    underEighteen: "Never spent",
    runsFrom: notApplicable,
  },
  {
    id: "other-orders",
    sentence: "Other orders with an end date, such as a restraining order, a disqualification or a sexual harm prevention order",
    adult: "When the order ends",
    underEighteen: "When the order ends",
    runsFrom: notApplicable,
  },
  {
    id: "order-no-end-date",
    sentence: "An order made with no end date",
    adult: "24 months",
    underEighteen: "24 months",
    runsFrom: "The date of conviction",
  },
  {
    id: "order-until-further-order",
    sentence: "An order made “until further order”",
    adult: "Not spent until a court ends the order",
    underEighteen: "Not spent until a court ends the order",
    runsFrom: notApplicable,
  },
  {
    id: "driving-endorsement",
    sentence: "Endorsement on a driving licence imposed by a court",
    adult: "5 years",
    underEighteen: "2.5 years",
    runsFrom: "The date of conviction",
  },
  {
    id: "hospital-order",
    sentence: "Hospital order (with an end date; with no end date or until further order, as for other orders above)",
    adult: "When the order ends",
    underEighteen: "When the order ends",
    runsFrom: notApplicable,
  },
  {
    id: "service-detention",
    sentence: "Service detention (armed forces)",
    adult: "1 year",
    underEighteen: "6 months",
    runsFrom: "The end of the detention",
  },
  {
    id: "removal-from-service",
    sentence: "Dismissal, or other removal from His Majesty's service (armed forces)",
    adult: "1 year",
    underEighteen: "6 months",
    runsFrom: "The date of conviction",
  },
  {
    id: "service-reprimand",
    sentence: "Severe reprimand or reprimand (armed forces)",
    adult: "1 year",
    underEighteen: "6 months",
    runsFrom: "The date of conviction",
  },
  {
    id: "reparation-order",
    sentence: "Reparation order",
    adult: "Spent immediately",
    underEighteen: "Spent immediately",
    runsFrom: notApplicable,
  },
  {
    id: "fixed-penalty",
    sentence: "Fixed penalty notice or penalty notice for disorder (not a conviction or a caution)",
    adult: "Never needs disclosing as a conviction",
    underEighteen: "Never needs disclosing as a conviction",
    runsFrom: notApplicable,
  },
];

/** Ids of the custody rows, from the shortest band to the never-spent one. */
export type CustodyRowId = "custody-up-to-1-year" | "custody-over-1-up-to-4-years" | "custody-over-4-years" | "never-spent";

/** Kinds of custodial sentence. The kind never changes the band: only the length given by the court does. */
export type CustodyKind = "prison" | "detention" | "suspended-sentence" | "detention-and-training-order";

/**
 * The row of the table that a custodial sentence falls in, by the length the court gave (in months).
 * A suspended sentence or a detention and training order is banded by its length like any other custody,
 * so an 18-month suspended sentence sits with custody of more than 1 year and up to 4 years.
 * Life, public protection and extended sentences are never spent whatever their length: they are not
 * banded here and belong to the "never-spent" row.
 */
export function custodyRowId(
  lengthInMonths: number,
  options: { kind?: CustodyKind; schedule18Offence?: boolean } = {},
): CustodyRowId {
  if (!Number.isFinite(lengthInMonths) || lengthInMonths <= 0) {
    throw new RangeError("A custodial sentence has a length of more than 0 months.");
  }
  if (lengthInMonths <= 12) return "custody-up-to-1-year";
  if (lengthInMonths <= 48) return "custody-over-1-up-to-4-years";
  return options.schedule18Offence ? "never-spent" : "custody-over-4-years";
}

/** How an order other than a sentence of custody was made, which decides when it is spent. */
export type OrderEnd = "end-date" | "no-end-date" | "until-further-order";

/** The row of the table for an order such as a restraining order, by how its end was set. */
export function orderRowId(end: OrderEnd): "other-orders" | "order-no-end-date" | "order-until-further-order" {
  if (end === "end-date") return "other-orders";
  if (end === "no-end-date") return "order-no-end-date";
  return "order-until-further-order";
}
