import { formatCalendarDate } from "~/lib/dates";
import type { Group, Worked } from "./combining";
import { type Filtering, isSpent } from "./filtering";
import { type Age, kindLabels } from "./kinds";
import { type CheckRequest, type CombiningRule, type End, type PeriodRule, type Status, periodMonths } from "./periods";

/**
 * The sentences the checker shows for its results (the rule, and what basic, standard and enhanced checks show),
 * and the Legal and Rights guide's sections they link to. The dates come from the calculation (periods.ts,
 * combining.ts, filtering.ts); nothing here decides one.
 */

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
  "hospital-order": "hospital orders",
  "service-detention": "service detention",
  "removal-from-service": "dismissal and other removal from His Majesty's service",
  "service-reprimand": "severe reprimands and reprimands",
  "reparation-order": "reparation orders",
  "compensation-unpaid": "compensation orders",
  "fixed-penalty": "fixed penalty notices and penalty notices for disorder",
  "further-convictions": "further convictions (drag-through)",
};

export function guideLinkTopic(href: string): string {
  if (href === guideSections.furtherConvictions) return ruleTopics["further-convictions"];
  const rule = href.split("#period-")[1] as PeriodRule | undefined;
  return rule && rule in ruleTopics ? ruleTopics[rule] : "this rule";
}

/** Rules explained on another rule's row of the guide's table. */
const rowOf: Partial<Record<PeriodRule, PeriodRule>> = { "compensation-unpaid": "compensation-order" };

export function periodRowHref(rule: PeriodRule): string {
  return `${LEGAL_GUIDE}#period-${rowOf[rule] ?? rule}`;
}

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
      return `A fine given to someone ${at} is spent ${years(periodMonths.fine[age])} after the date of conviction.`;
    case "compensation-order":
      return "A compensation order is spent when it is paid in full.";
    case "community-order":
      return (
        "A community order, youth rehabilitation order or referral order (and a service or overseas community order, an " +
        "attendance centre order or a supervision order) is spent when the order ends, with no extra time added."
      );
    case "custody-up-to-1-year":
    case "custody-over-1-up-to-4-years":
    case "custody-over-4-years": {
      const band =
        rule === "custody-up-to-1-year"
          ? "Custody of 1 year or less"
          : rule === "custody-over-1-up-to-4-years"
            ? "Custody of more than 1 year and up to 4 years"
            : "Custody of more than 4 years, not for a Schedule 18 offence,";
      return `${band} given to someone ${at} is spent ${years(periodMonths[rule][age])} after the end of the whole sentence, including any time on licence.`;
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
      return `An endorsement on a driving licence given to someone ${at} is spent ${years(periodMonths["driving-endorsement"][age])} after the date of conviction.`;
    case "hospital-order":
      return "A hospital order is spent when the order ends.";
    case "service-detention":
      return `Service detention given to someone ${at} is spent ${years(periodMonths["service-detention"][age])} after the detention ends.`;
    case "removal-from-service":
      return `Dismissal or other removal from His Majesty's service, given to someone ${at}, is spent ${years(periodMonths["removal-from-service"][age])} after the date of conviction.`;
    case "service-reprimand":
      return `A severe reprimand or reprimand given to someone ${at} is spent ${years(periodMonths["service-reprimand"][age])} after the date of conviction.`;
    case "reparation-order":
      return "A reparation order is spent immediately.";
    case "compensation-unpaid":
      return "A compensation order is spent when it is paid in full: until then it is not spent.";
    case "fixed-penalty":
      return "A fixed penalty notice or penalty notice for disorder is not a conviction or a caution, so it is never part of the spent-conviction rules.";
  }
}

/** Why an order or sentence with no end date is not yet spent: an order until further order, or compensation not yet paid. */
export type OpenEnded = "order" | "unpaid";

const PROTECTED =
  "A protected (filtered) conviction or caution never has to be disclosed, not even for a role that can ask about spent ones.";
const EXCEPTED_ROLES = "Only roles listed as exceptions to the Act, such as work with children or vulnerable adults, can ask for these checks.";

export function basicText(status: Status, end: End, caution: boolean, openEnded: OpenEnded = "order"): string {
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
        `${openEnded === "unpaid" ? "Not spent until the compensation is paid in full." : "Not spent until a court ends the order."} ` +
        `Until then a basic check shows ${thing}, and you must tell an employer who asks about unspent ${askedAbout}.`
      );
    case "not_a_conviction":
      return (
        "Not a conviction or a caution. A basic check does not show a fixed penalty notice or a penalty notice for disorder, " +
        "and you can answer “no” if an employer asks about convictions or cautions."
      );
  }
}

export function standardEnhancedText(group: Group, status: Status, end: End, filtering: Filtering): string {
  const caution = group.type === "caution";
  const thing = caution ? "this caution" : "this conviction";
  const time = caution ? "6 years have passed since the caution" : `${group.age === "adult" ? "11" : "5.5"} years have passed since the conviction`;
  const reasons = caution
    ? `${time} and it is not for a specified offence`
    : `it is spent, ${time}, it did not lead to a custodial or suspended sentence, and it is not for a specified offence`;
  if (group.type === "not-conviction") {
    return (
      "A standard or enhanced check does not show it as a conviction or caution. An enhanced check can include a penalty " +
      "notice for disorder only as other information the police think is relevant to the role. Penalty points from a " +
      "fixed penalty are on your driving record, not your criminal record."
    );
  }
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

export function ruleText(
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
