import { DAYS_PER_MONTH } from "~/features/disclosure-check/calendar";
import { needsOf } from "~/features/disclosure-check/kinds";
import type { Entry } from "~/features/disclosure-check/periods";
import { type EntryResult, checkDisclosure } from "~/features/disclosure-check/rules";
import { parseCheckRequest } from "~/features/disclosure-check/schema";
import { rehabilitationPeriods } from "~/features/resources/rehabilitation-periods";
import { formatCalendarDate } from "~/lib/dates";
import { checkerPrefill } from "./checker-prefill";
import type { Block } from "./types";
import type { Described, Length, Understood } from "./understand";

/**
 * The answer to a question that describes a caution or sentence, worked out by the disclosure checker's own
 * rules (the same functions POST /api/disclosure-check answers with). When the question gives only a month or a
 * year, the checker is run for the first and the last day it can mean, and the answer gives both dates. What the
 * question leaves out gets "it depends on whether it is spent", never a bare "you must tell". Pure: today is given.
 */

export type Worked = {
  /** "worked": dates from the checker; "depends": the checker needs more; "rule": a question about the rules, not a date; "elsewhere": not England and Wales. */
  kind: "worked" | "depends" | "rule" | "elsewhere";
  blocks: Block[];
  /** The helper's state with the question's answers filled in; none when there is nothing to fill in. */
  checkerState: string | null;
  /** Every date the checker worked out for this answer (YYYY-MM-DD): the only dates an answer may state as spent dates. */
  computedDates: string[];
};

export const workedWords = {
  depends:
    "It depends on whether it is spent. Once a caution or conviction is spent, a basic check does not show it and for most jobs you do not have to tell an employer about it. Until it is spent, you must tell an employer who asks about unspent convictions or cautions.",
  helper: "The disclosure helper works out the date with you, one question at a time.",
  mayBeConditional:
    "If it was a conditional caution (one with conditions to keep, such as repairing damage or going on a course), it is spent 3 months after it was given, or when the conditions end if that is sooner. Until then a basic check shows it, and you must tell an employer who asks about unspent cautions.",
  schedule18:
    "Custody of more than 4 years for a Schedule 18 offence (serious violent, sexual or terrorist offences) is never spent: the disclosure helper asks about this.",
  elsewhere:
    "We can only work out dates for England and Wales. Scotland and Northern Ireland have their own law: please ask us to call you back, or speak to an adviser.",
} as const;

const monthsOf = (length: Length) =>
  length.unit === "years" ? length.value * 12 : length.unit === "months" ? length.value : ((length.unit === "weeks" ? 7 : 1) * length.value) / DAYS_PER_MONTH;

const immediate = (record: Described) => record.kind === "simple_caution" || record.kind === "absolute_discharge";

/** What the checker still needs for one caution or sentence, in words; null when it has enough. */
function missing(record: Described): string | null {
  if (record.excluded) return null;
  if (!record.date && !immediate(record)) return "the date";
  const needs = needsOf(record.kind);
  if (needs === "length" && !record.length) return "the length of the sentence";
  if (needs === "length-or-end" && !record.length) return "when the order ends";
  if (needs === "end-date") return "the date the compensation was paid in full";
  return null;
}

function entriesFor(understood: Understood, pick: "from" | "to", today: string): Entry[] {
  return understood.records.map((record) => {
    const caution = record.kind === "simple_caution" || record.kind === "conditional_caution";
    const entry: Entry = { kind: record.kind, date: record.date?.[pick] ?? today, ...(caution ? {} : { hearing: `h${record.hearing}` }) };
    if (record.excluded) return { ...entry, excluded_sentence: true };
    if (record.length && needsOf(record.kind) !== "nothing" && needsOf(record.kind) !== "end-date") {
      const months = monthsOf(record.length);
      return { ...entry, length_months: months, ...(record.kind === "custody" && months > 48 ? { schedule18_offence: false } : {}) };
    }
    return entry;
  });
}

function run(understood: Understood, entries: Entry[], today: string): EntryResult[] | null {
  const age = understood.age === "under18" ? "under18" : "adult";
  const parsed = parseCheckRequest({ reference_date: today, age_at_conviction: age, convictions: entries }, today);
  return parsed.ok ? checkDisclosure(parsed.request) : null;
}

const lowerFirst = (text: string) => text.replace(/^./, (c) => c.toLowerCase());
const upperFirst = (text: string) => text.replace(/^./, (c) => c.toUpperCase());

function labelOf(records: Described[]): string {
  const parts = records.map((record) => {
    if (record.kind === "custody" && !record.excluded) return record.length ? `${record.length.said} in prison` : "a prison sentence";
    if (record.mayBeConditional) return "a simple caution";
    return `${record.said}${record.length ? ` of ${record.length.said}` : ""}`;
  });
  const date = records[0]!.date;
  return `${parts.join(" and ")}${date ? ` ${date.said}` : ""}`;
}

