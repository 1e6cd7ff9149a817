import { checkWrittenAnswer } from "./date-check";
import { blockText } from "./text-blocks";
import { understand } from "./understand";
import { workedAnswer } from "./worked-answer";

/**
 * Questions as people write them (misspellings, "my son got…", Welsh place names, several convictions), each with
 * the answer it must get, worked by hand from the law (docs: /resources?tab=legal). Run by the unit suite
 * (question-set.test.ts) and by `npm run bench:assistant`, which prints the share answered right. Every answer is
 * worked on 28 November 2026.
 */

export const QUESTION_SET_TODAY = "2026-11-28";

export type Expected = {
  question: string;
  /** "search": not about a record of the person's, so answered from our guides. */
  kind: "worked" | "depends" | "rule" | "elsewhere" | "search";
  /** Words the answer must contain. */
  says?: string[];
};

export const questionSet: Expected[] = [
  // One prison sentence, the dates worked from the first and the last day of the year or month given.
  { question: "I got 6 months in prison in 2021, do I have to tell a warehouse job about it?", kind: "worked", says: ["6 months in prison in 2021: spent", "between 1 July 2022 and 30 June 2023", "including warehouse work"] },
  { question: "i got 18 monthes in prision in 2019 when i was 17", kind: "worked", says: ["by 30 June 2023", "aged under 18"] },
  { question: "I was jailed for 2 years in 2015", kind: "worked", says: ["between 1 January 2021 and 31 December 2021"] },
  { question: "got 4 years in jail in 2020 do i need to declare it", kind: "worked", says: ["not spent yet", "between 1 January 2028 and 31 December 2028"] },
  { question: "I got 5 years in prison in 2010", kind: "worked", says: ["between 1 January 2022 and 31 December 2022", "Schedule 18"] },
  { question: "i did 3 years inside in 2012", kind: "worked", says: ["spent", "by 31 December 2019"] },
  { question: "My partner was locked up for 9 months in 2023, can he get a job in a warehouse?", kind: "worked", says: ["by 30 September 2025"] },
  { question: "Prison sentance of 3 months in Llanelli, 2020", kind: "worked", says: ["by 31 March 2022"] },
  { question: "my brother got 10 years for robbery in 2015", kind: "worked", says: ["not spent yet", "31 December 2032", "Schedule 18"] },
  { question: "I was given a 12 week sentence in May 2024", kind: "worked", says: ["spent", "by 23 August 2025"] },
  { question: "I got a life sentence in 1995", kind: "worked", says: ["never spent"] },
  { question: "I got 6 months custody on 14/02/2026", kind: "worked", says: ["not spent yet: it will be spent on 14 August 2027"] },
  { question: "I got 6 monts in jial on 1st June 2025 what do i tell employers", kind: "worked", says: ["not spent yet: it will be spent on 1 December 2026"] },
  // Suspended sentences and detention and training orders, banded by their length.
  { question: "I got 2 years suspended for 2 years in March 2023", kind: "worked", says: ["between 1 March 2029 and 31 March 2029"] },
  { question: "got 16 weeks suspended in july 2025 in Merthyr Tydfil", kind: "worked", says: ["spent"] },
  { question: "DTO 4 months 2022", kind: "worked", says: ["by 30 October 2023", "aged under 18"] },
  // Fines.
  { question: "I got a fine last March", kind: "worked", says: ["not spent yet", "between 1 March 2027 and 31 March 2027"] },
  { question: "i got fined £200 on 12/04/2026", kind: "worked", says: ["not spent yet: it will be spent on 12 April 2027"] },
  { question: "I was fined at Caerdydd magistrates on 3 March 2025", kind: "worked", says: ["spent on 3 March 2026"] },
  { question: "I got a fine in Wrexham magistrates last year", kind: "worked", says: ["may already be spent", "between 1 January 2026 and 31 December 2026"] },
  { question: "i was fined in Aberystwyth in september", kind: "worked", says: ["not spent yet", "30 September 2027"] },
  { question: "I was finde in 2024 for speeding in Bangor", kind: "worked", says: ["by 31 December 2025"] },
  { question: "I'm applying to work in a care home, I got a fine in 2014", kind: "worked", says: ["by 31 December 2015", "filtered"] },
  { question: "my son was fined when he was 16 in 2025", kind: "worked", says: ["aged under 18", "between 1 July 2025 and 30 June 2026"] },
  // Orders in the community, discharges, bind overs.
  { question: "community order for a year, 2022", kind: "worked", says: ["by 31 December 2023"] },
  { question: "I got a 2 year community order in 2025", kind: "worked", says: ["not spent yet", "between 1 January 2027 and 31 December 2027"] },
  { question: "I got a comunity order for 18 months in Newport in 2024", kind: "worked", says: ["spent", "by 30 June 2026"] },
  { question: "I got a conditional discharge for 12 months in June 2025", kind: "worked", says: ["by 30 June 2026"] },
  { question: "I was bound over for 2 years in 2024", kind: "worked", says: ["may already be spent", "31 December 2026"] },
  { question: "absolute discharge in 2023, do I have to say?", kind: "worked", says: ["spent immediately"] },
  { question: "I got a referral order for 6 months in 2023 when I was 16", kind: "worked", says: ["by 30 June 2024"] },
  { question: "YRO for 12 months in 2021", kind: "worked", says: ["by 31 December 2022"] },
  { question: "I got a driving ban for 12 months in August 2025", kind: "worked", says: ["by 31 August 2026"] },
  { question: "I got 6 points on my licence in 2023", kind: "worked", says: ["not spent yet", "between 1 January 2028 and 31 December 2028"] },
  // Cautions.
  { question: "my son got a caution in 2024", kind: "worked", says: ["spent immediately"] },
  { question: "my daughter got a youth caution when she was 15 in 2022", kind: "worked", says: ["spent immediately"] },
  { question: "got cautioned for shoplifting last year", kind: "worked", says: ["spent immediately"] },
  { question: "I got a coution in Cardiff in 2021, will it show?", kind: "worked", says: ["spent immediately"] },
  { question: "I got a conditional caution in January 2026", kind: "worked", says: ["between 1 April 2026 and 30 April 2026"] },
  { question: "Do I have to tell an employer about a caution?", kind: "worked", says: ["spent immediately", "If it was a conditional caution", "3 months after it was given"] },
  { question: "Will a caution from 2019 show on a DBS?", kind: "worked", says: ["spent immediately"] },
  // Several convictions and cautions: each answered, and a later conviction keeps an earlier one unspent.
  { question: "I was fined at Caerdydd magistrates on 3 March 2025 and got a caution in 2020", kind: "worked", says: ["spent on 3 March 2026", "A simple caution in 2020: spent immediately"] },
  { question: "I got a 6 month suspended sentence in 2024 and a fine in 2025", kind: "worked", says: ["between 1 January 2026 and 31 December 2026"] },
  { question: "I got a caution in 2024 and 8 months prison in 2025", kind: "worked", says: ["spent immediately", "may already be spent", "31 August 2027"] },
  { question: "I got a fine and a community order for 12 months in 2022", kind: "worked", says: ["by 31 December 2023"] },
  { question: "I got 3 years in HMP Cardiff in 2016 and was fined in 2021", kind: "worked", says: ["by 31 December 2023"] },
  // Not enough to work a date out: "it depends on whether it is spent", and the helper.
  { question: "do I have to tell employers about my conviction?", kind: "depends", says: ["It depends on whether it is spent"] },
  { question: "do i have to tell them about my criminal record", kind: "depends", says: ["It depends on whether it is spent"] },
  { question: "I was convicted in 2019, do I need to disclose it?", kind: "depends", says: ["It depends on whether it is spent"] },
  { question: "I got a fine, do I need to tell my employer?", kind: "depends", says: ["It depends on whether it is spent", "spent 1 year after the date of conviction", "It needs the date"] },
  { question: "I got sent to prison in Swansea in 2018", kind: "depends", says: ["It depends on whether it is spent", "Custody of 1 year or less", "It needs the length of the sentence"] },
  { question: "got a compensation order in 2022", kind: "depends", says: ["paid in full"] },
  { question: "community service 100 hours in 2024", kind: "depends", says: ["when the order ends"] },
  { question: "I got a suspended sentence in 2022", kind: "depends", says: ["It depends on whether it is spent"] },
  { question: "I was given 5 years for burglary, will it ever be spent?", kind: "depends", says: ["spent 7 years after the end of the whole sentence", "is never spent", "It needs the date"] },
  { question: "I had a conditional discharge in Ynys Môn in 2019", kind: "depends", says: ["when the order ends"] },
  { question: "I got a fixed penalty notice for speeding in 2024, do I need to tell my employer?", kind: "depends", says: ["It depends on whether it is spent"] },
  // Questions about the rules, not a date.
  { question: "when is a 6 month prison sentence spent?", kind: "rule", says: ["spent 1 year after the end of the whole sentence", "Under 18 on the date of conviction"] },
  { question: "when is a fine spent", kind: "rule", says: ["A fine given to someone aged 18 or over is spent 1 year after the date of conviction."] },
  { question: "How long does a community order take to become spent?", kind: "rule", says: ["when the order ends"] },
  { question: "when does a caution become spent", kind: "rule", says: ["spent immediately"] },
  // Scotland and Northern Ireland have their own law.
  { question: "I got 6 months in Glasgow in 2020", kind: "elsewhere", says: ["only work out dates for England and Wales"] },
  { question: "I got 6 months in prison in Belfast in 2019", kind: "elsewhere", says: ["only work out dates for England and Wales"] },
  // Not about a record: answered from our guides.
  { question: "What is a basic DBS check?", kind: "search" },
  { question: "How do I get my birth certificate?", kind: "search" },
  { question: "Is it fine if I ask about housing?", kind: "search" },
];

