import { z } from "zod";
import { isIsoDate } from "./calendar";
import { consecutiveKinds, singleTerms } from "./consecutive";
import { type Age, TWO_YEAR_LIMIT_MONTHS, canBeUntilFurtherOrder, hasTwoYearLimit, isCaution, isCustody, isNotConviction, kindLabels, kinds, needsOf } from "./kinds";
import { type CheckRequest, type Entry, entryLength } from "./periods";

/**
 * The JSON contract of POST /api/disclosure-check (issue 15), checked field by field. Every problem is reported
 * against its field ("convictions.0.length_months"), so a client can show each message where it belongs.
 */

export const MAX_ENTRIES = 50;
/** Longer than any determinate sentence or order a court gives. */
export const MAX_LENGTH_MONTHS = 1200;
export const MAX_LENGTH_WEEKS = 5220;
export const MAX_LENGTH_DAYS = 36525;
export const EARLIEST_DATE = "1900-01-01";
/** Far enough ahead for any reference date or order; it keeps every date the rules work out within four-digit years. */
export const LATEST_DATE = "2199-12-31";

export const checkMessages = {
  notAnObject: "Send the check as a JSON object.",
  unknownField: "This field is not part of the check.",
  date: "Give a real date, written YYYY-MM-DD.",
  tooEarly: "Give a date after 1 January 1900.",
  tooLate: "Give a date before 2200.",
  jurisdiction:
    "We can only work out dates for England and Wales (\"england_wales\"). Scotland and Northern Ireland have their own law: please speak to an adviser.",
  age: 'Say whether the person was "adult" (18 or over) or "under18" on the date of conviction or caution.',
  kind: `Give one of these kinds: ${kinds.join(", ")}.`,
  noEntries: "Give at least one caution or conviction.",
  tooManyEntries: `Give at most ${MAX_ENTRIES} cautions and sentences.`,
  length: `Give the length in months, a number more than 0 and at most ${MAX_LENGTH_MONTHS}.`,
  lengthWeeks: `Give the length in weeks, a whole number more than 0 and at most ${MAX_LENGTH_WEEKS}.`,
  lengthDays: `Give the length in days, a whole number more than 0 and at most ${MAX_LENGTH_DAYS}.`,
  oneLength: "Give the length once: in length_months, length_weeks or length_days, not more than one.",
  flag: "Give true or false.",
  hearing: "Give the hearing as a short label of at most 100 characters.",
  afterReference: "The date must not be after the reference date.",
  endBeforeDate: "The end date must not be before the date.",
  needsLength: "Give the length of the sentence in months: the length the court gave decides the rehabilitation period.",
  tooLong: (label: string) => `A ${label.toLowerCase()} cannot be longer than 2 years (24 months).`,
  needsSchedule18:
    "Say whether the offence is listed in Schedule 18 to the Sentencing Act 2020 (true or false): custody of more than 4 years for a Schedule 18 offence is never spent.",
  needsPaidDate: "Give the date the compensation was, or will be, paid in full (end_date), or say it is not paid yet (unpaid: true).",
  noLength: (label: string, field = "length_months") => `A ${label.toLowerCase()} has no length: leave ${field} out.`,
  noEndDate: (label: string) => `A ${label.toLowerCase()} has no end date: leave end_date out.`,
  untilFurtherOrderKinds:
    "Only a conditional discharge, a bind over, a hospital order, or an order that prohibits or disqualifies (such as a restraining order) can be made until further order.",
  untilFurtherOrderHasNoEnd: "An order made until further order has no end date or length: leave end_date and the length out.",
  unpaidKinds: "Only a compensation order can be unpaid.",
  unpaidHasNoDate: "Compensation not yet paid has no date it was paid: leave end_date out, or leave unpaid out and give the date it was paid in full.",
  notConvictionAlone: "A fixed penalty notice is not a conviction: give it on its own, with no hearing, length or end date.",
  consecutiveKinds: "Only custody or a detention and training order can run after another term of custody.",
  consecutiveUnknown: "Give the hearing of the custody this runs after: no custody here has that hearing.",
  consecutiveLoop: "Two terms of custody cannot each run after the other.",
  consecutiveLater: "A term can only run after custody given on the same day or earlier.",
  excludedKinds: "Only a sentence of custody can be a life, public protection or extended sentence.",
  cautionInHearing: "A caution is not a sentence of a conviction: leave out hearing.",
  hearingDate: "Sentences given for one conviction (the same hearing) share its date.",
  hearingAge: "Sentences given for one conviction (the same hearing) share the age at conviction.",
} as const;

const isoDate = z.string({ error: checkMessages.date }).superRefine((date, context) => {
  const message = !isIsoDate(date) ? checkMessages.date : date < EARLIEST_DATE ? checkMessages.tooEarly : date > LATEST_DATE ? checkMessages.tooLate : null;
  if (message) context.addIssue({ code: "custom", message });
});
const age = z.enum(["adult", "under18"], { error: checkMessages.age });
const flag = z.boolean({ error: checkMessages.flag });

