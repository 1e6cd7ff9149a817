import { addDays, addMonths, formatCalendarDate } from "~/lib/dates";
import { addLength, laterOf } from "./calendar";
import { type Age, type Kind, isCaution, isCustody, isProhibitive, kindLabels } from "./kinds";

/**
 * The spent-conviction rules for England and Wales, under the Rehabilitation of Offenders Act 1974 as amended
 * from 28 October 2023 (the reviewed reference, law-england-wales.md), and the DBS filtering rules for standard
 * and enhanced checks. Pure: no I/O, no clock (the reference date is an input), browser-safe.
 *
 * The outdated table in the product brief (prison up to 6 months, 2 years, and so on) is never used here.
 */

/** One caution or sentence, as POST /api/disclosure-check receives it (already validated: see schema.ts). */
export type Entry = {
  kind: Kind;
  date: string;
  length_months?: number | null;
  end_date?: string | null;
  until_further_order?: boolean;
  schedule18_offence?: boolean;
  excluded_sentence?: boolean;
  hearing?: string;
  age_at_conviction?: Age;
};

export type CheckRequest = { reference_date: string; age_at_conviction: Age; convictions: readonly Entry[] };

export type CheckOptions = {
  /**
   * Per entry: whether the offence is on the DBS list of specified offences, when the person has said. Only the
   * checker's own pages ask it, and only where it changes the answer; the JSON contract has no such field, so its
   * answers cover both cases.
   */
  specifiedOffence?: ReadonlyArray<boolean | undefined>;
};

export type Status = "spent_immediately" | "spent" | "not_spent" | "never_spent" | "indefinite";

/** Ids of the period rules: the same ids as the rows of the Legal and Rights guide's table, so each links to its row. */
export type PeriodRule =
  | "simple-caution"
  | "conditional-caution"
  | "absolute-discharge"
  | "conditional-discharge"
  | "fine"
  | "compensation-order"
  | "community-order"
  | "custody-up-to-1-year"
  | "custody-over-1-up-to-4-years"
  | "custody-over-4-years"
  | "never-spent"
  | "other-orders"
  | "order-no-end-date"
  | "order-until-further-order"
  | "driving-endorsement";

/** Rules that combine periods: sentences of one conviction, and further convictions (drag-through). */
export type CombiningRule = "latest-sentence" | "drag-through" | "drag-through-never-spent";

/** When a caution or sentence stops counting, before other sentences and convictions are taken into account. */
export type End =
  | { type: "immediate"; date: string }
  | { type: "date"; date: string }
  | { type: "never" }
  | { type: "indefinite" };

export type Filtering = {
  /**
   * filtered: left off standard and enhanced checks now. filtered-unless-specified: the same, unless the offence is
   * a specified one (not asked, or not known). shows: on standard and enhanced checks now. not-shown: a youth caution,
   * never disclosed automatically.
   */
  state: "filtered" | "filtered-unless-specified" | "shows" | "not-shown";
  /** The first day it can be filtered (if not for a specified offence), when that is in the future. */
  from: string | null;
  /** Why it can never be filtered, when it cannot. */
  never: "custody" | "never-spent" | "specified-offence" | null;
  /** True when asking whether the offence is a specified one would change today's answer. */
  asksSpecifiedOffence: boolean;
};

export type EntryResult = {
  status: Status;
  spent_date: string | null;
  /** The rule in words, as the API and the results page give it. */
  rule: string;
  basic_check: string;
  standard_enhanced_check: string;
  /** The period rule for this entry's own sentence, and any rules that combined it with others. */
  ruleIds: [PeriodRule, ...CombiningRule[]];
  /** Where the Legal and Rights guide explains the rule. */
  guideHref: string;
  /** 0-based number of the caution or conviction this entry belongs to, in the order they were first given. */
  record: number;
  recordType: "caution" | "conviction";
  /** This entry's own end, before the other sentences and convictions were taken into account. */
  ownEnd: End;
  filtering: Filtering;
};