const spentNow = (status: EntryResult["status"]) => status === "spent" || status === "spent_immediately";

/** One caution or conviction: what the checker says, for the earliest and the latest day the question can mean. */
function recordBlocks(records: Described[], early: EntryResult, late: EntryResult, understood: Understood): Block[] {
  const label = upperFirst(labelOf(records));
  const thing = early.recordType === "caution" ? "cautions" : "convictions";
  const job = understood.job ? `, including ${understood.job} work,` : "";
  const exact = early.spent_date === late.spent_date && early.status === late.status;
  const rule = exact ? early.rule : early.rule.split(/(?<=\.)\s/)[0]!;
  if (exact) {
    const basic = early.basic_check.replace("For most jobs you do not have to tell", `For most jobs${job} you do not have to tell`);
    return [{ type: "paragraph", text: `${label}: ${lowerFirst(basic)}` }, { type: "paragraph", text: `Why: ${rule}` }];
  }
  const from = early.spent_date ? formatCalendarDate(early.spent_date) : null;
  const to = late.spent_date ? formatCalendarDate(late.spent_date) : null;
  let headline: string;
  if (early.status === "spent_immediately" && late.status === "spent_immediately") {
    headline = `${label}: ${lowerFirst(late.basic_check)}`;
  } else if (spentNow(early.status) && spentNow(late.status)) {
    headline =
      `${label}: spent. It became spent between ${from} and ${to}, depending on the exact date, so by ${to} at the latest. ` +
      `A basic check does not show it. For most jobs${job} you do not have to tell an employer about it, and you can answer “no” if asked about ${thing}.`;
  } else if (early.status === "not_spent" && late.status === "not_spent") {
    headline =
      `${label}: not spent yet. It will be spent between ${from} and ${to}, depending on the exact date. Until then a basic check shows it, ` +
      `and you must tell an employer who asks about unspent ${thing}. After that, most employers cannot ask about it.`;
  } else if (spentNow(early.status) && late.spent_date) {
    headline =
      `${label}: it may already be spent. It is spent between ${from} and ${to}, depending on the exact date. Once it is spent, a basic ` +
      `check does not show it and for most jobs${job} you do not have to tell an employer about it; until then, you must tell an employer who asks about unspent ${thing}.`;
  } else {
    headline = `${label}: ${lowerFirst(late.basic_check)}`;
  }
  return [{ type: "paragraph", text: headline }, { type: "paragraph", text: `Why: ${rule}` }];
}

function assumptions(understood: Understood): string[] {
  const said: string[] = [];
  for (const record of understood.records) {
    if (record.date && record.date.from !== record.date.to) {
      said.push(`You said ${record.date.said}: we worked it out for the first and the last day that can mean (${formatCalendarDate(record.date.from)} to ${formatCalendarDate(record.date.to)}).`);
    }
  }
  if (understood.age === "unknown") said.push("We took it that the person was 18 or over on the date of the conviction or caution. Under 18, most periods are shorter.");
  if (understood.records.some((r) => r.kind === "custody" && r.length && monthsOf(r.length) > 48)) {
    said.push(workedWords.schedule18);
  }
  if (understood.records.some((record) => record.mayBeConditional)) said.push("We took it that the caution was a simple one, not a conditional caution.");
  if (understood.records.length === 1) said.push("Another conviction during the rehabilitation period can change these dates: add it in the disclosure helper.");
  return [...new Set(said)];
}

/** The rule for each caution or sentence the question names, when the checker cannot give a date yet. */
function ruleBlocks(understood: Understood, today: string): Block[] {
  const blocks: Block[] = [];
  const custodyWithoutLength = understood.records.some((r) => ["custody", "suspended_custody", "detention_training_order"].includes(r.kind) && !r.length && !r.excluded);
  if (custodyWithoutLength) {
    const rows = rehabilitationPeriods.filter((row) => row.id.startsWith("custody") || row.id === "never-spent");
    blocks.push({
      type: "table",
      caption: "When prison sentences are spent (England and Wales, since 28 October 2023)",
      head: ["Sentence", "Aged 18 or over", "Aged under 18"],
      rows: rows.map((row) => [row.sentence, row.adult, row.underEighteen]),
    });
  }
  const seen = new Set<string>();
  // A plain "caution" may have been a conditional one, whose rule differs: both are given.
  const records = understood.records.flatMap((record) => (record.mayBeConditional ? [record, { ...record, kind: "conditional_caution" as const }] : [record]));
  for (const record of records) {
    if (custodyWithoutLength && ["custody", "suspended_custody", "detention_training_order"].includes(record.kind)) continue;
    const needs = needsOf(record.kind);
    const entry: Entry = {
      kind: record.kind,
      date: today,
      ...(record.excluded ? { excluded_sentence: true } : {}),
      ...(!record.excluded && (needs === "length" || needs === "length-or-end") ? { length_months: record.length ? monthsOf(record.length) : 12 } : {}),
      // The rule for a sentence of over 4 years that is not for a Schedule 18 offence; the other case is said below.
      ...(record.kind === "custody" && !record.excluded && record.length && monthsOf(record.length) > 48 ? { schedule18_offence: false } : {}),
      ...(needs === "end-date" ? { end_date: today } : {}),
    };
    const result = run(understood, [entry], today)?.[0];
    if (result && !seen.has(result.rule)) {
      seen.add(result.rule);
      blocks.push({ type: "paragraph", text: result.rule });
      if (entry.schedule18_offence === false) blocks.push({ type: "paragraph", text: workedWords.schedule18 });
    }
  }
  return blocks;
}