export type Judged = { question: string; ok: boolean; problems: string[]; text: string };

/** Answers one question of the set and says what, if anything, is wrong with the answer. */
export function judge(expected: Expected, today = QUESTION_SET_TODAY): Judged {
  const understood = understand(expected.question, today);
  const worked = workedAnswer(understood, today, true);
  const kind = worked?.kind ?? "search";
  const text = worked ? worked.blocks.map(blockText).join("\n") : "";
  const problems: string[] = [];
  if (kind !== expected.kind) problems.push(`answered as ${kind}, not ${expected.kind}`);
  for (const words of expected.says ?? []) if (!text.includes(words)) problems.push(`does not say "${words}"`);
  if (worked) {
    const questionDates = understood.records.flatMap((record) => (record.date ? [record.date.from, record.date.to] : []));
    const check = checkWrittenAnswer(text, [...worked.computedDates, ...questionDates]);
    if (!check.ok) problems.push(check.reason === "date" ? `states dates the checker did not work out: ${check.dates?.join(", ")}` : 'says "you must tell" without "unspent"');
    const lead = worked.blocks[0] ? blockText(worked.blocks[0]) : "";
    if (kind !== "elsewhere" && !/spent|depends/i.test(lead)) problems.push("does not lead with whether it is spent");
  }
  return { question: expected.question, ok: problems.length === 0, problems, text };
}