export const LEGAL_GUIDE = "/resources?tab=legal";
/** Sections of the Legal and Rights guide the checker links to (ids on its headings and table rows). */
export const guideSections = {
  periods: `${LEGAL_GUIDE}#when-a-conviction-becomes-spent`,
  furtherConvictions: `${LEGAL_GUIDE}#rules-that-change-the-answer`,
  whatToTell: `${LEGAL_GUIDE}#what-you-have-to-tell-people`,
  checks: `${LEGAL_GUIDE}#criminal-record-checks`,
  filtering: `${LEGAL_GUIDE}#filtering`,
  otherCountries: `${LEGAL_GUIDE}#scotland-and-northern-ireland`,
} as const;

/** What each guide link is about, for link text that says where it goes. */
export const ruleTopics: Record<PeriodRule | "further-convictions", string> = {
  "simple-caution": "simple cautions",
  "conditional-caution": "conditional cautions",
  "absolute-discharge": "absolute discharges",
  "conditional-discharge": "conditional discharges and bind overs",
  fine: "fines",
  "compensation-order": "compensation orders",
  "community-order": "community, youth rehabilitation and referral orders",
  "custody-up-to-1-year": "custody of 1 year or less",
  "custody-over-1-up-to-4-years": "custody of more than 1 year and up to 4 years",
  "custody-over-4-years": "custody of more than 4 years",
  "never-spent": "sentences that are never spent",
  "other-orders": "restraining orders, disqualifications and other orders",
  "order-no-end-date": "orders with no end date",
  "order-until-further-order": "orders made until further order",
  "driving-endorsement": "driving endorsements",
  "further-convictions": "further convictions (drag-through)",
};

export function guideLinkTopic(href: string): string {
  if (href === guideSections.furtherConvictions) return ruleTopics["further-convictions"];
  const rule = href.split("#period-")[1] as PeriodRule | undefined;
  return rule && rule in ruleTopics ? ruleTopics[rule] : "this rule";
}

export function periodRowHref(rule: PeriodRule): string {
  return `${LEGAL_GUIDE}#period-${rule}`;
}

/** Months of each period, by age on the date of conviction or caution. */
const months = {
  fine: { adult: 12, under18: 6 },
  "custody-up-to-1-year": { adult: 12, under18: 6 },
  "custody-over-1-up-to-4-years": { adult: 48, under18: 24 },
  "custody-over-4-years": { adult: 84, under18: 42 },
  "driving-endorsement": { adult: 60, under18: 30 },
  conditionalCaution: 3,
  orderWithoutEnd: 24,
  /** Filtering: a conviction 11 years (under 18: 5.5 years) after the conviction; an adult caution after 6 years. */
  filterConviction: { adult: 132, under18: 66 },
  filterAdultCaution: 72,
} as const;

const ageWords: Record<Age, string> = { adult: "aged 18 or over", under18: "aged under 18" };

function years(monthCount: number): string {
  if (monthCount % 12 === 0) return monthCount === 12 ? "1 year" : `${monthCount / 12} years`;
  if (monthCount < 12) return `${monthCount} months`;
  return `${monthCount / 12} years`;
}