/** The answer worked out for a question about cautions or sentences; null when the question names none and asks nothing about telling. */
export function workedAnswer(understood: Understood, today: string, aboutRecords: boolean): Worked | null {
  // "When is a 6 month prison sentence spent?": the rule, for both ages, from the checker, and the helper for a date.
  const general = !understood.personal && understood.records.length > 0 && understood.records.every((record) => !record.date);
  if (general && !understood.elsewhere) {
    const adult = ruleBlocks({ ...understood, age: "adult" }, today);
    const young = ruleBlocks({ ...understood, age: "under18" }, today).filter((block) => block.type === "paragraph" && !adult.some((a) => a.type === "paragraph" && a.text === block.text));
    return {
      kind: "rule",
      blocks: [...adult, ...young.map((block) => ({ ...block, text: `Under 18 on the date of conviction: ${lowerFirst((block as { text: string }).text)}` }) as Block), { type: "paragraph", text: workedWords.helper }],
      checkerState: checkerPrefill(understood),
      computedDates: [],
    };
  }
  if (understood.elsewhere) return { kind: "elsewhere", blocks: [{ type: "paragraph", text: workedWords.elsewhere }], checkerState: null, computedDates: [] };
  if (understood.records.length === 0) {
    if (!(understood.asksAboutTelling && aboutRecords) && !understood.penaltyNotice) return null;
    return { kind: "depends", blocks: [{ type: "paragraph", text: workedWords.depends }, { type: "paragraph", text: workedWords.helper }], checkerState: null, computedDates: [] };
  }
  const checkerState = checkerPrefill(understood);
  const gaps = [...new Set(understood.records.map(missing).filter((gap): gap is string => gap !== null))];
  const early = gaps.length === 0 ? run(understood, entriesFor(understood, "from", today), today) : null;
  const late = gaps.length === 0 ? run(understood, entriesFor(understood, "to", today), today) : null;
  if (!early || !late) {
    const needs = gaps.length > 0 ? `It needs ${gaps.join(" and ")}, which your question did not give.` : "";
    return {
      kind: "depends",
      blocks: [{ type: "paragraph", text: workedWords.depends }, ...ruleBlocks(understood, today), { type: "paragraph", text: `${workedWords.helper} ${needs}`.trim() }],
      checkerState,
      computedDates: [],
    };
  }
  const blocks: Block[] = [];
  const byHearing = new Map<number, number[]>();
  understood.records.forEach((record, index) => byHearing.set(record.hearing, [...(byHearing.get(record.hearing) ?? []), index]));
  for (const indexes of byHearing.values()) {
    const records = indexes.map((i) => understood.records[i]!);
    blocks.push(...recordBlocks(records, early[indexes[0]!]!, late[indexes[0]!]!, understood));
    // Said next to the answer it qualifies: someone with a conditional caution must not stop at "spent immediately".
    if (records.some((record) => record.mayBeConditional)) blocks.push({ type: "paragraph", text: workedWords.mayBeConditional });
  }
  if (understood.exceptedWork) blocks.push({ type: "paragraph", text: `Work with children, vulnerable adults and some professions can ask for more: ${lowerFirst(late[0]!.standard_enhanced_check)}` });
  const assumed = assumptions(understood);
  if (assumed.length > 0) blocks.push({ type: "paragraph", text: "What we assumed:" }, { type: "list", items: assumed });
  blocks.push({ type: "paragraph", text: "Check the exact dates in the disclosure helper: it opens with these answers filled in." });
  const computedDates = [...early, ...late].flatMap((result) => [result.spent_date, result.filtering.from]).filter((date): date is string => Boolean(date));
  return { kind: "worked", blocks, checkerState, computedDates: [...new Set(computedDates)] };
}
