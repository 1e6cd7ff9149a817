/**
 * The kinds of caution and sentence the checker knows, as the JSON contract of POST /api/disclosure-check names
 * them, with what each needs to be worked out. Browser-safe: the checker pages and the CV builder use it too.
 */

export const kinds = [
  "simple_caution",
  "conditional_caution",
  "absolute_discharge",
  "conditional_discharge",
  "bind_over",
  "fine",
  "compensation_order",
  "community_order",
  "youth_rehabilitation_order",
  "referral_order",
  "custody",
  "suspended_custody",
  "detention_training_order",
  "motoring_endorsement",
  "disqualification",
  "restraining_order",
  "other_order",
  "hospital_order",
  "service_detention",
  "removal_from_service",
  "service_community_order",
  "overseas_community_order",
  "service_reprimand",
  "reparation_order",
  "attendance_centre_order",
  "supervision_order",
  "fixed_penalty",
] as const;

export type Kind = (typeof kinds)[number];
export type Age = "adult" | "under18";

export const ages: readonly Age[] = ["adult", "under18"];

export function isKind(value: unknown): value is Kind {
  return typeof value === "string" && (kinds as readonly string[]).includes(value);
}

/** Cautions are not convictions: they are never sentences of a conviction, and never extend or are extended by one. */
export const cautionKinds: readonly Kind[] = ["simple_caution", "conditional_caution"];

/** Custodial sentences: banded by the length the court gave, and never filtered from standard or enhanced checks. */
export const custodyKinds: readonly Kind[] = ["custody", "suspended_custody", "detention_training_order"];

/**
 * Orders that only prohibit or disqualify (Rehabilitation of Offenders Act 1974, s.6(5)): they keep their own
 * conviction unspent while they last, but never keep another conviction unspent.
 */
export const prohibitiveKinds: readonly Kind[] = ["disqualification", "restraining_order", "other_order"];

/**
 * Community orders, and the orders the Act counts with them (s.5(8), "community or youth rehabilitation order"):
 * service and overseas community orders, and the attendance centre and supervision orders they superseded. Spent
 * when the order ends, with nothing added.
 */
export const communityKinds: readonly Kind[] = [
  "community_order",
  "youth_rehabilitation_order",
  "referral_order",
  "service_community_order",
  "overseas_community_order",
  "attendance_centre_order",
  "supervision_order",
];

/** Orders that end on a day the court set (or 24 months after conviction when it set none). */
export const orderKinds: readonly Kind[] = ["conditional_discharge", "bind_over", "hospital_order", ...communityKinds, ...prohibitiveKinds];

/**
 * Orders a court can make "until further order" (relevant orders, s.5(8)): a conditional discharge, a bind over, a
 * hospital order, and the orders that prohibit or disqualify. Community orders always have a length.
 */
export const untilFurtherOrderKinds: readonly Kind[] = ["conditional_discharge", "bind_over", "hospital_order", ...prohibitiveKinds];

/** Not convictions at all: a fixed penalty notice or penalty notice for disorder is answered on its own. */
export const notConvictionKinds: readonly Kind[] = ["fixed_penalty"];

/** The longest a suspended sentence or a detention and training order can be (Sentencing Act 2020). */
export const TWO_YEAR_LIMIT_MONTHS = 24;

/** A suspended sentence and a detention and training order are never longer than 2 years; other custody may be. */
export const hasTwoYearLimit = (kind: string) => kind === "suspended_custody" || kind === "detention_training_order";

export const isCaution = (kind: Kind) => cautionKinds.includes(kind);
export const isCustody = (kind: Kind) => custodyKinds.includes(kind);
export const isProhibitive = (kind: Kind) => prohibitiveKinds.includes(kind);
export const isOrder = (kind: Kind) => orderKinds.includes(kind);
export const canBeUntilFurtherOrder = (kind: Kind) => untilFurtherOrderKinds.includes(kind);
export const isNotConviction = (kind: Kind) => notConvictionKinds.includes(kind);

