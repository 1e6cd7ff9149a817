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
    sentence: "Community order, youth rehabilitation order or referral order",
    adult: "When the order ends (no extra time is added)",
    underEighteen: "When the order ends (no extra time is added)",
    runsFrom: notApplicable,
  },
  {
    id: "custody-up-to-1-year",
    sentence:
      "Custody (prison or detention) of 1 year or less, including suspended sentences and detention and training orders",
    adult: "1 year",
    underEighteen: "6 months",
    runsFrom: wholeSentence,
  },
  {
    id: "custody-over-1-up-to-4-years",
    sentence: "Custody of more than 1 year and up to 4 years",
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
    sentence: "Other orders, such as a restraining order, a disqualification or a sexual harm prevention order",
    adult: "When the order ends. An order with no end date stays unspent",
    underEighteen: "When the order ends. An order with no end date stays unspent",
    runsFrom: notApplicable,
  },
  {
    id: "driving-endorsement",
    sentence: "Endorsement on a driving licence imposed by a court",
    adult: "5 years",
    underEighteen: "2.5 years",
    runsFrom: "The date of conviction",
  },
];
