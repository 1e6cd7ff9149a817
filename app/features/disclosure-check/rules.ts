import { type Group, groupEntries, work } from "./combining";
import { type Filtering, filteringFor, statusOf } from "./filtering";
import type { CheckRequest, CombiningRule, End, PeriodRule, Status } from "./periods";
import { type OpenEnded, basicText, guideSections, periodRowHref, ruleText, standardEnhancedText } from "./rule-wording";

/**
 * The spent-conviction rules for England and Wales and the DBS filtering rules, one result per caution or
 * sentence: the calculation (periods.ts, combining.ts, filtering.ts) put together with its words (rule-wording.ts).
 * Pure: no I/O, no clock (the reference date is an input), browser-safe.
 */

export type CheckOptions = {
  /**
   * Per entry: whether the offence is on the DBS list of specified offences, when the person has said. Only the
   * checker's own pages ask it, and only where it changes the answer; the JSON contract has no such field, so its
   * answers cover both cases.
   */
  specifiedOffence?: ReadonlyArray<boolean | undefined>;
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
  recordType: Group["type"];
  /** This entry's own end, before the other sentences and convictions were taken into account. */
  ownEnd: End;
  filtering: Filtering;
  /** For an `indefinite` result, what it waits for: a court to end an order, or the compensation to be paid in full. */
  waitsFor: OpenEnded | null;
};

/** Works out every entry: one result per entry of `convictions`, in order. */
export function checkDisclosure(request: CheckRequest, options: CheckOptions = {}): EntryResult[] {
  const { groups, groupOf } = groupEntries(request);
  const worked = work(request, groups);
  const specifiedFor = (group: Group) => {
    const answers = group.entries.map((index) => options.specifiedOffence?.[index]);
    if (answers.includes(true)) return true;
    return answers.includes(false) ? false : undefined;
  };
  // An open-ended result comes from compensation not yet paid only when no order until further order is involved.
  const openEnded = (groupIndex: number): OpenEnded => {
    const final = worked.finals[groupIndex]!;
    const involved = [groupIndex, ...(final.draggedBy === null ? [] : [final.draggedBy])].flatMap((g) => groups[g]!.entries);
    const rules = involved.map((index) => worked.own[index]!.rule);
    return rules.includes("compensation-unpaid") && !rules.includes("order-until-further-order") ? "unpaid" : "order";
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
      basic_check: basicText(status, final.end, group.type === "caution", openEnded(groupIndex)),
      standard_enhanced_check: standardEnhancedText(group, status, final.end, filtering),
      ruleIds: ids,
      guideHref: ids.includes("drag-through") || ids.includes("drag-through-never-spent") ? guideSections.furtherConvictions : periodRowHref(own.rule),
      record: groupIndex,
      recordType: group.type,
      ownEnd: own.end,
      filtering,
      waitsFor: status === "indefinite" ? openEnded(groupIndex) : null,
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