/** The rule for a period, in plain words. */
export function periodRuleText(rule: PeriodRule, age: Age): string {
  const at = ageWords[age];
  switch (rule) {
    case "simple-caution":
      return "A simple caution or youth caution is spent immediately.";
    case "conditional-caution":
      return "A conditional caution is spent 3 months after it was given, or when its conditions end if that is sooner.";
    case "absolute-discharge":
      return "An absolute discharge is spent immediately.";
    case "conditional-discharge":
      return "A conditional discharge or bind over is spent when the order ends.";
    case "fine":
      return `A fine given to someone ${at} is spent ${years(months.fine[age])} after the date of conviction.`;
    case "compensation-order":
      return "A compensation order is spent when it is paid in full.";
    case "community-order":
      return "A community order, youth rehabilitation order or referral order is spent when the order ends, with no extra time added.";
    case "custody-up-to-1-year":
    case "custody-over-1-up-to-4-years":
    case "custody-over-4-years": {
      const band =
        rule === "custody-up-to-1-year"
          ? "Custody of 1 year or less"
          : rule === "custody-over-1-up-to-4-years"
            ? "Custody of more than 1 year and up to 4 years"
            : "Custody of more than 4 years, not for a Schedule 18 offence,";
      return `${band} given to someone ${at} is spent ${years(months[rule][age])} after the end of the whole sentence, including any time on licence.`;
    }
    case "never-spent":
      return "Custody of more than 4 years for a Schedule 18 offence, and life, public protection and extended sentences, are never spent.";
    case "other-orders":
      return "An order such as a restraining order or a disqualification is spent when the order ends.";
    case "order-no-end-date":
      return "An order made with no end date is spent 24 months after the date of conviction.";
    case "order-until-further-order":
      return "An order made “until further order” is not spent until a court ends it.";
    case "driving-endorsement":
      return `An endorsement on a driving licence given to someone ${at} is spent ${years(months["driving-endorsement"][age])} after the date of conviction.`;
  }
}

/** The band of a custodial sentence, by the length the court gave (12 months is in the first band, 48 in the second). */
export function custodyRule(lengthMonths: number, schedule18: boolean): PeriodRule {
  if (lengthMonths <= 12) return "custody-up-to-1-year";
  if (lengthMonths <= 48) return "custody-over-1-up-to-4-years";
  return schedule18 ? "never-spent" : "custody-over-4-years";
}

/** An order ends on its end date, or after its length; with neither, 24 months after conviction. */
function orderEnd(entry: Entry, withEnd: PeriodRule): { end: End; rule: PeriodRule } {
  if (entry.end_date) return { end: { type: "date", date: entry.end_date }, rule: withEnd };
  if (entry.length_months) return { end: { type: "date", date: addLength(entry.date, entry.length_months) }, rule: withEnd };
  return { end: { type: "date", date: addMonths(entry.date, months.orderWithoutEnd) }, rule: "order-no-end-date" };
}

/** One caution or sentence on its own: when it is spent, and by which rule. */
export function ownPeriod(entry: Entry, age: Age): { end: End; rule: PeriodRule } {
  if (entry.excluded_sentence) return { end: { type: "never" }, rule: "never-spent" };
  switch (entry.kind) {
    case "simple_caution":
      return { end: { type: "immediate", date: entry.date }, rule: "simple-caution" };
    case "absolute_discharge":
      return { end: { type: "immediate", date: entry.date }, rule: "absolute-discharge" };
    case "conditional_caution": {
      const threeMonths = addMonths(entry.date, months.conditionalCaution);
      const date = entry.end_date && entry.end_date < threeMonths ? entry.end_date : threeMonths;
      return { end: { type: "date", date }, rule: "conditional-caution" };
    }
    case "fine":
      return { end: { type: "date", date: addMonths(entry.date, months.fine[age]) }, rule: "fine" };
    case "motoring_endorsement":
      return { end: { type: "date", date: addMonths(entry.date, months["driving-endorsement"][age]) }, rule: "driving-endorsement" };
    case "compensation_order":
      return { end: { type: "date", date: entry.end_date ?? entry.date }, rule: "compensation-order" };
    case "conditional_discharge":
    case "bind_over":
      return orderEnd(entry, "conditional-discharge");
    case "community_order":
    case "youth_rehabilitation_order":
    case "referral_order":
      return orderEnd(entry, "community-order");
    case "disqualification":
    case "restraining_order":
    case "other_order":
      if (entry.until_further_order) return { end: { type: "indefinite" }, rule: "order-until-further-order" };
      return orderEnd(entry, "other-orders");
    case "custody":
    case "suspended_custody":
    case "detention_training_order": {
      const length = entry.length_months ?? 0;
      const rule = custodyRule(length, entry.schedule18_offence === true);
      if (rule === "never-spent") return { end: { type: "never" }, rule };
      // Two steps, each clamped to the month's end: the sentence ends on date + length; the period runs from there.
      const sentenceEnd = entry.end_date ?? addLength(entry.date, length);
      const period = months[rule as "custody-up-to-1-year"][age];
      return { end: { type: "date", date: addMonths(sentenceEnd, period) }, rule };
    }
  }
}