/** What the checker must be told, beyond the date, to work a kind out. */
export type Needs = "nothing" | "length" | "length-or-end" | "end-date" | "conditions-end";

export function needsOf(kind: Kind): Needs {
  if (isCustody(kind) || kind === "service_detention") return "length";
  if (isOrder(kind)) return "length-or-end";
  if (kind === "compensation_order") return "end-date";
  if (kind === "conditional_caution") return "conditions-end";
  return "nothing";
}

/** Plain names, as the pages show them. */
export const kindLabels: Record<Kind, string> = {
  simple_caution: "Simple caution or youth caution",
  conditional_caution: "Conditional caution or youth conditional caution",
  absolute_discharge: "Absolute discharge",
  conditional_discharge: "Conditional discharge",
  bind_over: "Bind over",
  fine: "Fine",
  compensation_order: "Compensation order",
  community_order: "Community order",
  youth_rehabilitation_order: "Youth rehabilitation order",
  referral_order: "Referral order",
  custody: "Prison or detention (custody)",
  suspended_custody: "Suspended sentence",
  detention_training_order: "Detention and training order",
  motoring_endorsement: "Endorsement on a driving licence (penalty points from a court)",
  disqualification: "Disqualification, for example from driving",
  restraining_order: "Restraining order",
  other_order: "Another order, such as a sexual harm prevention order or a criminal behaviour order",
  hospital_order: "Hospital order (under the Mental Health Act)",
  service_detention: "Service detention (armed forces)",
  removal_from_service: "Dismissal or other removal from His Majesty's service (armed forces)",
  service_community_order: "Service community order (armed forces)",
  overseas_community_order: "Overseas community order (armed forces)",
  service_reprimand: "Severe reprimand or reprimand (armed forces)",
  reparation_order: "Reparation order",
  attendance_centre_order: "Attendance centre order",
  supervision_order: "Supervision order",
  fixed_penalty: "Fixed penalty notice or penalty notice for disorder",
};

/** Short help under each choice, for people who are not sure which one they had. */
export const kindHints: Partial<Record<Kind, string>> = {
  simple_caution: "A warning from the police, with no conditions attached.",
  conditional_caution: "A caution with conditions you had to keep, such as paying for damage or going to a course.",
  absolute_discharge: "The court found you guilty but gave no punishment.",
  conditional_discharge: "No punishment as long as you did not offend again for a set time.",
  bind_over: "A promise to the court to keep the peace or behave well, for a set time.",
  compensation_order: "Money the court ordered you to pay to the victim.",
  community_order: "Unpaid work, a curfew, treatment or other requirements in the community (18 or over).",
  youth_rehabilitation_order: "Requirements in the community given to someone under 18.",
  referral_order: "An order to work with a youth offender panel (under 18).",
  custody: "Time in prison, a young offender institution or detention, including any time on licence.",
  suspended_custody: "A prison sentence you did not serve as long as you kept to its terms.",
  detention_training_order: "Custody and then supervision, given to someone under 18.",
  hospital_order: "An order from a court to be detained and treated in hospital, instead of another sentence.",
  service_detention:
    "Detention given by a court martial or commanding officer, served in the Military Corrective Training Centre. It is on your conduct sheet and the record of the hearing.",
  removal_from_service:
    "Dismissal, dismissal with disgrace, discharge with ignominy or cashiering, given by a service court. Your discharge papers and record of service give the reason.",
  service_community_order:
    "Requirements in the community given by a service court (the armed forces' community order). It is on the court martial's record of the hearing.",
  overseas_community_order:
    "Requirements given by a service court to someone living overseas with the armed forces. It is on the court martial's record of the hearing.",
  service_reprimand: "A reprimand or severe reprimand given by a service court or commanding officer. It is on your conduct sheet.",
  reparation_order: "An order, for someone under 18, to make up for the harm done, for example by repairing damage.",
  attendance_centre_order: "An order to attend an attendance centre for a number of hours.",
  supervision_order: "An older order for someone under 18 to be supervised by a youth offending team (replaced in 2009).",
};