const entrySchema = z.strictObject(
  {
    kind: z.enum(kinds, { error: checkMessages.kind }),
    date: isoDate,
    length_months: z
      .number({ error: checkMessages.length })
      .refine((value) => Number.isFinite(value) && value > 0 && value <= MAX_LENGTH_MONTHS, checkMessages.length)
      .nullable()
      .optional(),
    length_weeks: z
      .number({ error: checkMessages.lengthWeeks })
      .refine((value) => Number.isInteger(value) && value > 0 && value <= MAX_LENGTH_WEEKS, checkMessages.lengthWeeks)
      .nullable()
      .optional(),
    length_days: z
      .number({ error: checkMessages.lengthDays })
      .refine((value) => Number.isInteger(value) && value > 0 && value <= MAX_LENGTH_DAYS, checkMessages.lengthDays)
      .nullable()
      .optional(),
    end_date: isoDate.nullable().optional(),
    until_further_order: flag.optional(),
    unpaid: flag.optional(),
    consecutive_with: z.string({ error: checkMessages.hearing }).min(1, checkMessages.hearing).max(100, checkMessages.hearing).optional(),
    schedule18_offence: flag.optional(),
    excluded_sentence: flag.optional(),
    hearing: z.string({ error: checkMessages.hearing }).max(100, checkMessages.hearing).optional(),
    age_at_conviction: age.optional(),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? checkMessages.unknownField : checkMessages.notAnObject) },
);

export const checkRequestSchema = z.strictObject(
  {
    reference_date: isoDate.optional(),
    jurisdiction: z.literal("england_wales", { error: checkMessages.jurisdiction }).optional(),
    age_at_conviction: age,
    convictions: z
      .array(entrySchema, { error: checkMessages.noEntries })
      .min(1, checkMessages.noEntries)
      .max(MAX_ENTRIES, checkMessages.tooManyEntries),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? checkMessages.unknownField : checkMessages.notAnObject) },
);

export type FieldErrors = Record<string, string[]>;

function add(errors: FieldErrors, path: string, message: string) {
  (errors[path] ??= []).push(message);
}

