import { singleTerms } from "./consecutive";
import { type Age, isCaution, isNotConviction, isProhibitive } from "./kinds";
import { type CheckRequest, type End, type PeriodRule, later, ownPeriod, rank } from "./periods";

/**
 * Cautions and sentences together: the sentences of one conviction count as one (the latest decides), and a further
 * conviction during another's rehabilitation period holds both unspent (drag-through, s.6(4)).
 */

export type Group = {
  /** not-conviction: a fixed penalty notice, which stands alone and is no part of any rule below. */
  type: "caution" | "conviction" | "not-conviction";
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
    const type = isCaution(entry.kind) ? "caution" : isNotConviction(entry.kind) ? "not-conviction" : "conviction";
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

export type Worked = {
  own: { end: End; rule: PeriodRule }[];
  /** Each group's final end, and what decided it. */
  finals: { end: End; decidedBy: number | null; draggedBy: number | null; draggedToNever: boolean }[];
};

export function work(request: CheckRequest, groups: Group[]): Worked {
  const terms = singleTerms(request.convictions);
  const own = request.convictions.map((entry, index) =>
    ownPeriod(entry, entry.age_at_conviction ?? request.age_at_conviction, terms[index]),
  );

  // Two periods per conviction for drag-through, from its sentences with a rehabilitation period (disposals spent
  // immediately have none). `held`: the conviction's whole period, during which a further conviction holds it
  // unspent. `extending`: the part that can hold another conviction unspent, which leaves out orders that only
  // prohibit (s.6(5) stops such an order extending another conviction, not its own). Null: nothing to count.
  const periodOf = (group: Group, counts: (index: number) => boolean): End | null => {
    if (group.type !== "conviction") return null;
    let end: End | null = null;
    for (const index of group.entries) {
      const { end: entryEnd } = own[index]!;
      if (entryEnd.type === "immediate" || !counts(index)) continue;
      end = end ? later(end, entryEnd) : entryEnd;
    }
    return end;
  };
  const held: (End | null)[] = groups.map((group) => periodOf(group, () => true));
  const extending: (End | null)[] = groups.map((group) => periodOf(group, (index) => !isProhibitive(request.convictions[index]!.kind)));
  const draggedBy: (number | null)[] = groups.map(() => null);

  // Drag-through (s.6(4)): a further conviction during another's rehabilitation period keeps both unspent until both
  // are spent. A later never-spent conviction keeps the earlier one unspent for ever (s.1(1)(b)), even one made only
  // of orders; an earlier never-spent one does not stop later ones becoming spent. Periods only grow, so repeating
  // until nothing changes settles chains of three or more (a third conviction during the extended period of the
  // first two extends both).
  const order = groups
    .map((group, index) => ({ group, index }))
    .filter(({ index }) => held[index] !== null)
    .sort((a, b) => (a.group.date < b.group.date ? -1 : a.group.date > b.group.date ? 1 : a.index - b.index));
  const extend = (target: number, to: End, by: number) => {
    const current = held[target]!;
    if (later(current, to) !== to || rank(to).join() === rank(current).join()) return false;
    held[target] = to;
    // Once held by another conviction's period, it holds others for as long (that period can extend).
    extending[target] = extending[target] ? later(extending[target]!, to) : to;
    draggedBy[target] = by;
    return true;
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = 0; i < order.length; i += 1) {
      for (let j = i + 1; j < order.length; j += 1) {
        const first = order[i]!;
        const second = order[j]!;
        const firstHeld = held[first.index]!;
        const during = firstHeld.type === "never" || firstHeld.type === "indefinite" || (firstHeld.type === "date" && second.group.date <= firstHeld.date);
        if (!during) continue;
        const secondExtends = extending[second.index];
        const firstExtends = extending[first.index];
        if (secondExtends && extend(first.index, secondExtends, second.index)) changed = true;
        // An earlier never-spent conviction has no rehabilitation period, so it does not stop a later one becoming
        // spent; an order until further order does, for as long as it lasts.
        else if (firstExtends && firstExtends.type !== "never" && held[second.index]!.type === "date" && extend(second.index, firstExtends, first.index)) changed = true;
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
    const dragged = held[groupIndex];
    const by = draggedBy[groupIndex] ?? null;
    if (by !== null && dragged && end && later(end, dragged) === dragged && rank(dragged).join() !== rank(end).join()) {
      return { end: dragged, decidedBy: null, draggedBy: by, draggedToNever: dragged.type === "never" };
    }
    return { end: end!, decidedBy, draggedBy: null, draggedToNever: false };
  });
  return { own, finals };
}
