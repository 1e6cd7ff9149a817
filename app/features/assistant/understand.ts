import type { Kind } from "~/features/disclosure-check/kinds";
import { type DateSpan, readDates } from "./read-dates";
import { normaliseQuestion } from "./spelling";

/**
 * Reads the cautions and sentences a question describes ("6 months in prison in 2021", "a fine last March",
 * "community order for a year, 2022", "my son got a caution in 2024") into what the disclosure checker needs:
 * the kind, the date (as a span of days when the question gives only a month or a year), the length, and the
 * age. Pure and browser-safe; today is given, so every answer can be tested on any day.
 */

export type Length = { value: number; unit: "days" | "weeks" | "months" | "years"; said: string };

export type Described = {
  kind: Kind;
  /** A life, public protection or extended sentence: custody that is never spent. */
  excluded: boolean;
  /** What the question called it, for the answer: "prison", "a fine". */
  said: string;
  date: DateSpan | null;
  length: Length | null;
  /** Sentences given on one day in one sentence of the question are one conviction. */
  hearing: number;
  /** A plain "caution", read as a simple one: it may have been a conditional caution, which is not spent at once. */
  mayBeConditional?: boolean;
  at: number;
};

export type Understood = {
  records: Described[];
  age: "adult" | "under18" | "unknown";
  /** Scotland or Northern Ireland, whose law the checker does not follow. */
  elsewhere: "scotland" | "northern_ireland" | null;
  /** A fixed penalty notice or penalty notice for disorder: not a conviction, and not something the checker works out. */
  penaltyNotice: boolean;
  /** Whether the person asks about telling someone (an employer, a form) rather than only when it is spent. */
  asksAboutTelling: boolean;
  /** Whether the question is about someone's own record ("I got", "my son"), not the rules in general. */
  personal: boolean;
  /** A kind of work named in the question: "warehouse". */
  job: string | null;
  /** Work that can ask for a standard or enhanced check: children, care, health, schools. */
  exceptedWork: boolean;
};

type Pattern = { kind: Kind; pattern: RegExp; excluded?: boolean; said: string; takesLength: boolean };

/** The first pattern that matches a stretch of the question wins it: longer phrases come first. */
const patterns: Pattern[] = [
  { kind: "custody", excluded: true, said: "a life sentence", pattern: /\b(life sentence|life imprisonment|(got|given|serving|sentenced to) life|ipp|imprisonment for public protection|extended sentence|detention at (his|her) majesty s pleasure)\b/g, takesLength: false },
  { kind: "detention_training_order", said: "a detention and training order", pattern: /\b(detention and training order|dto)\b/g, takesLength: true },
  { kind: "suspended_custody", said: "a suspended sentence", pattern: /\b(suspended( prison| jail| custodial)?( sentence)?|(sentence|prison|jail) suspended)\b/g, takesLength: true },
  { kind: "youth_rehabilitation_order", said: "a youth rehabilitation order", pattern: /\b(youth rehabilitation order|yro)\b/g, takesLength: true },
  { kind: "referral_order", said: "a referral order", pattern: /\breferral order\b/g, takesLength: true },
  { kind: "community_order", said: "a community order", pattern: /\b(community (order|sentence|service|payback( order)?|punishment)|unpaid work|cpo)\b/g, takesLength: true },
  { kind: "conditional_caution", said: "a conditional caution", pattern: /\b((youth )?conditional caution|conditionally cautioned)\b/g, takesLength: false },
  { kind: "simple_caution", said: "a caution", pattern: /\b((youth |simple |police )?caution(ed)?|reprimand|final warning)\b/g, takesLength: false },
  { kind: "conditional_discharge", said: "a conditional discharge", pattern: /\b(conditional discharge|conditionally discharged|cd)\b/g, takesLength: true },
  { kind: "absolute_discharge", said: "an absolute discharge", pattern: /\b(absolute discharge|absolutely discharged|discharged absolutely)\b/g, takesLength: false },
  { kind: "bind_over", said: "a bind over", pattern: /\b(bind(ing)? over|bound over)\b/g, takesLength: true },
  { kind: "compensation_order", said: "a compensation order", pattern: /\bcompensation( order)?\b/g, takesLength: false },
  { kind: "restraining_order", said: "a restraining order", pattern: /\brestraining order\b/g, takesLength: true },
  { kind: "other_order", said: "an order", pattern: /\b(sexual harm prevention order|shpo|criminal behaviour order|cbo|asbo|stalking protection order)\b/g, takesLength: true },
  { kind: "disqualification", said: "a driving ban", pattern: /\b(driving ban|banned from driving|ban from driving|disqualified( from driving)?|disqualification|(got|given|a) ban)\b/g, takesLength: true },
  { kind: "motoring_endorsement", said: "penalty points", pattern: /\b(penalty points|\d+ points|points on (my|his|her|their) licence|endorsement)\b/g, takesLength: false },
  { kind: "fine", said: "a fine", pattern: /\b(fine|fined|fines)\b/g, takesLength: false },
  { kind: "custody", said: "prison", pattern: /\b(prison|jail|jailed|custody|custodial( sentence)?|imprisonment|imprisoned|locked up|young offenders?( institution)?|yoi|detention|hmp|behind bars|sentenced to|(got|given|did|served|serving|done)(?= (\d+(\.\d+)?|a|an) (and a half )?(years?|months?|weeks?)\b(?! ago))|(?<=(months?|years?|weeks?) )(inside|sentence))\b/g, takesLength: true },
];

