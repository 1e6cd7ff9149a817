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

/** Orders that end on a day the court set (or 24 months after conviction when it set none). */
export const orderKinds: readonly Kind[] = [
  "conditional_discharge",
  "bind_over",
  "community_order",
  "youth_rehabilitation_order",
  "referral_order",
  ...prohibitiveKinds,
];

/** The longest a suspended sentence or a detention and training order can be (Sentencing Act 2020). */
export const TWO_YEAR_LIMIT_MONTHS = 24;

export const isCaution = (kind: Kind) => cautionKinds.includes(kind);
export const isCustody = (kind: Kind) => custodyKinds.includes(kind);
export const isProhibitive = (kind: Kind) => prohibitiveKinds.includes(kind);
export const isOrder = (kind: Kind) => orderKinds.includes(kind);

/** What the checker must be told, beyond the date, to work a kind out. */
export type Needs = "nothing" | "length" | "length-or-end" | "end-date" | "conditions-end";

export function needsOf(kind: Kind): Needs {
  if (isCustody(kind)) return "length";
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
};