/** Later ends rank higher: any date < indefinite < never. "Immediate" is a date that has no period. */
function rank(end: End): [number, string] {
  if (end.type === "never") return [3, ""];
  if (end.type === "indefinite") return [2, ""];
  return [1, end.date];
}

function later(a: End, b: End): End {
  const [ra, da] = rank(a);
  const [rb, db] = rank(b);
  if (ra !== rb) return ra > rb ? a : b;
  if (da !== db) return da > db ? a : b;
  // The same day: one with a period beats one spent immediately.
  return a.type === "date" ? a : b;
}

type Group = {
  type: "caution" | "conviction";
  entries: number[];
  date: string;
  age: Age;
};

/** Sentences with the same hearing label are one conviction; every caution, and every unlabelled entry, stands alone. */
export function groupEntries(request: CheckRequest): { groups: Group[]; groupOf: number[] } {
  const groups: Group[] = [];
  const groupOf: number[] = [];
  const byHearing = new Map<string, number>();
  request.convictions.forEach((entry, index) => {
    const age = entry.age_at_conviction ?? request.age_at_conviction;
    const type = isCaution(entry.kind) ? "caution" : "conviction";
    const label = type === "conviction" && entry.hearing !== undefined && entry.hearing !== "" ? entry.hearing : undefined;
    const existing = label === undefined ? undefined : byHearing.get(label);
    if (existing !== undefined) {
      const group = groups[existing]!;
      group.entries.push(index);
      if (entry.date < group.date) group.date = entry.date;
      groupOf.push(existing);
      return;
    }
    groups.push({ type, entries: [index], date: entry.date, age });
    if (label !== undefined) byHearing.set(label, groups.length - 1);
    groupOf.push(groups.length - 1);
  });
  return { groups, groupOf };
}

type Worked = {
  own: { end: End; rule: PeriodRule }[];
  /** Each group's final end, and what decided it. */
  finals: { end: End; decidedBy: number | null; draggedBy: number | null; draggedToNever: boolean }[];
};

