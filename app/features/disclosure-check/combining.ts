import { type Age, isCaution, isProhibitive } from "./kinds";
import { type CheckRequest, type End, type PeriodRule, later, ownPeriod, rank } from "./periods";

/**
 * Cautions and sentences together: the sentences of one conviction count as one (the latest decides), and a further
 * conviction during another's rehabilitation period holds both unspent (drag-through, s.6(4)).
 */

export type Group = {
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

export type Worked = {
  own: { end: End; rule: PeriodRule }[];
  /** Each group's final end, and what decided it. */
  finals: { end: End; decidedBy: number | null; draggedBy: number | null; draggedToNever: boolean }[];
};

export function work(request: CheckRequest, groups: Group[]): Worked {
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
