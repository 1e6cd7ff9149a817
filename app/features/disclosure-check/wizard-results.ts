import { addDays } from "~/lib/dates";
import { readDate } from "./answer-checks";
import { type Answers, lengthInMonths } from "./answers";
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
        const months = lengthInMonths(sentence.lengthValue, sentence.lengthUnit);
        entry.length_months = months;
        // Days and weeks end on an exact day; the rules then count calendar months from there.
        if (sentence.lengthUnit === "days" || sentence.lengthUnit === "weeks") {
          const days = Math.round(Number(sentence.lengthValue) * (sentence.lengthUnit === "weeks" ? 7 : 1));
          entry.end_date = addDays(read.date, days);
        }
      };
      const needs = sentence.kind === "excluded" ? "nothing" : needsOf(sentence.kind);
      if (needs === "length") {
        withLength();
        if (sentence.kind === "custody" && (entry.length_months ?? 0) > 48) entry.schedule18_offence = sentence.schedule18 === "yes";
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
      } else if (needs === "end-date") {
        const end = readDate(sentence.endDate);
        if (!("error" in end)) {
          entry.end_date = end.date;
          approximate ||= end.approximate;
        }
      }
      convictions.push(entry);
      sources.push({ r, s, approximate });
    });
  });
  return { request: { reference_date: today, age_at_conviction: "adult", convictions }, sources };
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