function work(request: CheckRequest, groups: Group[]): Worked {
  const own = request.convictions.map((entry) => ownPeriod(entry, entry.age_at_conviction ?? request.age_at_conviction));

  // The period each conviction has for drag-through: its sentences with a rehabilitation period, leaving out
  // orders that only prohibit (s.6(5)) and disposals spent immediately. Null: nothing that can extend or be extended.
  const dragEnd: (End | null)[] = groups.map((group) => {
    if (group.type === "caution") return null;
    let end: End | null = null;
    for (const index of group.entries) {
      const entry = request.convictions[index]!;
      const { end: entryEnd } = own[index]!;
      if (isProhibitive(entry.kind) || entryEnd.type === "immediate") continue;
      end = end ? later(end, entryEnd) : entryEnd;
    }
    return end;
  });
  const draggedBy: (number | null)[] = groups.map(() => null);

  // Drag-through (s.6(4)): a further conviction during another's rehabilitation period keeps both unspent until both
  // are spent. A later never-spent conviction keeps the earlier one unspent for ever; an earlier never-spent one does
  // not stop later ones becoming spent. Periods only grow, so repeating until nothing changes settles chains of three
  // or more (a third conviction during the extended period of the first two extends both).
  const order = groups
    .map((group, index) => ({ group, index }))
    .filter(({ index }) => dragEnd[index] !== null)
    .sort((a, b) => (a.group.date < b.group.date ? -1 : a.group.date > b.group.date ? 1 : a.index - b.index));
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = 0; i < order.length; i += 1) {
      for (let j = i + 1; j < order.length; j += 1) {
        const first = order[i]!;
        const second = order[j]!;
        const firstEnd = dragEnd[first.index]!;
        const secondEnd = dragEnd[second.index]!;
        const during = firstEnd.type === "never" || (firstEnd.type === "date" && second.group.date <= firstEnd.date);
        if (!during) continue;
        if (later(firstEnd, secondEnd) === secondEnd && rank(secondEnd).join() !== rank(firstEnd).join()) {
          dragEnd[first.index] = secondEnd;
          draggedBy[first.index] = second.index;
          changed = true;
        } else if (firstEnd.type === "date" && secondEnd.type === "date" && firstEnd.date > secondEnd.date) {
          dragEnd[second.index] = firstEnd;
          draggedBy[second.index] = first.index;
          changed = true;
        }
      }
    }
  }

  const finals = groups.map((group, groupIndex) => {
    let end: End | null = null;
    let decidedBy: number | null = null;
    for (const index of group.entries) {
      const entryEnd = own[index]!.end;
      if (!end || later(end, entryEnd) !== end) {
        end = entryEnd;
        decidedBy = index;
      }
    }
    const dragged = dragEnd[groupIndex];
    const by = draggedBy[groupIndex] ?? null;
    if (by !== null && dragged && end && later(end, dragged) === dragged && rank(dragged).join() !== rank(end).join()) {
      return { end: dragged, decidedBy: null, draggedBy: by, draggedToNever: dragged.type === "never" };
    }
    return { end: end!, decidedBy, draggedBy: null, draggedToNever: false };
  });
  return { own, finals };
}

function statusOf(end: End, reference: string): Status {
  switch (end.type) {
    case "immediate":
      return "spent_immediately";
    case "never":
      return "never_spent";
    case "indefinite":
      return "indefinite";
    case "date":
      return end.date < reference ? "spent" : "not_spent";
  }
}

const isSpent = (status: Status) => status === "spent" || status === "spent_immediately";

const PROTECTED =
  "A protected (filtered) conviction or caution never has to be disclosed, not even for a role that can ask about spent ones.";
const EXCEPTED_ROLES = "Only roles listed as exceptions to the Act, such as work with children or vulnerable adults, can ask for these checks.";

function filteringFor(
  group: Group,
  request: CheckRequest,
  end: End,
  status: Status,
  specified: boolean | undefined,
): Filtering {
  const reference = request.reference_date;
  const entries = group.entries.map((index) => request.convictions[index]!);
  if (group.type === "caution") {
    const caution = entries[0]!;
    if (group.age === "under18" && (caution.kind === "simple_caution" || isSpent(status))) {
      return { state: "not-shown", from: null, never: null, asksSpecifiedOffence: false };
    }
    if (group.age === "under18") {
      // A youth conditional caution shows until it is spent, and is then no longer disclosed automatically.
      return { state: "shows", from: end.type === "date" ? addDays(end.date, 1) : null, never: null, asksSpecifiedOffence: false };
    }
    const from = addMonths(caution.date, months.filterAdultCaution);
    return decide(from, specified, reference);
  }
  if (status === "never_spent") return { state: "shows", from: null, never: "never-spent", asksSpecifiedOffence: false };
  if (entries.some((entry) => isCustody(entry.kind))) return { state: "shows", from: null, never: "custody", asksSpecifiedOffence: false };
  if (end.type === "indefinite") return { state: "shows", from: null, never: null, asksSpecifiedOffence: false };
  const elevenYears = addMonths(group.date, months.filterConviction[group.age]);
  // Filtered once it is spent (the day after its spent date) and the time has passed, whichever comes later.
  const from = end.type === "date" ? laterOf(elevenYears, addDays(end.date, 1)) : elevenYears;
  return decide(from, specified, reference);
}