/** What an entry's kind allows and needs, beyond its shape. */
function entryProblems(entry: Entry, path: string, reference: string, errors: FieldErrors) {
  const label = kindLabels[entry.kind].split(/[,(]/)[0]!.trim();
  const needs = needsOf(entry.kind);
  const given = (["length_months", "length_weeks", "length_days"] as const).filter((field) => entry[field] !== undefined && entry[field] !== null);
  if (given.length > 1) add(errors, `${path}.${given[1]}`, checkMessages.oneLength);
  const lengthField = given[0] ?? "length_months";
  const length = entryLength(entry)?.months ?? null;
  const end = entry.end_date ?? null;
  if (entry.date > reference) add(errors, `${path}.date`, checkMessages.afterReference);
  if (end !== null && end < entry.date) add(errors, `${path}.end_date`, checkMessages.endBeforeDate);

  if (entry.excluded_sentence && entry.kind !== "custody") add(errors, `${path}.excluded_sentence`, checkMessages.excludedKinds);
  if (entry.until_further_order) {
    if (!canBeUntilFurtherOrder(entry.kind)) add(errors, `${path}.until_further_order`, checkMessages.untilFurtherOrderKinds);
    else if (length !== null || end !== null) add(errors, `${path}.until_further_order`, checkMessages.untilFurtherOrderHasNoEnd);
  }
  if (entry.unpaid) {
    if (entry.kind !== "compensation_order") add(errors, `${path}.unpaid`, checkMessages.unpaidKinds);
    else if (end !== null) add(errors, `${path}.end_date`, checkMessages.unpaidHasNoDate);
  }
  if (isNotConviction(entry.kind) && (entry.hearing || entry.consecutive_with)) {
    add(errors, `${path}.${entry.hearing ? "hearing" : "consecutive_with"}`, checkMessages.notConvictionAlone);
  }
  if (entry.consecutive_with !== undefined && !(consecutiveKinds as readonly string[]).includes(entry.kind)) {
    add(errors, `${path}.consecutive_with`, checkMessages.consecutiveKinds);
  }

  switch (needs) {
    case "length":
      if (entry.excluded_sentence) break;
      if (length === null) {
        if (entry.kind !== "service_detention" || end === null) add(errors, `${path}.length_months`, checkMessages.needsLength);
        break;
      }
      if (hasTwoYearLimit(entry.kind) && length > TWO_YEAR_LIMIT_MONTHS) {
        add(errors, `${path}.${lengthField}`, checkMessages.tooLong(label));
      }
      if (entry.kind === "custody" && length > 48 && entry.schedule18_offence === undefined) {
        add(errors, `${path}.schedule18_offence`, checkMessages.needsSchedule18);
      }
      break;
    case "end-date":
      if (end === null && !entry.unpaid) add(errors, `${path}.end_date`, checkMessages.needsPaidDate);
      if (length !== null) add(errors, `${path}.${lengthField}`, checkMessages.noLength(label, lengthField));
      break;
    case "conditions-end":
      if (length !== null) add(errors, `${path}.${lengthField}`, checkMessages.noLength(label, lengthField));
      break;
    case "nothing":
      if (length !== null) add(errors, `${path}.${lengthField}`, checkMessages.noLength(label, lengthField));
      if (end !== null) add(errors, `${path}.end_date`, checkMessages.noEndDate(label));
      break;
    case "length-or-end":
      break;
  }
  if (isCustody(entry.kind) && !entry.excluded_sentence && end !== null && end <= entry.date) {
    add(errors, `${path}.end_date`, checkMessages.endBeforeDate);
  }
}

/** Sentences sharing a hearing label must agree on the conviction's date and the person's age; cautions have none. */
function hearingProblems(request: CheckRequest, errors: FieldErrors) {
  const first = new Map<string, { date: string; age: Age }>();
  request.convictions.forEach((entry, index) => {
    if (entry.hearing === undefined || entry.hearing === "") return;
    const path = `convictions.${index}`;
    if (isCaution(entry.kind)) {
      add(errors, `${path}.hearing`, checkMessages.cautionInHearing);
      return;
    }
    const age = entry.age_at_conviction ?? request.age_at_conviction;
    const seen = first.get(entry.hearing);
    if (!seen) {
      first.set(entry.hearing, { date: entry.date, age });
      return;
    }
    if (seen.date !== entry.date) add(errors, `${path}.date`, checkMessages.hearingDate);
    if (seen.age !== age) add(errors, `${path}.age_at_conviction`, checkMessages.hearingAge);
  });
}

/**
 * `consecutive_with` names custody at a hearing given on the same day or earlier, never in a loop; and a single term
 * of more than 4 years needs the Schedule 18 answer for each of its parts, as one long term would.
 */
function consecutiveProblems(request: CheckRequest, errors: FieldErrors) {
  const { convictions } = request;
  const custodyHearings = new Map<string, string>();
  convictions.forEach((entry) => {
    if (entry.hearing && (consecutiveKinds as readonly string[]).includes(entry.kind) && !entry.excluded_sentence) {
      const seen = custodyHearings.get(entry.hearing);
      if (seen === undefined || entry.date < seen) custodyHearings.set(entry.hearing, entry.date);
    }
  });
  const after = new Map<string, Set<string>>();
  let usable = true;
  convictions.forEach((entry, index) => {
    if (entry.consecutive_with === undefined || !(consecutiveKinds as readonly string[]).includes(entry.kind)) return;
    const path = `convictions.${index}.consecutive_with`;
    const date = custodyHearings.get(entry.consecutive_with);
    const others = convictions.some((other, j) => j !== index && other.hearing === entry.consecutive_with && (consecutiveKinds as readonly string[]).includes(other.kind) && !other.excluded_sentence);
    if (date === undefined || !others) {
      add(errors, path, checkMessages.consecutiveUnknown);
      usable = false;
    } else if (date > entry.date) {
      add(errors, path, checkMessages.consecutiveLater);
      usable = false;
    } else if (entry.hearing && entry.hearing !== entry.consecutive_with) {
      after.set(entry.hearing, new Set([...(after.get(entry.hearing) ?? []), entry.consecutive_with]));
    }
  });
  const reaches = (from: string, to: string, seen = new Set<string>()): boolean => {
    if (from === to) return true;
    if (seen.has(from)) return false;
    seen.add(from);
    return [...(after.get(from) ?? [])].some((next) => reaches(next, to, seen));
  };
  convictions.forEach((entry, index) => {
    if (!entry.hearing || !entry.consecutive_with || entry.hearing === entry.consecutive_with) return;
    if (reaches(entry.consecutive_with, entry.hearing)) {
      add(errors, `convictions.${index}.consecutive_with`, checkMessages.consecutiveLoop);
      usable = false;
    }
  });
  if (!usable || Object.keys(errors).length > 0) return;
  singleTerms(convictions).forEach((term, index) => {
    const entry = convictions[index]!;
    if (term && term.months > 48 && entry.kind === "custody" && entry.schedule18_offence === undefined) {
      add(errors, `convictions.${index}.schedule18_offence`, checkMessages.needsSchedule18);
    }
  });
}

export type ParsedCheck =
  | { ok: true; request: CheckRequest }
  | { ok: false; errors: FieldErrors };

/**
 * Validates a request body against the contract. `today` (YYYY-MM-DD, Europe/London) is the reference date when
 * the body gives none.
 */
export function parseCheckRequest(input: unknown, today: string): ParsedCheck {
  const parsed = checkRequestSchema.safeParse(input);
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const keys = issue.code === "unrecognized_keys" ? issue.keys : [null];
      for (const key of keys) {
        const path = [...issue.path, ...(key === null ? [] : [key])].map(String).join(".") || "_form";
        add(errors, path, issue.message);
      }
    }
    return { ok: false, errors };
  }
  const { reference_date = today, age_at_conviction, convictions } = parsed.data;
  const request: CheckRequest = { reference_date, age_at_conviction, convictions };
  const errors: FieldErrors = {};
  convictions.forEach((entry, index) => entryProblems(entry, `convictions.${index}`, reference_date, errors));
  hearingProblems(request, errors);
  consecutiveProblems(request, errors);
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, request };
}
