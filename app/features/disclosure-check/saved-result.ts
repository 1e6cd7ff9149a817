import { z } from "zod";
import { offenceExclusions, type OffenceExclusion } from "../../../db/schema/vocabulary";
import { kindLabels } from "./kinds";
import type { CheckRequest } from "./periods";
import { type EntryResult, checkDisclosure } from "./rules";
import { checkRequestSchema, parseCheckRequest } from "./schema";
import type { Answers } from "./answers";
import { resultsFor, toRequest } from "./wizard-results";

/**
 * A checker result a signed-in candidate chose to save ("Save to my account"). It is criminal offence data: it
 * lives only inside the encrypted payload of disclosure_check_results, never in a column, a log line or an audit
 * row. Browser-safe and pure: the server builds it from the posted answers (never from posted results).
 */

/** The kinds of offence a person may tick when saving: the roles' offence exclusions that name a kind. */
export const offenceCategories = offenceExclusions.filter((item) => item !== "none" && item !== "case_by_case") as Exclude<
  OffenceExclusion,
  "none" | "case_by_case"
>[];
export type OffenceCategory = (typeof offenceCategories)[number];

export const offenceCategoryLabels: Record<OffenceCategory, string> = {
  arson: "Arson",
  driving: "Driving offences",
  sexual: "Sexual offences",
  terrorism: "Terrorism offences",
  violence: "Violent offences",
  other: "Another kind of offence, which an employer may name",
};

export const OFFENCE_CATEGORY_FIELD = "offenceCategory";

const isoDate = z.iso.date();

const savedEntryResultSchema = z.object({
  status: z.enum(["spent_immediately", "spent", "not_spent", "never_spent", "indefinite", "not_a_conviction"]),
  spent_date: isoDate.nullable(),
  basic_check: z.string().max(4000),
  standard_enhanced_check: z.string().max(4000),
  /** 0-based caution or conviction this entry belongs to. */
  record: z.number().int().min(0),
  recordType: z.enum(["caution", "conviction", "not-conviction"]),
  filtering: z.enum(["filtered", "filtered-unless-specified", "shows", "not-shown"]),
});
export type SavedEntryResult = z.infer<typeof savedEntryResultSchema>;

export const savedCheckPayloadSchema = z.object({
  version: z.literal(1),
  /** The day the results were worked out for (Europe/London). */
  referenceDate: isoDate,
  /** The answers in the shape of POST /api/disclosure-check: kinds, dates, lengths. */
  request: checkRequestSchema,
  /** Per entry: the person's answer to the specified-offence question, where it was asked. */
  specifiedOffence: z.array(z.boolean().nullable()),
  /** Per entry: whether a date or length was approximate. */
  approximate: z.array(z.boolean()),
  /** Per entry, in order: the results as the checker showed them. */
  results: z.array(savedEntryResultSchema),
  /** Kinds of offence the person ticked; used only by the job matcher. */
  offenceCategories: z.array(z.enum(offenceCategories)).max(offenceCategories.length),
});
export type SavedCheckPayload = z.infer<typeof savedCheckPayloadSchema>;

function savedResult(result: EntryResult): SavedEntryResult {
  return {
    status: result.status,
    spent_date: result.spent_date,
    basic_check: result.basic_check,
    standard_enhanced_check: result.standard_enhanced_check,
    record: result.record,
    recordType: result.recordType,
    filtering: result.filtering.state,
  };
}

/**
 * The payload to save, worked out again from the answers: or null when they give no result (another country,
 * nothing answered, or answers the rules cannot read).
 */
export function buildSavedCheck(answers: Answers, today: string, categories: readonly OffenceCategory[]): SavedCheckPayload | null {
  if (answers.jurisdiction !== "england_wales") return null;
  const { results, sources, problems } = resultsFor(answers, today);
  if (problems.length > 0 || results.length === 0) return null;
  const { request } = toRequest(answers, today);
  const specifiedOffence = sources.map(({ r }) => {
    const answer = answers.records[r]?.specified;
    return answer === "yes" ? true : answer === "no" ? false : null;
  });
  return savedCheckFromRequest(request, { specifiedOffence, approximate: sources.map((source) => source.approximate), categories });
}

/** The payload for a check given in the JSON contract's shape (the demonstration persona's is made this way). */
export function savedCheckFromRequest(
  request: CheckRequest,
  options: { specifiedOffence?: (boolean | null)[]; approximate?: boolean[]; categories?: readonly OffenceCategory[] } = {},
): SavedCheckPayload {
  const specifiedOffence = options.specifiedOffence ?? request.convictions.map(() => null);
  const results = checkDisclosure(request, { specifiedOffence: specifiedOffence.map((answer) => answer ?? undefined) });
  return {
    version: 1,
    referenceDate: request.reference_date,
    request: { reference_date: request.reference_date, age_at_conviction: request.age_at_conviction, convictions: request.convictions.map((entry) => ({ ...entry })) },
    specifiedOffence,
    approximate: options.approximate ?? request.convictions.map(() => false),
    results: results.map(savedResult),
    offenceCategories: offenceCategories.filter((category) => options.categories?.includes(category)),
  };
}

/**
 * The saved answers worked out again for `today`: a conviction that was not spent when saved may be spent now,
 * and one may have become filtered. The job matcher uses these, not the results as saved.
 */
export function resultsToday(payload: SavedCheckPayload, today: string): EntryResult[] {
  const reference = today > payload.referenceDate ? today : payload.referenceDate;
  const parsed = parseCheckRequest({ ...payload.request, reference_date: reference }, reference);
  if (!parsed.ok) throw new Error("A saved check no longer reads as a check");
  const request: CheckRequest = parsed.request;
  return checkDisclosure(request, { specifiedOffence: payload.specifiedOffence.map((answer) => answer ?? undefined) });
}

export type SavedRecordView = {
  name: string;
  sentences: string[];
  approximate: boolean;
  result: SavedEntryResult;
};

const recordTypeNames = { caution: "Caution", conviction: "Conviction", "not-conviction": "Penalty notice" } as const;

/** One item a caution or conviction, named as the checker names them ("Conviction 2", "Caution 1"). */
export function savedRecords(payload: SavedCheckPayload): SavedRecordView[] {
  const byRecord = new Map<number, number[]>();
  payload.results.forEach((result, index) => byRecord.set(result.record, [...(byRecord.get(result.record) ?? []), index]));
  const counts = { caution: 0, conviction: 0, "not-conviction": 0 };
  return [...byRecord.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, indexes]) => {
      const first = payload.results[indexes[0]!]!;
      counts[first.recordType] += 1;
      return {
        name: `${recordTypeNames[first.recordType]} ${counts[first.recordType]}`,
        sentences: indexes.map((index) => {
          const entry = payload.request.convictions[index];
          if (!entry) return "";
          return entry.excluded_sentence ? "Life, public protection or extended sentence" : kindLabels[entry.kind];
        }),
        approximate: indexes.some((index) => payload.approximate[index]),
        result: first,
      };
    });
}

/** What the candidate's disclosure page shows of their saved checker result. */
export type SavedCheckView = {
  savedAt: string;
  referenceDate: string;
  records: SavedRecordView[];
  offenceCategories: OffenceCategory[];
  /** A "will be spent on" date has passed since it was saved: the page suggests checking again. */
  datePassed: boolean;
};