/** "Fine" that means all right: "is that fine", "it's fine", "fine to". */
const fineMeaningOk = /\b(is|its|it s|be|am|that s|thats|are|feel|feeling|all|was it|okay and) fine\b|\bfine (to|if|with|by)\b/g;

const LENGTH = /\b(?:(\d+(?:\.\d+)?|a|an) (?:(and a half) )?(day|week|month|year)s?(?: (and a half))?|(half) a year)\b/g;

function parseLength(match: RegExpExecArray): Length {
  if (match[5]) return { value: 6, unit: "months", said: "six months" };
  const base = match[1] === "a" || match[1] === "an" ? 1 : Number(match[1]);
  const half = Boolean(match[2] || match[4]);
  const unit = `${match[3]}s` as Length["unit"];
  if (half && unit === "years") return { value: base * 12 + 6, unit: "months", said: match[0] };
  if (half && unit === "months") return { value: base * 4 + 2, unit: "weeks", said: match[0] };
  return { value: base, unit, said: match[0] };
}

const under18 = /\b(when (i|he|she|they) (was|were) (1[0-7]|[0-9])(?!\d)|aged? (1[0-7]|[0-9])(?!\d)|at (1[0-7]|[0-9])(?!\d)( years old)?\b|(i|he|she) (was|is) (1[0-7]|[0-9])(?!\d)\b|(1[0-7]|[0-9])(?!\d) years? old|as a (kid|child|teenager|teen|juvenile|youth|minor)|under 18|youth caution|youth conditional caution|yro|youth rehabilitation|referral order|dto|detention and training|young offenders? institution|yoi)/;
const adult = /\b(when (i|he|she|they) (was|were) (1[89]|[2-9]\d)|aged? (1[89]|[2-9]\d)|(i|he|she) (was|is) (1[89]|[2-9]\d)|over 18|as an adult)\b/;

const personal = /\b(i|im|ive|id|me|my|mine|we|our|us|son|daughter|partner|husband|wife|brother|sister|friend|mum|dad|he|she|they|his|her|their)\b/;
const scotland = /\b(scotland|scottish|glasgow|edinburgh|aberdeen|dundee|inverness|sheriff court)\b/;
const northernIreland = /\b(northern ireland|belfast|derry|londonderry|newry|lisburn)\b/;
const penaltyNotice = /\b(fixed penalty|penalty notice|pnd|on the spot fine|speeding ticket|parking (fine|ticket)|fpn)\b/;
const telling = /\b(tell|telling|told|disclose|disclosing|declare|declaring|mention|say|admit|own up|have to|need to|must|should|application form|tick the box)\b/;
const jobs = /\b(warehouse|retail|shop|supermarket|factory|construction|building site|labouring|driving|delivery|cleaning|kitchen|restaurant|hospitality|bar|hotel|call centre|office|forklift|logistics|manufacturing|catering)\b/;
const excepted = /\b(children|child|school|schools|teacher|teaching|nursery|care home|carer|care work|vulnerable|nhs|nurse|nursing|doctor|healthcare|social work|police|solicitor|lawyer|accountant|financial services|security industry|taxi|private hire)\b/;

type Found = { kind: Kind; excluded: boolean; said: string; at: number; end: number; takesLength: boolean; words: string };

function findDisposals(text: string): Found[] {
  const taken: Found[] = [];
  const blocked: { at: number; end: number }[] = [];
  fineMeaningOk.lastIndex = 0;
  for (let m = fineMeaningOk.exec(text); m; m = fineMeaningOk.exec(text)) blocked.push({ at: m.index, end: m.index + m[0].length });
  penaltyNotice.lastIndex = 0;
  const notice = penaltyNotice.exec(text);
  if (notice) blocked.push({ at: notice.index, end: notice.index + notice[0].length });
  for (const { kind, pattern, excluded, said, takesLength } of patterns) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
      const at = m.index;
      const end = at + m[0].length;
      const overlaps = (s: { at: number; end: number }) => at < s.end && end > s.at;
      if (taken.some(overlaps) || blocked.some(overlaps)) continue;
      taken.push({ kind, excluded: Boolean(excluded), said, at, end, takesLength, words: m[0] });
    }
  }
  // "Prison" said twice in one breath ("sentenced to 6 months in prison") is one sentence.
  const sorted = taken.sort((a, b) => a.at - b.at);
  // "Sentenced to" and "a 6 month sentence" are prison only when no other sentence is named beside them.
  const vague = (found: Found) => found.kind === "custody" && /^(sentenced to|sentence|got|given|did|served|serving|done)$/.test(found.words);
  const named = sorted.filter((found) => !vague(found) || !sorted.some((other) => other !== found && !vague(other) && Math.abs(other.at - found.at) < 40));
  return named.filter((found, i) => {
    const previous = named[i - 1];
    if (!previous || previous.kind !== found.kind) return true;
    const between = text.slice(previous.end, found.at);
    return /\b(and|then|also|another|later|again|plus|before|after|as well)\b|[,;]|\d/.test(between);
  });
}