function decide(from: string, specified: boolean | undefined, reference: string): Filtering {
  if (specified === true) return { state: "shows", from: null, never: "specified-offence", asksSpecifiedOffence: false };
  if (from > reference) return { state: "shows", from, never: null, asksSpecifiedOffence: false };
  if (specified === false) return { state: "filtered", from: null, never: null, asksSpecifiedOffence: false };
  return { state: "filtered-unless-specified", from: null, never: null, asksSpecifiedOffence: true };
}

function basicText(status: Status, end: End, caution: boolean): string {
  const thing = caution ? "this caution" : "this conviction";
  const askedAbout = caution ? "cautions" : "convictions";
  switch (status) {
    case "spent_immediately":
      return (
        `Spent immediately. A basic check does not show ${thing}. For most jobs you do not have to tell an employer about it, ` +
        `and you can answer “no” if asked about ${askedAbout}.`
      );
    case "spent":
      return (
        `Spent on ${formatCalendarDate((end as { date: string }).date)}. A basic check does not show ${thing}. For most jobs you do not have ` +
        `to tell an employer about it, and you can answer “no” if asked about ${askedAbout}.`
      );
    case "not_spent": {
      const date = formatCalendarDate((end as { date: string }).date);
      return (
        `Not spent yet: it will be spent on ${date}. Until then a basic check shows ${thing}, and you must tell an employer ` +
        `who asks about unspent ${askedAbout}. After that, most employers cannot ask about it.`
      );
    }
    case "never_spent":
      return `Never spent. A basic check will always show ${thing}, and you must tell an employer who asks about ${askedAbout}.`;
    case "indefinite":
      return (
        `Not spent until a court ends the order. Until then a basic check shows ${thing}, and you must tell an employer ` +
        `who asks about unspent ${askedAbout}.`
      );
  }
}

function standardEnhancedText(group: Group, status: Status, end: End, filtering: Filtering): string {
  const caution = group.type === "caution";
  const thing = caution ? "this caution" : "this conviction";
  const time = caution ? "6 years have passed since the caution" : `${group.age === "adult" ? "11" : "5.5"} years have passed since the conviction`;
  const reasons = caution
    ? `${time} and it is not for a specified offence`
    : `it is spent, ${time}, it did not lead to a custodial or suspended sentence, and it is not for a specified offence`;
  switch (filtering.state) {
    case "not-shown":
      return (
        `A standard or enhanced check does not show ${thing} automatically: youth cautions, reprimands and warnings have not ` +
        `been disclosed automatically since 28 November 2020. An enhanced check can still include other information the ` +
        `police think is relevant.`
      );
    case "filtered":
      return `Filtered (protected): a standard or enhanced check does not show ${thing}, because ${reasons}. ${PROTECTED}`;
    case "filtered-unless-specified":
      return (
        `Filtered (protected) unless it is for a specified offence. If it is not, a standard or enhanced check does not show ` +
        `${thing}, because ${reasons}, and you never have to tell anyone about it, not even for a role that can ask about spent ` +
        `ones. If it is for a specified offence (on the list the Disclosure and Barring Service publishes), it shows, and ` +
        `you must tell an employer who asks for such a role.`
      );
    case "shows": {
      const now = isSpent(status)
        ? `A standard or enhanced check still shows ${thing}, even though it is spent, and an employer can ask about it for a role that is an exception. ${EXCEPTED_ROLES}`
        : `A standard or enhanced check shows ${thing}. ${EXCEPTED_ROLES}`;
      let future: string;
      if (filtering.never === "custody") future = "It will never be filtered, because it led to a custodial or suspended sentence.";
      else if (filtering.never === "never-spent") future = "It will never be filtered, because it will never be spent.";
      else if (filtering.never === "specified-offence") future = "It will never be filtered, because it is for a specified offence.";
      else if (caution && group.age === "under18")
        future = filtering.from ? `Once it is spent it is no longer disclosed automatically.` : "";
      else if (filtering.from)
        future = `It will be filtered (protected) from ${formatCalendarDate(filtering.from)}, unless it is for a specified offence.`;
      else if (end.type === "indefinite")
        future = `It can be filtered only after the order ends and ${time}, if it did not lead to custody and is not for a specified offence.`;
      else future = "";
      return [now, future, isSpent(status) ? PROTECTED : ""].filter(Boolean).join(" ");
    }
  }
}

