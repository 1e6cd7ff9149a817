import { readDate } from "./answer-checks";
import { type Answers, type SentenceAnswers, lengthInMonths } from "./answers";
import { singleTerms } from "./consecutive";
import { consecutiveChoices } from "./consecutive-choices";
import { needsOf } from "./kinds";
import type { CheckRequest, Entry } from "./periods";
import { type EntryResult, checkDisclosure } from "./rules";
import { parseCheckRequest } from "./schema";

/** From the checker's answers to the rules: the entries they make, and the results for them. */

/** Entries for the rules, from complete answers; with each entry's record and sentence, and whether it is approximate. */
export function toRequest(answers: Answers, today: string): {
  request: CheckRequest;
  sources: { r: number; s: number; approximate: boolean }[];
} {
  const convictions: Entry[] = [];
  const sources: { r: number; s: number; approximate: boolean }[] = [];
  answers.records.forEach((record, r) => {
    const typed = readDate(record.date);
    if ("error" in typed || !record.type || !record.age) return;
    // A month without a day counts as its last day (the later date is the safer one), but never later than today.
    const read = typed.date > today ? { ...typed, date: today } : typed;
    const age = record.age;
    if (record.type !== "conviction") {
      const entry: Entry = { kind: record.type, date: read.date, age_at_conviction: age };
      let approximate = read.approximate;
      if (record.type === "conditional_caution" && record.conditionsEnd === "date") {
        const end = readDate(record.conditionsEndDate);
        if (!("error" in end)) {
          entry.end_date = end.date;
          approximate ||= end.approximate;
        }
      }
      convictions.push(entry);
      sources.push({ r, s: 0, approximate });
      return;
    }
    record.sentences.forEach((sentence, s) => {
      if (!sentence.kind) return;
      const entry: Entry = { kind: sentence.kind === "excluded" ? "custody" : sentence.kind, date: read.date, age_at_conviction: age, hearing: `conviction-${r + 1}` };
      let approximate = read.approximate || sentence.approximate;
      if (sentence.kind === "excluded") entry.excluded_sentence = true;
      const withLength = () => {
        if (!sentence.lengthUnit || !sentence.lengthValue) return;
        const value = Number(sentence.lengthValue);
        // Days and weeks are counted exactly (whole weeks as weeks, anything else as days); months and years as months.
        if (sentence.lengthUnit === "weeks" && Number.isInteger(value)) entry.length_weeks = value;
        else if (sentence.lengthUnit === "days" || sentence.lengthUnit === "weeks") {
          entry.length_days = Math.max(1, Math.round(value * (sentence.lengthUnit === "weeks" ? 7 : 1)));
        } else entry.length_months = lengthInMonths(sentence.lengthValue, sentence.lengthUnit);
      };
      const needs = sentence.kind === "excluded" ? "nothing" : needsOf(sentence.kind);
      if (needs === "length") {
        withLength();
      } else if (needs === "length-or-end") {
        if (sentence.end === "length") withLength();
        else if (sentence.end === "until-further-order") entry.until_further_order = true;
        else if (sentence.end === "date") {
          const end = readDate(sentence.endDate);
          if (!("error" in end)) {
            entry.end_date = end.date;
            approximate ||= end.approximate;
          }
        }
      } else if (needs === "end-date" && sentence.paid === "no") {
        entry.unpaid = true;
      } else if (needs === "end-date") {
        const end = readDate(sentence.endDate);
        if (!("error" in end)) {
          entry.end_date = end.date;
          approximate ||= end.approximate;
        }
      }
      const after = sentence.consecutiveWith;
      if (after && after !== "no" && !entry.excluded_sentence && consecutiveChoices(answers, r, s).includes(after)) {
        entry.consecutive_with = `conviction-${Number(after) + 1}`;
      }
      convictions.push(entry);
      sources.push({ r, s, approximate });
    });
  });
  // Custody of more than 4 years, on its own or as part of a single term of consecutive custody, needs the Schedule
  // 18 answer: the pages ask it of the sentence that makes the term that long, and any part answered yes counts for
  // the whole term (consecutive.ts).
  const terms = singleTerms(convictions);
  convictions.forEach((entry, index) => {
    if (entry.kind !== "custody" || entry.excluded_sentence) return;
    const { r, s } = sources[index]!;
    const sentence = answers.records[r]!.sentences[s]!;
    if (ownMonths(sentence) > 48 || (terms[index]?.months ?? 0) > 48) entry.schedule18_offence = sentence.schedule18 === "yes";
  });
  return { request: { reference_date: today, age_at_conviction: "adult", convictions }, sources };
}

const ownMonths = (sentence: SentenceAnswers) =>
  sentence.lengthUnit && sentence.lengthValue ? lengthInMonths(sentence.lengthValue, sentence.lengthUnit) : 0;

/**
 * The length in months of the single term a custodial sentence is part of (itself and the custody it runs after, or
 * that runs after it), or its own length when it stands alone.
 */
export function termMonths(answers: Answers, r: number, s: number, today: string): number {
  const sentence = answers.records[r]?.sentences[s];
  if (!sentence) return 0;
  const { request, sources } = toRequest(answers, today);
  const index = sources.findIndex((source) => source.r === r && source.s === s);
  const term = index >= 0 ? singleTerms(request.convictions)[index] : undefined;
  return Math.max(ownMonths(sentence), term?.months ?? 0);
}

export type WizardResults = {
  results: EntryResult[];
  sources: { r: number; s: number; approximate: boolean }[];
  /** Problems the rules found in answers the questions let through (should not happen): shown instead of results. */
  problems: string[];
};

/** The results for the answers so far, with the person's answers to the specified-offence question. */
export function resultsFor(answers: Answers, today: string): WizardResults {
  const { request, sources } = toRequest(answers, today);
  if (request.convictions.length === 0) return { results: [], sources, problems: [] };
  const parsed = parseCheckRequest(request, today);
  if (!parsed.ok) return { results: [], sources, problems: Object.values(parsed.errors).flat() };
  const specifiedOffence = sources.map(({ r }) => {
    const answer = answers.records[r]?.specified;
    return answer === "yes" ? true : answer === "no" ? false : undefined;
  });
  return { results: checkDisclosure(parsed.request, { specifiedOffence }), sources, problems: [] };
}

/** Records whose standard and enhanced answer turns on whether the offence is a specified one. */
export function recordsAskingSpecified(answers: Answers, today: string): number[] {
  const withoutAnswers: Answers = { ...answers, records: answers.records.map((record) => ({ ...record, specified: "" })) };
  const { results, sources } = resultsFor(withoutAnswers, today);
  const asking = new Set<number>();
  results.forEach((result, index) => {
    if (result.filtering.asksSpecifiedOffence) asking.add(sources[index]!.r);
  });
  return [...asking].sort((a, b) => a - b);
}