/** A length belongs to the sentence it is said beside: just before it ("6 months in prison") or after it with "for". */
function assignLengths(text: string, found: Found[], dates: DateSpan[]): Map<Found, Length> {
  const lengths: { length: Length; at: number; end: number }[] = [];
  LENGTH.lastIndex = 0;
  for (let m = LENGTH.exec(text); m; m = LENGTH.exec(text)) {
    const at = m.index;
    const end = at + m[0].length;
    if (dates.some((d) => at < d.end && end > d.at)) continue;
    // "When I was 17", "aged 2 years": not a sentence's length.
    if (/\b(ago|old)\b/.test(text.slice(end, end + 5))) continue;
    lengths.push({ length: parseLength(m), at, end });
  }
  const result = new Map<Found, Length>();
  const used = new Set<number>();
  const takers = found.filter((f) => f.takesLength);
  // First pass: a length right before its sentence, with at most a few words between ("6 months in prison").
  for (const taker of takers) {
    const before = lengths
      .map((l, index) => ({ l, index }))
      .filter(({ l, index }) => !used.has(index) && l.end <= taker.at && text.slice(l.end, taker.at).split(" ").filter(Boolean).length <= 4)
      .filter(({ l }) => !found.some((other) => other !== taker && other.at >= l.end && other.end <= taker.at && other.takesLength))
      .at(-1);
    if (before) {
      result.set(taker, before.l.length);
      used.add(before.index);
    }
  }
  // Second pass: "community order for a year", "jailed for 2 years", "suspended for 12 months".
  for (const taker of takers) {
    if (result.has(taker)) continue;
    const after = lengths
      .map((l, index) => ({ l, index }))
      .find(({ l, index }) => !used.has(index) && l.at >= taker.end && text.slice(taker.end, l.at).split(" ").filter(Boolean).length <= 5);
    if (after && !found.some((other) => other.at > taker.end && other.end <= after.l.at)) {
      result.set(taker, after.l.length);
      used.add(after.index);
    }
  }
  return result;
}

/**
 * A date belongs to the sentence it follows ("a fine in 2019 and a caution in 2021"); sentences joined by "and"
 * share the date said after them ("a fine and a community order in 2022"); otherwise the nearest date before.
 */
function assignDates(text: string, found: Found[], dates: DateSpan[]): Map<Found, DateSpan> {
  const result = new Map<Found, DateSpan>();
  for (const [i, item] of found.entries()) {
    const next = found[i + 1];
    const after = dates.find((d) => d.at >= item.end && (!next || d.at < next.at));
    if (after) result.set(item, after);
  }
  for (let i = found.length - 1; i >= 0; i--) {
    const item = found[i]!;
    const next = found[i + 1];
    if (result.has(item) || !next || !result.has(next)) continue;
    if (/^\s*(and|plus|with|as well as)?( an?)?\s*(\d+ \w+ )?$/.test(text.slice(item.end, next.at))) result.set(item, result.get(next)!);
  }
  for (const item of found) {
    if (result.has(item)) continue;
    const before = dates.filter((d) => d.end <= item.at).at(-1);
    if (before) result.set(item, before);
  }
  return result;
}

export function understand(question: string, today: string): Understood {
  const text = normaliseQuestion(question);
  const dates = readDates(text, today);
  const found = findDisposals(text);
  const lengths = assignLengths(text, found, dates);
  const dated = assignDates(text, found, dates);
  let hearing = 0;
  const hearingOfDate = new Map<DateSpan | null, number>();
  const records: Described[] = found.map((item) => {
    const date = dated.get(item) ?? null;
    const caution = item.kind === "simple_caution" || item.kind === "conditional_caution";
    // Sentences sharing one date in the question were given at one hearing; a caution is always a record of its own.
    let h = caution || date === null ? undefined : hearingOfDate.get(date);
    if (h === undefined) {
      h = hearing++;
      if (!caution && date !== null) hearingOfDate.set(date, h);
    }
    const mayBeConditional = item.kind === "simple_caution" && /^caution(ed)?$/.test(item.words);
    return { kind: item.kind, excluded: item.excluded, said: item.said, date, length: lengths.get(item) ?? null, hearing: h, at: item.at, ...(mayBeConditional ? { mayBeConditional } : {}) };
  });
  const age = under18.test(text) ? "under18" : adult.test(text) ? "adult" : "unknown";
  return {
    records,
    age,
    elsewhere: northernIreland.test(text) ? "northern_ireland" : scotland.test(text) ? "scotland" : null,
    penaltyNotice: penaltyNotice.test(text),
    asksAboutTelling: telling.test(text),
    personal: personal.test(text),
    job: jobs.exec(text)?.[1] ?? null,
    exceptedWork: excepted.test(text),
  };
}