function ruleText(
  request: CheckRequest,
  index: number,
  own: { end: End; rule: PeriodRule },
  final: Worked["finals"][number],
  groups: Group[],
  group: Group,
): { text: string; ids: [PeriodRule, ...CombiningRule[]] } {
  const entry = request.convictions[index]!;
  const age = entry.age_at_conviction ?? request.age_at_conviction;
  const parts = [periodRuleText(own.rule, age)];
  const ids: [PeriodRule, ...CombiningRule[]] = [own.rule];
  if (final.decidedBy !== null && final.decidedBy !== index && group.entries.length > 1) {
    const decider = request.convictions[final.decidedBy]!;
    parts.push(
      `A conviction is spent only when all its sentences are spent: here the ${kindLabels[decider.kind].toLowerCase()} decides the date.`,
    );
    ids.push("latest-sentence");
  }
  if (final.draggedBy !== null) {
    const other = groups[final.draggedBy]!;
    const when = formatCalendarDate(other.date);
    if (final.draggedToNever) {
      parts.push(
        `A further conviction on ${when}, during this conviction's rehabilitation period, will never be spent, so this ` +
          `conviction is never spent either (Rehabilitation of Offenders Act 1974, section 6(4)).`,
      );
      ids.push("drag-through-never-spent");
    } else {
      parts.push(
        `Another conviction (on ${when}) came during a rehabilitation period, so neither is spent until both are ` +
          `(Rehabilitation of Offenders Act 1974, section 6(4)).`,
      );
      ids.push("drag-through");
    }
  }
  return { text: parts.join(" "), ids };
}

/** Works out every entry: one result per entry of `convictions`, in order. */
export function checkDisclosure(request: CheckRequest, options: CheckOptions = {}): EntryResult[] {
  const { groups, groupOf } = groupEntries(request);
  const worked = work(request, groups);
  const specifiedFor = (group: Group) => {
    const answers = group.entries.map((index) => options.specifiedOffence?.[index]);
    if (answers.includes(true)) return true;
    return answers.includes(false) ? false : undefined;
  };
  return request.convictions.map((_entry, index) => {
    const groupIndex = groupOf[index]!;
    const group = groups[groupIndex]!;
    const final = worked.finals[groupIndex]!;
    const own = worked.own[index]!;
    const status = statusOf(final.end, request.reference_date);
    const filtering = filteringFor(group, request, final.end, status, specifiedFor(group));
    const { text, ids } = ruleText(request, index, own, final, groups, group);
    const spentDate = final.end.type === "date" || final.end.type === "immediate" ? final.end.date : null;
    return {
      status,
      spent_date: spentDate,
      rule: text,
      basic_check: basicText(status, final.end, group.type === "caution"),
      standard_enhanced_check: standardEnhancedText(group, status, final.end, filtering),
      ruleIds: ids,
      guideHref: ids.includes("drag-through") || ids.includes("drag-through-never-spent") ? guideSections.furtherConvictions : periodRowHref(own.rule),
      record: groupIndex,
      recordType: group.type,
      ownEnd: own.end,
      filtering,
    };
  });
}

/** The answer of POST /api/disclosure-check for one entry: exactly the fields of the contract. */
export function contractResult(result: EntryResult) {
  return {
    status: result.status,
    spent_date: result.spent_date,
    rule: result.rule,
    basic_check: result.basic_check,
    standard_enhanced_check: result.standard_enhanced_check,
  };
}
